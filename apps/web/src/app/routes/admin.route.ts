import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/admin",
  title: "Admin Dashboard",
  access: "admin",
  feature: "admin",
  loading: "admin",
  page: () => import("./admin.tsx").then((page) => page.AdminPage),
} satisfies PageDeclaration;
