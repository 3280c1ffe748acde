import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/documents",
  title: "Documents",
  access: "protected",
  feature: "documents",
  loading: "profile",
  page: () => import("./documents.tsx").then((page) => page.DocumentsPage),
} satisfies PageDeclaration;
