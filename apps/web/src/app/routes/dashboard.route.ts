import { LayoutDashboard } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/dashboard",
  titleKey: "shell.nav.dashboard",
  access: "protected",
  feature: "dashboard",
  loading: "dashboard",
  icon: LayoutDashboard,
  page: () => import("./dashboard.tsx").then((page) => page.DashboardPage),
  areas: ["dashboard", "documents", "marketing", "messages", "renewals", "skills-cards"],
} satisfies PageDeclaration;
