import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/sharing-center",
  title: "Sharing Center",
  access: "protected",
  feature: "sharingCenter",
  page: () => import("./sharing-center.tsx").then((page) => page.SharingCenterPage),
} satisfies PageDeclaration;
