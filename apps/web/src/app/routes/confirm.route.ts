import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/confirm",
  titleKey: "competence.supervisor.title",
  access: "public",
  page: () => import("./confirm.tsx").then((page) => page.ConfirmPage),
  areas: ["competence"],
} satisfies PageDeclaration;
