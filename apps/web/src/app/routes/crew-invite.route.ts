import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/crew-invite",
  titleKey: "companies.consent.title",
  access: "protected",
  feature: "companies",
  page: () => import("./crew-invite.tsx").then((page) => page.CrewInvitePage),
  areas: ["companies", "documents", "skills-cards"],
} satisfies PageDeclaration;
