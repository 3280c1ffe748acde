import { GraduationCap } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/qualifications",
  titleKey: "shell.nav.qualifications",
  access: "protected",
  feature: "qualifications",
  loading: "profile",
  icon: GraduationCap,
  page: () => import("./qualifications.tsx").then((page) => page.QualificationsPage),
  areas: ["documents", "profile", "wallet"],
} satisfies PageDeclaration;
