export * from "./card-schemes.ts";
export * from "./official-links.ts";
export * from "./skills-card.ts";
