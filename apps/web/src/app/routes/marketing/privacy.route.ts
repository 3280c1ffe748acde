import { ShieldCheck } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/privacy",
  titleKey: "marketing.privacy.title",
  access: "feature_gated",
  feature: "privacy",
  icon: ShieldCheck,
  page: () => import("./privacy.tsx").then((page) => page.PrivacyPage),
  areas: ["marketing"],
} satisfies PageDeclaration;
