import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/two-factor-recovery",
  titleKey: "accounts.twoFactor.turnOff",
  access: "public",
  loading: "authentication",
  page: () => import("./two-factor-recovery.tsx").then((page) => page.TwoFactorRecoveryPage),
} satisfies PageDeclaration;
