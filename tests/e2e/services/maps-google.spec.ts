import type { Locator, Page } from "@playwright/test";
import { PANORAMA_STILL_NOTICE } from "../../../app/builder/widgets/ekit-google-map/ekit-google-map.rules.ts";
import { collectErrors, waitForBuilderRuntime } from "../builder/support.ts";
import { MAP_MARKER, MAP_OVERLAY, SERVICES_PAGES } from "../content/build-services.ts";
import { expect, test } from "../fixtures.ts";
import { GOOGLE_MAPS_STAND_IN_KEY, MAP_SERVICES_URL, variantOrigin } from "../support.ts";

/**
 * The `google-maps` variant (decision 033): the shop has a Google Maps key, and Google Maps JavaScript, Static
 * Maps and Street View are the suite's stand-in (tests/support/google-maps-js-stand-in.ts), which records every
 * call in `window.__googleMapsCalls`. Never the internet.
 */
const PAGE = `${variantOrigin("google-maps")}${SERVICES_PAGES.maps.path}`;

interface Call {
  kind: string;
  options: Record<string, unknown>;
}

/** What the widget in `map` asked of the stand-in's `google.maps` (calls made while drawing it). */
async function callsFor(page: Page, map: Locator): Promise<Call[]> {
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-ready", "1");
  await expect(map).toHaveAttribute("data-map-engine", "google");
  return page.evaluate(() => (window as unknown as { __googleMapsCalls: Call[] }).__googleMapsCalls);
}

function ofKind(calls: Call[], kind: string): Record<string, unknown>[] {
  return calls.filter((call) => call.kind === kind).map((call) => call.options);
}

const map = (page: Page, id: string) => page.locator(`.elementor-element-${id} .ekit-google-map`);

