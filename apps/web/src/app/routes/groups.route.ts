import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/groups",
  title: "Groups",
  access: "protected",
  feature: "groups",
  page: () => import("./groups.tsx").then((page) => page.GroupsPage),
} satisfies PageDeclaration;
