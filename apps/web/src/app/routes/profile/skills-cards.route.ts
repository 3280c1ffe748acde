import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/skills-cards",
  title: "Skills Cards",
  access: "protected",
  feature: "skillsCards",
  loading: "profile",
  page: () => import("./skills-cards.tsx").then((page) => page.SkillsCardsPage),
} satisfies PageDeclaration;
