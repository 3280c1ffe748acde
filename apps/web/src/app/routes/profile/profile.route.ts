import { UserRound } from "lucide-react";
import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/profile",
  titleKey: "shell.nav.profile",
  access: "protected",
  feature: "profile",
  loading: "profile",
  icon: UserRound,
  page: () => import("./profile.tsx").then((page) => page.ProfilePage),
  areas: ["marketing", "profile", "renewals"],
} satisfies PageDeclaration;
