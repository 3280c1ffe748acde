import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { fakeServerPool, sendJson } from "../../test-support/location-fakes.ts";
import { createPostcodesIoGeocoder, postcodeLookupUnavailableMessage } from "./postcodes-io.ts";

/** Local stand-ins for postcodes.io on 127.0.0.1, closed after each test; tests never reach the internet. */
const fakes = fakeServerPool();
afterEach(fakes.closeAll);

/** Trimmed from a real answer for SW1A 1AA (Buckingham Palace). */
const buckinghamPalace = {
  status: 200,
  result: {
    postcode: "SW1A 1AA",
    quality: 1,
    eastings: 529090,
    northings: 179645,
    country: "England",
    longitude: -0.141588,
    latitude: 51.501009,
    region: "London",
    incode: "1AA",
    outcode: "SW1A",
    admin_district: "Westminster",
    parish: "Westminster, unparished area",
    admin_county: null,
    admin_ward: "St James's",
    codes: { admin_district: "E09000033" },
  },
};

const manchesterOutcode = {
  status: 200,
  result: {
    outcode: "M1",
    longitude: -2.2336,
    latitude: 53.4791,
    northings: 398000,
    eastings: 384500,
    admin_district: ["Manchester"],
    parish: ["Manchester, unparished area"],
    admin_county: [],
    admin_ward: ["Piccadilly", "Deansgate"],
    country: ["England"],
  },
};

const expectUnavailable = async (lookup: Promise<unknown>) => {
  const error = await lookup.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    status: 503,
    code: "SERVICE_UNAVAILABLE",
    message: "The postcode lookup service could not be reached. Please try again later.",
  });
};

