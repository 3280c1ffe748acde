import { User } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/personal-details",
  titleKey: "shell.nav.personalDetails",
  access: "protected",
  feature: "personalDetails",
  loading: "profile",
  icon: User,
  page: () => import("./personal-details.tsx").then((page) => page.PersonalDetailsPage),
  areas: ["profile"],
} satisfies PageDeclaration;
