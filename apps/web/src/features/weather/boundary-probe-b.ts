import { probe } from "./boundary-probe.ts";

export const probeB = () => probe;
