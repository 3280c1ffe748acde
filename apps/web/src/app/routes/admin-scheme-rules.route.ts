import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/admin/scheme-rules",
  titleKey: "admin.schemeRules.title",
  access: "admin",
  feature: "admin",
  loading: "admin",
  page: () => import("./admin-scheme-rules.tsx").then((page) => page.AdminSchemeRulesPage),
  areas: ["admin", "renewals", "skills-cards"],
} satisfies PageDeclaration;
