export * from "./contract.ts";
export * from "./site-weather.ts";
export * from "./weather-views.ts";
