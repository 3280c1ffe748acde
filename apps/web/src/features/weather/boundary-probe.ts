// Throwaway: proves CI fails on a boundary violation and an import cycle (reverted in the next commit).
import { appRoutes } from "../../app/route-table.tsx";
import { useFeatures } from "../access/api/get-features.ts";
import { probeB } from "./boundary-probe-b.ts";

export const probe = [appRoutes, useFeatures, probeB];
