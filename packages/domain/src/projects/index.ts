export * from "./contract.ts";
export * from "./project.ts";
