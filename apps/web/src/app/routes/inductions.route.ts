import { ClipboardCheck } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/inductions",
  titleKey: "shell.nav.inductions",
  access: "protected",
  feature: "inductions",
  icon: ClipboardCheck,
  page: () => import("./inductions.tsx").then((page) => page.InductionsPage),
  areas: ["inductions"],
} satisfies PageDeclaration;
