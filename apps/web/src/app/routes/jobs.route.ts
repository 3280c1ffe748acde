import { Briefcase } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/jobs",
  titleKey: "shell.nav.jobs",
  access: "protected",
  feature: "jobs",
  icon: Briefcase,
  page: () => import("./jobs.tsx").then((page) => page.JobsPage),
  areas: ["jobs", "places", "skills-cards"],
} satisfies PageDeclaration;
