import { FileText } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/documents",
  titleKey: "shell.nav.documents",
  access: "protected",
  feature: "documents",
  loading: "profile",
  icon: FileText,
  page: () => import("./documents.tsx").then((page) => page.DocumentsPage),
  areas: ["documents", "profile", "right-to-work", "wallet"],
} satisfies PageDeclaration;
