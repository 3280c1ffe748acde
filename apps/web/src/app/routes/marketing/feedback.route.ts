import { MessageCircle } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/feedback",
  titleKey: "shell.nav.feedback",
  access: "feature_gated",
  feature: "feedback",
  icon: MessageCircle,
  page: () => import("./feedback.tsx").then((page) => page.FeedbackPage),
  areas: ["jobs", "marketing"],
} satisfies PageDeclaration;
