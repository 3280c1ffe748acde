import type { PageDeclaration } from "../route-table.tsx";

/**
 * Beside the worker's documents (no sidebar link of its own: §2's sidebar is fixed); linked from Documents. The
 * profile area: the domain's right-to-work rules take the sensitive-value field from profile/bank-details.ts.
 */
export default {
  path: "/right-to-work",
  titleKey: "rightToWork.page.title",
  access: "protected",
  feature: "documents",
  page: () => import("./right-to-work.tsx").then((page) => page.RightToWorkPage),
  areas: ["profile", "right-to-work"],
} satisfies PageDeclaration;
