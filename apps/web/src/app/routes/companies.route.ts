import { Building2 } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/companies",
  titleKey: "companies.title",
  access: "protected",
  feature: "companies",
  icon: Building2,
  page: () => import("./companies.tsx").then((page) => page.CompaniesPage),
  // The requirements' card picker is the jobs feature's; cards, documents and competence entries are worded by
  // their areas.
  areas: ["companies", "competence", "documents", "evidence", "jobs", "right-to-work", "skills-cards"],
} satisfies PageDeclaration;
