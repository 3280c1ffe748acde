import { ScanLine } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

// Gate-keeper mode: the wallet's other side (checking others' cards), under the wallet's switch.
export default {
  path: "/gate",
  titleKey: "gate.title",
  access: "protected",
  feature: "wallet",
  icon: ScanLine,
  page: () => import("./gate.tsx").then((page) => page.GatePage),
  areas: ["companies", "documents", "evidence", "skills-cards", "wallet"],
} satisfies PageDeclaration;
