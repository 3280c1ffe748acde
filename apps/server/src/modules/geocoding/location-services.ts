import { createPostcodesIoGeocoder } from "../../adapters/geocoding/postcodes-io.ts";
import { createOpenMeteoClient } from "../../adapters/weather/open-meteo.ts";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../lib/config.ts";
import { type CoordinatesFiller, createGeocodeRetryRunner } from "./geocode-retry-runner.ts";
import { createGeocodingService } from "./geocoding.service.ts";

interface RunnerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * The outside services behind postcodes and weather, built from the config (base URLs are configurable), and the
 * background retry that finds postcodes saved while the lookup service was down. `fillers` are the areas' own
 * "set the coordinates of records with this postcode" functions (the app layer composes them).
 */
export function createLocationServices(
  config: Pick<Config, "postcodesIoUrl" | "openMeteoUrl">,
  db: Db,
  { fillers = [], logger }: { fillers?: CoordinatesFiller[]; logger?: RunnerLogger } = {},
) {
  const geocoding = createGeocodingService({
    db,
    geocoder: createPostcodesIoGeocoder({ baseUrl: config.postcodesIoUrl }),
  });
  const geocodeRetry = createGeocodeRetryRunner({
    db,
    lookupPostcode: (postcode) => geocoding.lookupPostcode(postcode),
    fillers,
    logger: logger ?? { info: () => {}, warn: () => {} },
  });
  return { geocoding, geocodeRetry, weather: createOpenMeteoClient({ baseUrl: config.openMeteoUrl }) };
}
