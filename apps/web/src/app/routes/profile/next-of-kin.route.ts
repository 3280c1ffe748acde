import { Contact } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/next-of-kin",
  titleKey: "shell.nav.nextOfKin",
  access: "protected",
  feature: "nextOfKin",
  loading: "profile",
  icon: Contact,
  page: () => import("./next-of-kin.tsx").then((page) => page.NextOfKinPage),
  areas: ["profile"],
} satisfies PageDeclaration;
