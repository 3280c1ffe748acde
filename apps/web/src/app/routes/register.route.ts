import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/register",
  titleKey: "page.signUp",
  access: "public",
  loading: "authentication",
  page: () => import("./register.tsx").then((page) => page.RegisterPage),
} satisfies PageDeclaration;
