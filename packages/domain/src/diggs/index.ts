export * from "./contract.ts";
export * from "./diggs.ts";
