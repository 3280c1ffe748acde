import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/personal-details",
  title: "Personal Details",
  access: "protected",
  feature: "personalDetails",
  loading: "profile",
  page: () => import("./personal-details.tsx").then((page) => page.PersonalDetailsPage),
} satisfies PageDeclaration;
