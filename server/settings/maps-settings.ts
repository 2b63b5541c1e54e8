import { z } from "zod";

/**
 * The maps widget's outside services (decision 028): the geocoder and router the server asks at render time, and
 * Google Maps when the shop has a key. Every address may point at a stand-in (tests) or a self-hosted service.
 * Environment overrides: VITRINE_GEOCODER_URL, VITRINE_ROUTER_URL, VITRINE_GOOGLE_MAPS_KEY.
 */
const providerUrl = z.url({ protocol: /^https?$/ });

export const mapsSettingsSchema = z
  .strictObject({
    geocoder: z
      .strictObject({
        /** `nominatim` (OpenStreetMap, no key) or `google` (Geocoding API, needs `google.apiKey`). */
        provider: z.enum(["nominatim", "google"]).default("nominatim"),
        /** The service's address; the provider's public one when left out. */
        url: providerUrl.optional(),
      })
      .default({ provider: "nominatim" }),
    router: z
      .strictObject({
        /** `osrm` (OSRM's route service) or `google` (Directions API, needs `google.apiKey`). */
        provider: z.enum(["osrm", "google"]).default("osrm"),
        url: providerUrl.optional(),
      })
      .default({ provider: "osrm" }),
    google: z
      .strictObject({
        /** A browser key for Maps JavaScript, Static Maps, Street View, Geocoding and Directions. Empty: none. */
        apiKey: z.string().max(200).default(""),
        /** Where the Maps JavaScript API, Static Maps and the web services live (a stand-in in tests). */
        scriptUrl: providerUrl.default("https://maps.googleapis.com/maps/api/js"),
        staticUrl: providerUrl.default("https://maps.googleapis.com/maps/api/staticmap"),
        streetViewUrl: providerUrl.default("https://maps.googleapis.com/maps/api/streetview"),
      })
      .default({
        apiKey: "",
        scriptUrl: "https://maps.googleapis.com/maps/api/js",
        staticUrl: "https://maps.googleapis.com/maps/api/staticmap",
        streetViewUrl: "https://maps.googleapis.com/maps/api/streetview",
      }),
    /** How long one provider call may take during a render, milliseconds. */
    timeoutMs: z.number().int().min(100).max(30_000).default(4000),
  })
  .default({
    geocoder: { provider: "nominatim" },
    router: { provider: "osrm" },
    google: {
      apiKey: "",
      scriptUrl: "https://maps.googleapis.com/maps/api/js",
      staticUrl: "https://maps.googleapis.com/maps/api/staticmap",
      streetViewUrl: "https://maps.googleapis.com/maps/api/streetview",
    },
    timeoutMs: 4000,
  });

export type MapsSettings = z.infer<typeof mapsSettingsSchema>;

/** The settings with the environment's overrides applied. */
export function effectiveMapsSettings(
  settings: MapsSettings,
  env: Record<string, string | undefined> = process.env,
): MapsSettings {
  const url = (value: string | undefined) =>
    value && providerUrl.safeParse(value).success ? value : undefined;
  return {
    ...settings,
    geocoder: { ...settings.geocoder, url: url(env.VITRINE_GEOCODER_URL) ?? settings.geocoder.url },
    router: { ...settings.router, url: url(env.VITRINE_ROUTER_URL) ?? settings.router.url },
    google: { ...settings.google, apiKey: env.VITRINE_GOOGLE_MAPS_KEY?.trim() || settings.google.apiKey },
  };
}
