import { Eye } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

// The worker's one timeline of every look at their records (issue 51), beside the wallet that shows them.
export default {
  path: "/who-looked",
  titleKey: "evidence.looks.title",
  access: "protected",
  feature: "wallet",
  icon: Eye,
  page: () => import("./who-looked.tsx").then((page) => page.WhoLookedPage),
  areas: ["documents", "evidence", "sharing", "skills-cards", "wallet"],
} satisfies PageDeclaration;
