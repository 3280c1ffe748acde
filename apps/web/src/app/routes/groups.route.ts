import { Users } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/groups",
  titleKey: "shell.nav.groups",
  access: "protected",
  feature: "groups",
  icon: Users,
  page: () => import("./groups.tsx").then((page) => page.GroupsPage),
  areas: ["jobs", "messages", "places"],
} satisfies PageDeclaration;
