import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/reset-password",
  titleKey: "accounts.reset.title",
  access: "public",
  loading: "authentication",
  page: () => import("./reset-password.tsx").then((page) => page.ResetPasswordPage),
} satisfies PageDeclaration;
