import { CloudSun } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/weather",
  titleKey: "shell.nav.weather",
  access: "protected",
  feature: "weather",
  icon: CloudSun,
  page: () => import("./weather.tsx").then((page) => page.WeatherPage),
  areas: ["places"],
} satisfies PageDeclaration;
