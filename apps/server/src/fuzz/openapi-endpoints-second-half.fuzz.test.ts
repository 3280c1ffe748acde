import { describe } from "vitest";
import { endpointsFromOpenApi, everyOther, fuzzEndpoints } from "./json-fuzzing.ts";

describe("fuzzing every JSON endpoint of the OpenAPI document (second half)", () => {
  fuzzEndpoints(everyOther(1, endpointsFromOpenApi));
});
