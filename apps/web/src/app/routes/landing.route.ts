import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/",
  // The product's name alone, the same in every language.
  titleKey: null,
  access: "public",
  page: () => import("./landing.tsx").then((page) => page.LandingPage),
  areas: ["landing"],
} satisfies PageDeclaration;
