import { GraduationCap } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/competence",
  titleKey: "competence.page.title",
  access: "protected",
  feature: "projects",
  icon: GraduationCap,
  page: () => import("./competence.tsx").then((page) => page.CompetencePage),
  areas: ["competence"],
} satisfies PageDeclaration;
