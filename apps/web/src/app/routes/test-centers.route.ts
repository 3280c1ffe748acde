import { MapPin } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/test-centers",
  titleKey: "shell.nav.testCenters",
  access: "protected",
  feature: "testCenters",
  icon: MapPin,
  page: () => import("./test-centers.tsx").then((page) => page.TestCentersPage),
  areas: ["jobs", "places"],
} satisfies PageDeclaration;
