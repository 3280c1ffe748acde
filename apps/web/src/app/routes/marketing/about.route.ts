import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/about",
  title: "About",
  access: "feature_gated",
  feature: "about",
  page: () => import("./about.tsx").then((page) => page.AboutPage),
} satisfies PageDeclaration;
