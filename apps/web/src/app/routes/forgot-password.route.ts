import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/forgot-password",
  titleKey: "accounts.page.forgotten",
  access: "public",
  loading: "authentication",
  page: () => import("./forgot-password.tsx").then((page) => page.ForgotPasswordPage),
} satisfies PageDeclaration;
