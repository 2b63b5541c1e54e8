import { z } from "zod";

/**
 * The maps widget's outside services (decision 028): the geocoder and router the server asks at render time, and
 * Google Maps when the shop has a key. Every address may point at a stand-in (tests) or a self-hosted service.
 * Environment overrides: VITRINE_GEOCODER_URL, VITRINE_ROUTER_URL, VITRINE_GOOGLE_MAPS_KEY, and
 * VITRINE_GOOGLE_MAPS_URL (the base Google's `js`, `staticmap` and `streetview` live under, as in
 * `https://maps.googleapis.com/maps/api`; a stand-in in tests).
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
    /**
     * Elementor's `google_maps` widget (decision 033): `on-demand` shows a static picture from the configured
     * tiles and loads Google's embed only when the visitor asks; `immediate` embeds it at once (lazily).
     */
    embed: z.enum(["on-demand", "immediate"]).default("on-demand"),
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
    embed: "on-demand",
  });

export type MapsSettings = z.infer<typeof mapsSettingsSchema>;

/** The settings with the environment's overrides applied. */
export function effectiveMapsSettings(
  settings: MapsSettings,
  env: Record<string, string | undefined> = process.env,
): MapsSettings {
  const url = (value: string | undefined) =>
    value && providerUrl.safeParse(value).success ? value : undefined;
  const base = url(env.VITRINE_GOOGLE_MAPS_URL)?.replace(/\/+$/, "");
  return {
    ...settings,
    geocoder: { ...settings.geocoder, url: url(env.VITRINE_GEOCODER_URL) ?? settings.geocoder.url },
    router: { ...settings.router, url: url(env.VITRINE_ROUTER_URL) ?? settings.router.url },
    google: {
      ...settings.google,
      apiKey: env.VITRINE_GOOGLE_MAPS_KEY?.trim() || settings.google.apiKey,
      ...(base
        ? { scriptUrl: `${base}/js`, staticUrl: `${base}/staticmap`, streetViewUrl: `${base}/streetview` }
        : {}),
    },
  };
}

/** Google's own hosts the Maps JavaScript API loads more code, pictures and data from. */
export const GOOGLE_MAPS_HOSTS = ["https://maps.googleapis.com", "https://maps.gstatic.com"];

/**
 * What the page CSP adds for maps (decision 033): nothing without a key; with a key, the configured script's
 * origin (and Google's static host when that script is Google's own) for scripts, fetches and pictures.
 */
export function googleMapsCspOrigins(settings: MapsSettings): string[] {
  if (!settings.google.apiKey) return [];
  const origins = new Set<string>();
  for (const address of [
    settings.google.scriptUrl,
    settings.google.staticUrl,
    settings.google.streetViewUrl,
  ]) {
    try {
      origins.add(new URL(address).origin);
    } catch {
      // The schema only admits http(s) URLs; nothing to add otherwise.
    }
  }
  if (origins.has(GOOGLE_MAPS_HOSTS[0] as string)) for (const host of GOOGLE_MAPS_HOSTS) origins.add(host);
  return [...origins];
}
