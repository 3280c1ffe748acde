import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/verify",
  titleKey: "accounts.verify.title",
  access: "public",
  page: () => import("./verify.tsx").then((page) => page.VerifyPage),
  areas: ["documents", "evidence", "skills-cards", "wallet"],
} satisfies PageDeclaration;
