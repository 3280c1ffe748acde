import { createPostcodesIoGeocoder } from "../../adapters/geocoding/postcodes-io.ts";
import { createOpenMeteoClient } from "../../adapters/weather/open-meteo.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createGeocodingService } from "./geocoding.service.ts";

/** The outside services behind postcodes and weather, built from the config (base URLs are configurable). */
export function createLocationServices(config: Pick<Config, "postcodesIoUrl" | "openMeteoUrl">, db: Db) {
  return {
    geocoding: createGeocodingService({
      db,
      geocoder: createPostcodesIoGeocoder({ baseUrl: config.postcodesIoUrl }),
    }),
    weather: createOpenMeteoClient({ baseUrl: config.openMeteoUrl }),
  };
}
