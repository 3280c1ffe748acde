import { Settings } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/admin",
  titleKey: "shell.nav.admin",
  access: "admin",
  feature: "admin",
  loading: "admin",
  icon: Settings,
  page: () => import("./admin.tsx").then((page) => page.AdminPage),
  areas: ["admin", "billing", "marketing", "messages", "places"],
} satisfies PageDeclaration;
