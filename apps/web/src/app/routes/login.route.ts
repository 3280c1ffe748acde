import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/login",
  titleKey: "login.title",
  access: "public",
  loading: "authentication",
  page: () => import("./login.tsx").then((page) => page.LoginPage),
} satisfies PageDeclaration;
