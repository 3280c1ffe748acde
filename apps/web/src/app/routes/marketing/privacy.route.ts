import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/privacy",
  title: "Privacy notice",
  access: "feature_gated",
  feature: "privacy",
  page: () => import("./privacy.tsx").then((page) => page.PrivacyPage),
} satisfies PageDeclaration;
