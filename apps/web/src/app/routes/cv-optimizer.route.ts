import { Sparkles } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/cv-optimizer",
  titleKey: "shell.nav.cvOptimizer",
  access: "protected",
  feature: "cvOptimizer",
  icon: Sparkles,
  page: () => import("./cv-optimizer.tsx").then((page) => page.CvOptimizerPage),
  areas: ["cv", "competence"],
} satisfies PageDeclaration;
