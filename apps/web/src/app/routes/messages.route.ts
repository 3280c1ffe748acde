import { MessageSquare } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/messages",
  titleKey: "shell.nav.messages",
  access: "protected",
  feature: "messages",
  icon: MessageSquare,
  page: () => import("./messages.tsx").then((page) => page.MessagesPage),
  areas: ["jobs", "messages", "places"],
} satisfies PageDeclaration;
