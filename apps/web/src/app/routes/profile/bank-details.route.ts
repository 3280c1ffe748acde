import { Landmark } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/bank-details",
  titleKey: "shell.nav.bankDetails",
  access: "protected",
  feature: "bankDetails",
  loading: "profile",
  icon: Landmark,
  page: () => import("./bank-details.tsx").then((page) => page.BankDetailsPage),
  areas: ["profile"],
} satisfies PageDeclaration;
