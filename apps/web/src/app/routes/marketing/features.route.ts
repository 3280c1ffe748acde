import { LayoutGrid } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/features",
  titleKey: "shell.nav.features",
  access: "feature_gated",
  feature: "features",
  icon: LayoutGrid,
  page: () => import("./features.tsx").then((page) => page.FeaturesPage),
  areas: ["billing", "marketing"],
} satisfies PageDeclaration;
