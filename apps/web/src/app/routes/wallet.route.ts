import { WalletCards } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/wallet",
  titleKey: "wallet.title",
  access: "protected",
  feature: "wallet",
  icon: WalletCards,
  page: () => import("./wallet.tsx").then((page) => page.WalletPage),
  areas: ["documents", "evidence", "skills-cards", "wallet"],
} satisfies PageDeclaration;
