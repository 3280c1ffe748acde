import { Share2 } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/sharing-center",
  titleKey: "shell.nav.sharingCenter",
  access: "protected",
  feature: "sharingCenter",
  icon: Share2,
  page: () => import("./sharing-center.tsx").then((page) => page.SharingCenterPage),
  areas: ["companies", "competence", "cv", "documents", "evidence", "profile", "sharing", "skills-cards"],
} satisfies PageDeclaration;
