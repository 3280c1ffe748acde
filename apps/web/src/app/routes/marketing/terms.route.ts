import { ScrollText } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/terms",
  titleKey: "marketing.terms.title",
  access: "feature_gated",
  feature: "terms",
  icon: ScrollText,
  page: () => import("./terms.tsx").then((page) => page.TermsPage),
  areas: ["marketing"],
} satisfies PageDeclaration;
