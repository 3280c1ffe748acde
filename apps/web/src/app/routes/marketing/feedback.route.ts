import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/feedback",
  title: "Feedback",
  access: "feature_gated",
  feature: "feedback",
  page: () => import("./feedback.tsx").then((page) => page.FeedbackPage),
} satisfies PageDeclaration;
