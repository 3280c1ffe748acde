export * from "./companies.ts";
export * from "./contract.ts";
export * from "./expected-crew-pack.ts";
