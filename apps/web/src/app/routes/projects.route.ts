import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/projects",
  title: "Projects/History",
  access: "protected",
  feature: "projects",
  page: () => import("./projects.tsx").then((page) => page.ProjectsPage),
} satisfies PageDeclaration;
