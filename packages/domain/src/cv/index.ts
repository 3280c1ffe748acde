export * from "./contract.ts";
export * from "./cv.ts";
export * from "./cv-fabrication.ts";
export * from "./cv-prompts.ts";
export * from "./cv-schemas.ts";
