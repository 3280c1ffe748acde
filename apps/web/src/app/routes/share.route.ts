import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/share",
  titleKey: "sharing.page.title",
  access: "public",
  page: () => import("./share.tsx").then((page) => page.SharePage),
  areas: ["competence", "documents", "evidence", "profile", "right-to-work", "sharing", "skills-cards"],
} satisfies PageDeclaration;
