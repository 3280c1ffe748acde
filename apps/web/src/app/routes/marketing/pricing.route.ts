import { PoundSterling } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/pricing",
  titleKey: "shell.nav.pricing",
  access: "feature_gated",
  feature: "pricing",
  icon: PoundSterling,
  page: () => import("./pricing.tsx").then((page) => page.PricingPage),
  areas: ["billing", "marketing"],
} satisfies PageDeclaration;
