import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchedLoadServices } from "../../app/builder/page/render-cache.server.ts";
import { documentSanitizer } from "../../app/builder/render/document-sanitizer.server.ts";
import { renderDocument } from "../../app/builder/render/render-document.server.tsx";
import { createDocumentSource } from "../../server/content/document-source.server.ts";
import type { DatabaseHandle } from "../../server/db/client.server.ts";
import { mapLookups } from "../../server/db/schema.ts";
import { createMapServices } from "../../server/maps/maps.server.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";
import { type MapsStandIn, startMapsStandIn, WORKSHOP } from "../support/maps-stand-in.ts";

const NO_ENV = {};

function mapPage(settings: Record<string, unknown>) {
  return {
    id: 1,
    version: "1",
    type: "page",
    title: "Map",
    pageSettings: {},
    elements: [
      {
        id: "m1",
        elType: "widget",
        widgetType: "elementskit-google-map",
        settings: { ekit_google_map_tile_url: "http://127.0.0.1:9/tiles/{z}/{x}/{y}.png", ...settings },
        elements: [],
      },
    ],
  };
}

describe.each(testDatabaseKinds)("maps providers on %s", (kind) => {
  let handle: DatabaseHandle;
  let standIn: MapsStandIn;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    standIn = await startMapsStandIn();
  });
  afterAll(async () => {
    await handle.close();
    await standIn.close();
  });

  const nominatim = () => ({
    geocoder: { provider: "nominatim", url: standIn.origin },
    router: { provider: "osrm", url: standIn.origin },
  });
  const google = (apiKey: string) => ({
    geocoder: { provider: "google", url: `${standIn.origin}/maps/api/geocode/json` },
    router: { provider: "google", url: `${standIn.origin}/maps/api/directions/json` },
    google: { apiKey },
  });

  it("W-MAP-08 Nominatim: geocodes once, the answer and 'not found' kept in map_lookups; a failing service is asked again", async () => {
    const maps = createMapServices(handle.db, parseSettings({ maps: nominatim() }).maps, NO_ENV);
    standIn.requests.length = 0;
    expect(await maps.geocode("12 rue des Potiers, Paris")).toEqual(WORKSHOP);
    // Another process (a fresh services object) reads the database cache: no second request.
    const again = createMapServices(handle.db, parseSettings({ maps: nominatim() }).maps, NO_ENV);
    expect(await again.geocode("12  RUE des Potiers, paris")).toEqual(WORKSHOP);
    expect(await maps.geocode("Nowhere at all")).toBeNull();
    expect(await again.geocode("nowhere AT all")).toBeNull();
    expect(standIn.requests.filter((r) => r.startsWith("/search"))).toHaveLength(2);
    expect(await maps.geocode("down")).toBeNull();
    expect(await maps.geocode("down")).toBeNull();
    expect(standIn.requests.filter((r) => r.includes("q=down"))).toHaveLength(2);
    const rows = await handle.db.select().from(mapLookups);
    expect(rows.map((row) => [row.kind, row.key, row.found]).sort()).toEqual([
      ["geocode:nominatim", "12 rue des potiers, paris", true],
      ["geocode:nominatim", "nowhere at all", false],
    ]);
  });

  it("W-MAP-08 Google Geocoding with {key}: found, ZERO_RESULTS remembered, a refused key not remembered", async () => {
    const maps = createMapServices(handle.db, parseSettings({ maps: google(standIn.apiKey) }).maps, NO_ENV);
    standIn.requests.length = 0;
    expect(await maps.geocode("3 rue des Potiers")).toEqual(WORKSHOP);
    expect(await maps.geocode("3 rue des potiers")).toEqual(WORKSHOP);
    expect(await maps.geocode("Atlantis")).toBeNull();
    expect(await maps.geocode("Atlantis")).toBeNull();
    expect(standIn.requests.filter((r) => r.startsWith("/maps/api/geocode/json"))).toHaveLength(2);
    expect(standIn.requests[0]).toContain(`key=${standIn.apiKey}`);
    const refused = createMapServices(handle.db, parseSettings({ maps: google("wrong-key") }).maps, NO_ENV);
    expect(await refused.geocode("9 rue des Potiers")).toBeNull();
    expect(await refused.geocode("9 rue des Potiers")).toBeNull();
    expect(standIn.requests.filter((r) => r.includes("9+rue"))).toHaveLength(2);
    expect(maps.google?.apiKey).toBe(standIn.apiKey);
  });

  it("W-MAP-06 OSRM and Google Directions routes: the road line, cached; no route remembered; failures not", async () => {
    const osrm = createMapServices(handle.db, parseSettings({ maps: nominatim() }).maps, NO_ENV);
    standIn.requests.length = 0;
    const from = { lat: 48.853, lng: 2.3499 };
    const to = WORKSHOP;
    const route = await osrm.route(from, to, "WALKING");
    expect(route?.points).toEqual([
      [from.lat, from.lng],
      [from.lat, (from.lng + to.lng) / 2],
      [to.lat, to.lng],
    ]);
    expect(route).toMatchObject({ distance: 2450.3, duration: 412.8 });
    expect(await osrm.route(from, to, "WALKING")).toEqual(route);
    expect(standIn.requests).toEqual([
      `/route/v1/foot/${from.lng},${from.lat};${to.lng},${to.lat}?overview=full&geometries=geojson`,
    ]);
    expect(await osrm.route({ lat: 0, lng: 1 }, to, "DRIVING")).toBeNull();
    expect(await osrm.route({ lat: 0, lng: 1 }, to, "DRIVING")).toBeNull();
    expect(await osrm.route({ lat: 1, lng: 1 }, to, "DRIVING")).toBeNull();
    expect(await osrm.route({ lat: 1, lng: 1 }, to, "DRIVING")).toBeNull();
    expect(standIn.requests.filter((r) => r.includes("/driving/1,0;"))).toHaveLength(1);
    expect(standIn.requests.filter((r) => r.includes("/driving/1,1;"))).toHaveLength(2);

    const directions = createMapServices(
      handle.db,
      parseSettings({ maps: google(standIn.apiKey) }).maps,
      NO_ENV,
    );
    const byGoogle = await directions.route(from, to, "BICYCLING");
    expect(byGoogle).toEqual({
      points: [
        [from.lat, from.lng],
        [from.lat, to.lng],
        [to.lat, to.lng],
      ],
      distance: 3100,
      duration: 540,
    });
    expect(standIn.requests.at(-1)).toContain("mode=bicycling");
    expect(standIn.requests.at(-1)).toContain(`key=${standIn.apiKey}`);
  });

  it("W-MAP-08 W-MAP-10 W-MAP-06 a page render geocodes through the document source; not found centres on the default and says so", async () => {
    const settings = parseSettings({ maps: nominatim() });
    const source = createDocumentSource({ db: handle.db, settings });
    const render = (widget: Record<string, unknown>) =>
      renderDocument(mapPage(widget), {
        services: batchedLoadServices(source),
        sanitize: documentSanitizer,
      });
    const found = await render({
      ekit_google_map_type: "marker",
      ekit_google_map_address_type: "address",
      ekit_google_map_addr: "12 rue des Potiers, Paris",
    });
    const config = JSON.parse(
      /data-map="([^"]+)"/.exec(found.html)?.[1]?.replaceAll("&quot;", '"').replaceAll("&amp;", "&") ?? "{}",
    );
    expect(config.center).toEqual(WORKSHOP);
    expect(config.notice).toBe("");
    const missing = await render({
      ekit_google_map_address_type: "address",
      ekit_google_map_addr: "Nowhere at all",
    });
    expect(missing.html).toContain("Address not found: Nowhere at all");
    expect(missing.html).toMatch(/mlat=23\.78088\d&amp;mlon=90\.279237/);
    const routed = await render({
      ekit_google_map_type: "routes",
      ekit_google_map_route_origin_lat: "48.853",
      ekit_google_map_route_origin_lng: "2.3499",
      ekit_google_map_route_dest_lat: String(WORKSHOP.lat),
      ekit_google_map_route_dest_lng: String(WORKSHOP.lng),
    });
    expect(routed.html).toContain('class="ekit-google-map-static-route"');
    expect(routed.html).not.toContain("Route not found");
    expect(routed.html).toContain("openstreetmap.org/directions?engine=fossgis_osrm_car");
  });
});
