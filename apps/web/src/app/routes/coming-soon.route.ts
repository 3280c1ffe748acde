import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/coming-soon",
  titleKey: "shell.title.comingSoon",
  access: "public",
  page: () => import("./coming-soon.tsx").then((page) => page.ComingSoonRoutePage),
} satisfies PageDeclaration;
