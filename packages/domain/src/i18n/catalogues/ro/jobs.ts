import type { jobs as english } from "../en/jobs.ts";
import type { Translation } from "../translation.ts";

export const jobs: Translation<typeof english> = {};
