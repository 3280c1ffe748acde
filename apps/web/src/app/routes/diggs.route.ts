import { BedDouble } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/diggs",
  titleKey: "places.diggs.title",
  access: "protected",
  feature: "diggs",
  icon: BedDouble,
  page: () => import("./diggs.tsx").then((page) => page.DiggsPage),
  areas: ["jobs", "places"],
} satisfies PageDeclaration;
