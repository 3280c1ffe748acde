import { IdCard } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/skills-cards",
  titleKey: "shell.nav.skillsCards",
  access: "protected",
  feature: "skillsCards",
  loading: "profile",
  icon: IdCard,
  page: () => import("./skills-cards.tsx").then((page) => page.SkillsCardsPage),
  areas: ["profile", "skills-cards", "wallet"],
} satisfies PageDeclaration;
