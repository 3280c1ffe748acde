import type { PageDeclaration } from "../../route-table.tsx";

export default {
  path: "/thank-you",
  titleKey: "marketing.thanks.title",
  access: "public",
  page: () => import("./thank-you.tsx").then((page) => page.ThankYouPage),
  areas: ["marketing"],
} satisfies PageDeclaration;
