import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/account-security",
  titleKey: "accounts.security.title",
  access: "protected",
  feature: "profile",
  page: () => import("./account-security.tsx").then((page) => page.AccountSecurityPage),
} satisfies PageDeclaration;