test.describe("maps with a Google Maps key (decision 033)", () => {
  test("W-MAP-01 W-MAP-03 W-MAP-04 the map is Google's, loaded once with the key; the marker opens its InfoWindow with title and content", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const marker = map(page, "c800103");
    const calls = await callsFor(page, marker);
    const scripts = requested.filter((url) => url.startsWith(`${MAP_SERVICES_URL}/maps/api/js?`));
    expect(scripts).toHaveLength(1);
    expect(new URL(scripts[0] as string).searchParams.get("key")).toBe(GOOGLE_MAPS_STAND_IN_KEY);
    expect(ofKind(calls, "Map")).toContainEqual(
      expect.objectContaining({ center: { lat: 48.8566, lng: 2.3722 }, zoom: 15 }),
    );
    expect(ofKind(calls, "Marker")).toContainEqual(
      expect.objectContaining({ position: { lat: 48.8566, lng: 2.3722 }, title: MAP_MARKER.title }),
    );
    // Google draws the map, not Leaflet.
    await expect(marker.locator(".leaflet-container")).toHaveCount(0);
    await expect(marker.locator(".gm-stand-in-map")).toBeVisible();
    await marker.getByRole("button", { name: MAP_MARKER.title }).click();
    const info = marker.locator(".gm-stand-in-infowindow .ekit-google-map-popup");
    await expect(info.locator("strong")).toHaveText(MAP_MARKER.title);
    await expect(info.locator("p")).toHaveText(MAP_MARKER.content);
    expect(errors).toEqual([]);
  });

  test("W-MAP-05 polyline and polygon keep their stroke colour, opacity and weight; the polygon its fill", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    await callsFor(page, map(page, "c800104"));
    const calls = await callsFor(page, map(page, "c800105"));
    const [line] = ofKind(calls, "Polyline").filter((options) => options.strokeColor === "#0055AA");
    expect(line).toMatchObject({ strokeColor: "#0055AA", strokeOpacity: 0.8, strokeWeight: 4, map: "[map]" });
    expect(line?.path).toHaveLength(3);
    const [polygon] = ofKind(calls, "Polygon");
    expect(polygon).toMatchObject({ strokeColor: "#FF0000", fillColor: "#FF0000", fillOpacity: 0.35 });
    expect(polygon?.paths).toHaveLength(3);
  });

  test("W-MAP-06 a route is the server's cached road line: the browser asks no router", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const routed = map(page, "c800106");
    const calls = await callsFor(page, routed);
    // The line the server's router answered (cached in map_lookups), as rendered into the page.
    const cached = JSON.parse((await routed.getAttribute("data-map")) ?? "{}").route.points as [
      number,
      number,
    ][];
    expect(cached.length).toBeGreaterThan(2);
    // Calls of every map on the page are recorded; the polyline map's line is blue, the route keeps the default red.
    const route = ofKind(calls, "Polyline").find(
      (options) => options.strokeColor === "#FF0000" && !options.icons,
    );
    expect(route).toMatchObject({ strokeWeight: 3, strokeOpacity: 0.8 });
    expect(route?.path).toEqual(cached.map(([lat, lng]) => ({ lat, lng })));
    expect(ofKind(calls, "Marker").map((options) => options.title)).toEqual(
      expect.arrayContaining(["Start", "End"]),
    );
    expect(ofKind(calls, "Map.fitBounds")).toHaveLength(1);
    expect(requested.some((url) => /\/route\/v1\/|\/directions\//.test(url))).toBe(false);
    // No route between the ends: a dashed straight line (repeated symbols) and the notice.
    const none = map(page, "c800112");
    const dashed = ofKind(await callsFor(page, none), "Polyline").find((options) => options.icons);
    expect(dashed).toMatchObject({
      strokeOpacity: 0,
      path: [
        { lat: 0, lng: 1 },
        { lat: 1, lng: 1 },
      ],
    });
    await expect(none.getByRole("status")).toContainText("Route not found");
  });

  test("W-MAP-07 W-MAP-10 W-MAP-11 themes become Google map styles; control toggles become map options; the default centre and zoom", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const overlay = map(page, "c800107");
    let calls = await callsFor(page, overlay);
    expect(ofKind(calls, "Map")).toContainEqual(
      expect.objectContaining({
        center: { lat: 23.7808875, lng: 90.2792373 },
        zoom: 14,
        zoomControl: false,
        scaleControl: true,
        fullscreenControl: false,
        styles: [],
      }),
    );
    await expect(overlay.locator(".ekit-google-map-overlay")).toHaveText(MAP_OVERLAY);
    calls = await callsFor(page, map(page, "c800108"));
    const themed = ofKind(calls, "Map").find((options) => (options.styles as unknown[]).length > 0);
    expect(themed).toMatchObject({ center: { lat: 48.859, lng: 2.3775 }, fullscreenControl: true });
    expect(JSON.stringify(themed?.styles)).toContain('"elementType":"geometry"');
  });

  test("W-MAP-01 W-MAP-09 the panorama is an interactive Street View; static maps are Google's picture with {key}; no imagery brings the still picture back and says so", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const still = map(page, "c800110").locator("img.ekit-google-map-image");
    const src = new URL((await still.getAttribute("src")) ?? "");
    expect(`${src.origin}${src.pathname}`).toBe(`${MAP_SERVICES_URL}/maps/api/staticmap`);
    expect(src.searchParams.get("key")).toBe(GOOGLE_MAPS_STAND_IN_KEY);
    expect(src.searchParams.getAll("markers")).toEqual(["48.8566,2.3722"]);
    const panorama = map(page, "c800111");
    const calls = await callsFor(page, panorama);
    expect(ofKind(calls, "StreetViewPanorama")).toContainEqual(
      expect.objectContaining({ position: { lat: 48.8566, lng: 2.3722 }, pov: { heading: 0, pitch: 0 } }),
    );
    await expect(panorama.locator(".gm-stand-in-panorama")).toBeVisible();
    await expect(panorama.getByRole("status")).toHaveCount(0);
    const nowhere = map(page, "c800114");
    await nowhere.scrollIntoViewIfNeeded();
    await expect(nowhere.getByRole("status")).toHaveText(
      "There is no street view at this place: showing a still picture",
    );
    await expect(nowhere.locator("img.ekit-google-map-image")).toHaveAttribute(
      "src",
      /\/maps\/api\/streetview\?/,
    );
    expect(errors).toEqual([]);
  });

  test("W-MAP-01 W-MAP-09 without script the panorama is Street View's still picture with {key}, and says why it does not move", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    const panorama = map(page, "c800111");
    const picture = panorama.getByRole("img", { name: "Street view: 48.8566, 2.3722" });
    expect(new URL((await picture.getAttribute("src")) ?? "").searchParams.get("key")).toBe(
      GOOGLE_MAPS_STAND_IN_KEY,
    );
    await expect(panorama.getByRole("status")).toHaveText(PANORAMA_STILL_NOTICE);
    await expect(panorama.getByRole("link", { name: "Open in a maps site" })).toBeVisible();
    await context.close();
  });

  test("W-MAP-09 the page's policy lets the configured Google Maps script run", async ({ page }) => {
    const response = await page.goto(PAGE);
    const policy = response?.headers()["content-security-policy"] ?? "";
    const scripts = policy.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
    expect(scripts).toContain(MAP_SERVICES_URL);
  });
});
