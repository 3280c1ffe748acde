export * from "./competence.ts";
export * from "./contract.ts";
