/** Test helpers of the marketing pages, kept by name; they live in the shared test-support now. */
export { jsonResponse, sentBody } from "../../test-support/fetch-stubs.ts";
export { renderAt } from "../../test-support/render.tsx";