describe("createPostcodesIoGeocoder: lookupPostcode", () => {
  it("finds a postcode however it was typed and returns it normalised", async () => {
    const fake = await fakes.start((_url, response) => sendJson(response, 200, buckinghamPalace));
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });

    await expect(geocoder.lookupPostcode("  sw1a1aa ")).resolves.toEqual({
      postcode: "SW1A 1AA",
      outcode: "SW1A",
      latitude: 51.501009,
      longitude: -0.141588,
      town: "Westminster",
    });
    expect(fake.requests).toEqual(["/postcodes/SW1A%201AA"]);
  });

  it("accepts a base URL with a trailing slash", async () => {
    const fake = await fakes.start((_url, response) => sendJson(response, 200, buckinghamPalace));
    const geocoder = createPostcodesIoGeocoder({ baseUrl: `${fake.baseUrl}/` });
    await geocoder.lookupPostcode("SW1A 1AA");
    expect(fake.requests).toEqual(["/postcodes/SW1A%201AA"]);
  });

  it("falls back to a parish for the town, but not to an 'unparished area'", async () => {
    const parished = {
      status: 200,
      result: { ...buckinghamPalace.result, admin_district: null, parish: "Little Snoring" },
    };
    const unparished = { status: 200, result: { ...buckinghamPalace.result, admin_district: null } };
    let answer: unknown = parished;
    const fake = await fakes.start((_url, response) => sendJson(response, 200, answer));
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });

    await expect(geocoder.lookupPostcode("SW1A 1AA")).resolves.toMatchObject({ town: "Little Snoring" });
    answer = unparished;
    await expect(geocoder.lookupPostcode("SW1A 1AA")).resolves.toMatchObject({ town: null });
  });

  it.each(["Postcode not found", "Invalid postcode"])(
    "returns null for postcodes.io's 404 '%s'",
    async (error) => {
      const fake = await fakes.start((_url, response) => sendJson(response, 404, { status: 404, error }));
      const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });
      await expect(geocoder.lookupPostcode("ZZ9 9ZZ")).resolves.toBeNull();
    },
  );

  it("returns null, without a made-up location, for a postcode with no coordinates", async () => {
    const noLocation = {
      status: 200,
      result: {
        ...buckinghamPalace.result,
        postcode: "BF1 1AA",
        outcode: "BF1",
        latitude: null,
        longitude: null,
      },
    };
    const fake = await fakes.start((_url, response) => sendJson(response, 200, noLocation));
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });
    await expect(geocoder.lookupPostcode("BF1 1AA")).resolves.toBeNull();
  });

  it.each(["", "   ", "hello", "12345", "SW1A", "SW1A 1AAA", "1AA SW1A"])(
    "returns null for %j without asking the service",
    async (input) => {
      const fake = await fakes.start((_url, response) => sendJson(response, 200, buckinghamPalace));
      const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });
      await expect(geocoder.lookupPostcode(input)).resolves.toBeNull();
      expect(fake.requests).toEqual([]);
    },
  );

  it.each([500, 502, 503])("reports the service unavailable on a %i", async (status) => {
    const fake = await fakes.start((_url, response) =>
      sendJson(response, status, { status, error: "Internal server error" }),
    );
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });
    await expectUnavailable(geocoder.lookupPostcode("SW1A 1AA"));
  });

  it("reports the service unavailable when rate limited", async () => {
    const fake = await fakes.start((_url, response) =>
      sendJson(response, 429, { status: 429, error: "Too many requests" }),
    );
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });
    await expectUnavailable(geocoder.lookupPostcode("SW1A 1AA"));
  });

  it("treats a 404 that is not from postcodes.io (wrong base URL, proxy page) as unavailable", async () => {
    const fake = await fakes.start((_url, response) => {
      response.writeHead(404, { "content-type": "text/html" });
      response.end("<h1>Not Found</h1>");
    });
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });
    await expectUnavailable(geocoder.lookupPostcode("SW1A 1AA"));
  });

  it("reports the service unavailable when nothing is listening", async () => {
    const fake = await fakes.start(() => {});
    await fake.close();
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });
    await expectUnavailable(geocoder.lookupPostcode("SW1A 1AA"));
  });

  it("gives up after timeoutMs when the server does not answer", async () => {
    const fake = await fakes.start((_url, response) => {
      const timer = setTimeout(() => sendJson(response, 200, buckinghamPalace), 2_000);
      response.on("close", () => clearTimeout(timer));
    });
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl, timeoutMs: 100 });
    const started = Date.now();
    await expectUnavailable(geocoder.lookupPostcode("SW1A 1AA"));
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("gives up after timeoutMs when the server stalls half-way through the answer", async () => {
    const fake = await fakes.start((_url, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"status":200,"result":');
    });
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl, timeoutMs: 100 });
    await expectUnavailable(geocoder.lookupPostcode("SW1A 1AA"));
  });

  it("treats malformed JSON as unavailable", async () => {
    const fake = await fakes.start((_url, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"status":200,"result":{"postcode":"SW1A 1AA"');
    });
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });
    await expectUnavailable(geocoder.lookupPostcode("SW1A 1AA"));
  });

  it("treats JSON of the wrong shape as unavailable", async () => {
    const fake = await fakes.start((_url, response) =>
      sendJson(response, 200, { status: 200, result: { postcode: "SW1A 1AA", latitude: "51.5" } }),
    );
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });
    await expectUnavailable(geocoder.lookupPostcode("SW1A 1AA"));
  });

  it("uses the fetch it is given and keeps the failure as the cause for the log", async () => {
    const failure = new TypeError("fetch failed");
    const geocoder = createPostcodesIoGeocoder({
      baseUrl: "http://127.0.0.1:9",
      fetch: () => Promise.reject(failure),
    });
    const error = await geocoder.lookupPostcode("SW1A 1AA").catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(postcodeLookupUnavailableMessage);
    expect((error as AppError).cause).toBe(failure);
  });
});

describe("createPostcodesIoGeocoder: lookupOutcode", () => {
  it("finds an outcode's centre and first district", async () => {
    const fake = await fakes.start((_url, response) => sendJson(response, 200, manchesterOutcode));
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });

    await expect(geocoder.lookupOutcode(" m1 ")).resolves.toEqual({
      outcode: "M1",
      latitude: 53.4791,
      longitude: -2.2336,
      town: "Manchester",
    });
    expect(fake.requests).toEqual(["/outcodes/M1"]);
  });

  it("returns null for an unknown outcode", async () => {
    const fake = await fakes.start((_url, response) =>
      sendJson(response, 404, { status: 404, error: "Outcode not found" }),
    );
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });
    await expect(geocoder.lookupOutcode("ZZ9")).resolves.toBeNull();
  });

  it.each(["", "M", "SW1A 1AA", "123"])("returns null for %j without asking the service", async (input) => {
    const fake = await fakes.start((_url, response) => sendJson(response, 200, manchesterOutcode));
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });
    await expect(geocoder.lookupOutcode(input)).resolves.toBeNull();
    expect(fake.requests).toEqual([]);
  });

  it("reports the service unavailable on a 500", async () => {
    const fake = await fakes.start((_url, response) => sendJson(response, 500, { status: 500 }));
    const geocoder = createPostcodesIoGeocoder({ baseUrl: fake.baseUrl });
    await expectUnavailable(geocoder.lookupOutcode("M1"));
  });
});
