import { Receipt } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/tax-details",
  titleKey: "shell.nav.taxDetails",
  access: "protected",
  feature: "taxDetails",
  loading: "profile",
  icon: Receipt,
  page: () => import("./tax-details.tsx").then((page) => page.TaxDetailsPage),
  areas: ["profile"],
} satisfies PageDeclaration;
