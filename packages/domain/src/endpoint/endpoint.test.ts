import { describe, expect, expectTypeOf, it } from "vitest";
import { remindersEndpoints, remindersPlainRoutes } from "../reminders/contract.ts";
import { weatherEndpoints } from "../weather/contract.ts";
import type { JobSiteView, SiteWeatherList } from "../weather/weather-views.ts";
import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  endpointUrl,
  routeParams,
} from "./endpoint.ts";

/** What a caller may send to `endpoint`, checked by the compiler. */
const sendable = <E extends Endpoint>(_endpoint: E, input: EndpointInput<E>) => input;

describe("an endpoint declared once", () => {
  it("makes the URL from the path's parameters, encoded, and the query's defined values", () => {
    expect(endpointUrl(weatherEndpoints.removeSite, { params: { id: "a b/c" } })).toBe(
      "/api/weather/sites/a%20b%2Fc",
    );
    expect(
      endpointUrl({ path: "/api/jobs" }, { query: { q: "scaffold", page: 2, trade: undefined, near: null } }),
    ).toBe("/api/jobs?q=scaffold&page=2");
    expect(endpointUrl(weatherEndpoints.forecasts, {})).toBe("/api/weather/forecasts");
    expect(() => endpointUrl(weatherEndpoints.removeSite, {})).toThrow("no value for :id");
  });

  it("reads a URL's path parameters back, decoded, and nothing from a URL of another route", () => {
    expect(routeParams(weatherEndpoints.removeSite, "/api/weather/sites/a%20b%2Fc?x=1")).toEqual({
      id: "a b/c",
    });
    expect(routeParams(remindersPlainRoutes.calendar, "/api/calendar/t0k3n.ics")).toEqual({ token: "t0k3n" });
    expect(routeParams(remindersPlainRoutes.calendar, "/api/calendar/t0k3nXics")).toBeUndefined();
    expect(routeParams(weatherEndpoints.removeSite, "/api/weather/sites/s1/extra")).toBeUndefined();
    expect(routeParams(weatherEndpoints.forecasts, "/api/weather/forecasts")).toEqual({});
  });

  it("types what is sent and what comes back from the declaration", () => {
    sendable(weatherEndpoints.removeSite, { params: { id: "s1" } });
    sendable(weatherEndpoints.addSite, { body: { label: "Block C", postcode: "LS1 4AP" } });
    sendable(weatherEndpoints.forecasts, {});
    // An action that takes no body (`noBody`) is called without one.
    sendable(remindersEndpoints.createCalendarLink, {});
    // @ts-expect-error: the path's :id must be given
    sendable(weatherEndpoints.removeSite, {});
    // @ts-expect-error: this endpoint takes no body
    sendable(weatherEndpoints.forecasts, { body: { label: "x" } });
    // @ts-expect-error: a site needs its postcode
    sendable(weatherEndpoints.addSite, { body: { label: "Block C" } });
    expectTypeOf<EndpointOutput<typeof weatherEndpoints.forecasts>>().toEqualTypeOf<SiteWeatherList>();
    expectTypeOf<EndpointOutput<typeof weatherEndpoints.addSite>>().toEqualTypeOf<JobSiteView>();
    expectTypeOf<EndpointOutput<typeof weatherEndpoints.removeSite>>().toEqualTypeOf<undefined>();
  });
});
