import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/auth/callback",
  titleKey: "shell.title.signingIn",
  access: "public",
  loading: "authentication",
  page: () => import("./auth-callback.tsx").then((page) => page.AuthCallbackPage),
} satisfies PageDeclaration;
