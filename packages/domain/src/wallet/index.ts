export * from "./contract.ts";
export * from "./gate-codes.ts";
export * from "./gate-register.ts";
export * from "./gate-wallet.ts";
export * from "./wallet-views.ts";
export * from "./withdrawal-list.ts";
