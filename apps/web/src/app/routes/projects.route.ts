import { FolderClock } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/projects",
  titleKey: "shell.nav.projects",
  access: "protected",
  feature: "projects",
  icon: FolderClock,
  page: () => import("./projects.tsx").then((page) => page.ProjectsPage),
  areas: ["jobs", "competence"],
} satisfies PageDeclaration;
