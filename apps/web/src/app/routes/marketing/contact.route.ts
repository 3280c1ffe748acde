import { Mail } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/contact",
  titleKey: "shell.nav.contact",
  access: "feature_gated",
  feature: "contact",
  icon: Mail,
  page: () => import("./contact.tsx").then((page) => page.ContactPage),
  areas: ["jobs", "marketing"],
} satisfies PageDeclaration;
