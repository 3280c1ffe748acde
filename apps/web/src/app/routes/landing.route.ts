import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/",
  title: "SiteReady",
  access: "public",
  page: () => import("./landing.tsx").then((page) => page.LandingPage),
  areas: ["landing"],
} satisfies PageDeclaration;
