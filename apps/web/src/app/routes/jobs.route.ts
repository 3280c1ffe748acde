import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/jobs",
  title: "Jobs",
  access: "protected",
  feature: "jobs",
  page: () => import("./jobs.tsx").then((page) => page.JobsPage),
} satisfies PageDeclaration;
