import { Info } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/about",
  titleKey: "shell.nav.about",
  access: "feature_gated",
  feature: "about",
  icon: Info,
  page: () => import("./about.tsx").then((page) => page.AboutPage),
  areas: ["marketing"],
} satisfies PageDeclaration;
