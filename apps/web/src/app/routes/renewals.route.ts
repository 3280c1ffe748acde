import { RefreshCw } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/renewals",
  titleKey: "shell.nav.renewals",
  access: "protected",
  feature: "renewals",
  icon: RefreshCw,
  page: () => import("./renewals.tsx").then((page) => page.RenewalsPage),
  areas: ["documents", "places", "renewals", "skills-cards"],
} satisfies PageDeclaration;
