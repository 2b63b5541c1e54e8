import { PANORAMA_UNAVAILABLE_NOTICE } from "../../../app/builder/widgets/ekit-google-map/ekit-google-map.rules.ts";
import { WORKSHOP } from "../../support/maps-stand-in.ts";
import { collectErrors, waitForBuilderRuntime } from "../builder/support.ts";
import { MAP_ADDRESSES, MAP_MARKER, MAP_OVERLAY, SERVICES_PAGES } from "../content/build-services.ts";
import { expect, test } from "../fixtures.ts";
import { MAP_SERVICES_URL, MAP_TILE_PORT } from "../support.ts";

const PAGE = SERVICES_PAGES.maps.path;
const markerMap = ".elementor-element-c800103";
const polylineMap = ".elementor-element-c800104";
const polygonMap = ".elementor-element-c800105";
const routeMap = ".elementor-element-c800106";
const overlayMap = ".elementor-element-c800107";
const addressMap = ".elementor-element-c800108";
const missingAddressMap = ".elementor-element-c800109";
const staticMap = ".elementor-element-c800110";
const panoramaMap = ".elementor-element-c800111";
const noRouteMap = ".elementor-element-c800112";

/** What the suite's maps stand-in (a web server of the suite, tests/support/maps-stand-in.ts) was asked so far. */
async function standInRequests(): Promise<string[]> {
  return (await (await fetch(`${MAP_SERVICES_URL}/__requests`)).json()) as string[];
}

test.describe.configure({ mode: "serial" });

test.describe("maps (ElementsKit elementskit-google-map)", () => {
  test("W-MAP-01 W-MAP-03 W-MAP-04 tiles come from the configured tile URL; the marker opens its popup with title and content", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const map = page.locator(`${markerMap} .ekit-google-map`);
    await expect(map).toHaveAttribute("data-map-ready", "1");
    await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
    expect((await standInRequests()).some((url) => url.startsWith("/tiles/15/"))).toBe(true);
    const marker = map.locator("path.ekit-google-map-marker");
    await expect(marker).toHaveCount(1);
    await marker.click();
    await expect(map.locator(".leaflet-popup-content")).toContainText(MAP_MARKER.title);
    await expect(map.locator(".leaflet-popup-content")).toContainText(MAP_MARKER.content);
    await expect(map.locator(".ekit-google-map-open")).toHaveAttribute("href", /openstreetmap\.org/);
    expect(errors).toEqual([]);
  });

  test("W-MAP-05 polyline and polygon paths render as layers with their stroke", async ({ page }) => {
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const line = page.locator(`${polylineMap} path.ekit-google-map-polyline`);
    await expect(line).toHaveCount(1);
    await expect(line).toHaveAttribute("stroke", "#0055AA");
    await expect(line).toHaveAttribute("stroke-width", "4");
    const polygon = page.locator(`${polygonMap} path.ekit-google-map-polygon`);
    await expect(polygon).toHaveCount(1);
    expect(await polygon.getAttribute("d")).toMatch(/z$/i);
  });

  test("W-MAP-06 W-MAP-07 W-MAP-10 W-MAP-11 a route draws the router's line from origin to destination; overlay text and control toggles; the default centre and zoom", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    await expect(page.locator(`${routeMap} path.ekit-google-map-route`)).toHaveCount(1);
    const route = JSON.parse(
      (await page.locator(`${routeMap} .ekit-google-map`).getAttribute("data-map")) ?? "{}",
    );
    expect(route.route.travelMode).toBe("WALKING");
    // The stand-in OSRM's foot profile answered a three-point line; the page drew it, not a straight line.
    expect(route.route.points).toHaveLength(3);
    expect(
      (await standInRequests()).some((url) => url.startsWith("/route/v1/foot/2.369,48.853;2.372,48.861?")),
    ).toBe(true);
    await expect(page.locator(`${routeMap} .ekit-google-map-notice`)).toHaveCount(0);
    const overlay = page.locator(`${overlayMap} .ekit-google-map`);
    await expect(overlay).toHaveAttribute("data-map-ready", "1");
    await expect(overlay.locator(".ekit-google-map-overlay")).toHaveText(MAP_OVERLAY);
    await expect(overlay.locator(".leaflet-control-scale")).toHaveCount(1);
    await expect(overlay.locator(".leaflet-control-zoom")).toHaveCount(0);
    const config = JSON.parse((await overlay.getAttribute("data-map")) ?? "{}");
    expect(config.center).toEqual({ lat: 23.7808875, lng: 90.2792373 });
    expect(config.zoom).toBe(14);
  });

  test("W-MAP-03 without script each map is a static picture from the tiles with a link to open it in a maps site", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    const map = page.locator(`${markerMap} .ekit-google-map`);
    const picture = map.locator(".ekit-google-map-static img").first();
    await expect(picture).toHaveAttribute(
      "src",
      new RegExp(`^http://127\\.0\\.0\\.1:${MAP_TILE_PORT}/tiles/15/\\d+/\\d+\\.png$`),
    );
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const link = map.getByRole("link", { name: "Open in a maps site" });
    await expect(link).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=48.856600&mlon=2.372200#map=15/48.856600/2.372200",
    );
    await context.close();
  });

  test("W-MAP-08 W-MAP-02 an address map centres on the geocoded place; the theme and fullscreen toggles apply", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const map = page.locator(`${addressMap} .ekit-google-map`);
    const config = JSON.parse((await map.getAttribute("data-map")) ?? "{}");
    expect(config.center).toEqual(WORKSHOP);
    expect(config.address).toBe(MAP_ADDRESSES.found);
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map-ready", "1");
    await expect(map.locator(".ekit-google-map-notice")).toHaveCount(0);
    await expect(map.locator(".leaflet-tile-pane")).toHaveCSS("filter", /invert/);
    await expect(map.getByRole("button", { name: "Show the map full screen" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("W-MAP-08 W-MAP-10 W-MAP-11 an address the geocoder does not find: the default centre and a clear notice", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const map = page.locator(`${missingAddressMap} .ekit-google-map`);
    await expect(map.getByRole("status")).toHaveText(`Address not found: ${MAP_ADDRESSES.missing}`);
    const config = JSON.parse((await map.getAttribute("data-map")) ?? "{}");
    expect(config.center).toEqual({ lat: 23.7808875, lng: 90.2792373 });
    expect(config.zoom).toBe(14);
  });

  test("W-MAP-06 no route between the ends: a dashed straight line and a notice", async ({ page }) => {
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const map = page.locator(`${noRouteMap} .ekit-google-map`);
    await expect(map.getByRole("status")).toContainText("Route not found");
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map-ready", "1");
    const line = map.locator("path.ekit-google-map-route");
    await expect(line).toHaveAttribute("stroke-dasharray", "8 6");
  });

  test("W-MAP-01 W-MAP-09 the static type stays a server-drawn picture of the configured tiles with its marker; panorama without a key falls back to the map and says so", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const map = page.locator(`${staticMap} .ekit-google-map`);
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole("img", { name: `Map: ${MAP_MARKER.title}` })).toBeVisible();
    await expect(map.locator(".ekit-google-map-mosaic img")).toHaveCount(15);
    await expect(map.locator("circle.ekit-google-map-static-marker")).toHaveCount(1);
    await expect(map.locator(".leaflet-container")).toHaveCount(0);
    const panorama = page.locator(`${panoramaMap} .ekit-google-map`);
    await expect(panorama.getByRole("status")).toHaveText(PANORAMA_UNAVAILABLE_NOTICE);
    await expect(panorama.locator(".ekit-google-map-mosaic img").first()).toHaveAttribute(
      "src",
      new RegExp(`^http://127\\.0\\.0\\.1:${MAP_TILE_PORT}/tiles/14/`),
    );
  });

  test("W-MAP-03 W-MAP-06 without script a route is a picture with its line and a directions link; every map has its link", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    const route = page.locator(`${routeMap} .ekit-google-map`);
    await expect(route.locator("polyline.ekit-google-map-static-route")).toHaveCount(1);
    expect(
      (await route.locator("polyline.ekit-google-map-static-route").getAttribute("points"))?.split(" "),
    ).toHaveLength(3);
    await expect(route.getByRole("link", { name: "Open directions in a maps site" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/directions\?engine=fossgis_osrm_foot&route=48\.853000%2C2\.369000%3B48\.861000%2C2\.372000$/,
    );
    await expect(page.locator(".ekit-google-map .ekit-google-map-open")).toHaveCount(11);
    await expect(page.locator(".ekit-google-map-static")).toHaveCount(11);
    await context.close();
  });

  test("W-MAP-01 without a key nothing of Google is loaded: Leaflet draws every map", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const map = page.locator(`${markerMap} .ekit-google-map`);
    await expect(map).toHaveAttribute("data-map-engine", "leaflet");
    const google = requested.filter((url) => {
      const { hostname, pathname } = new URL(url);
      return (
        /google|gstatic/.test(hostname) ||
        pathname.startsWith("/maps/api/") ||
        /google-maps\.browser/.test(pathname)
      );
    });
    expect(google).toEqual([]);
  });
});

test.describe("Elementor google_maps on demand (decision 033)", () => {
  const embed = ".elementor-element-c800113 .elementor-custom-embed";

  test("W-MAP-08 a picture of the geocoded address and a link; Google's embed loads only when the visitor asks", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const google: string[] = [];
    page.on("request", (request) => {
      if (/google|gstatic/.test(new URL(request.url()).hostname)) google.push(request.url());
    });
    // Google's embed, answered locally: never the internet.
    await page.route("https://maps.google.com/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>embed</title><p>Google embed</p>",
      }),
    );
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const map = page.locator(embed);
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole("img", { name: `Map: ${MAP_ADDRESSES.found}` })).toBeVisible();
    await expect(map.locator(".elementor-custom-embed-mosaic img").first()).toHaveAttribute(
      "src",
      new RegExp(`^http://127\\.0\\.0\\.1:${MAP_TILE_PORT}/tiles/15/`),
    );
    await expect(map.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(MAP_ADDRESSES.found).replace(/%20/g, "+")}`,
    );
    await expect(map.locator("iframe")).toHaveCount(0);
    expect(google).toEqual([]);
    await map.getByRole("button", { name: /Show the interactive map/ }).click();
    const frame = map.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/maps\.google\.com\/maps\?q=.*&z=15&output=embed/);
    await expect(frame).toHaveAttribute("title", MAP_ADDRESSES.found);
    await expect(frame).toHaveCSS("height", "320px");
    await expect(page.frameLocator(`${embed} iframe`).getByText("Google embed")).toBeVisible();
    expect(google.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test("W-MAP-03 without script Elementor's map is the picture with its link, and asks nothing of Google", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const google: string[] = [];
    page.on("request", (request) => {
      if (/google|gstatic/.test(new URL(request.url()).hostname)) google.push(request.url());
    });
    await page.goto(PAGE);
    const map = page.locator(embed);
    await expect(map.locator(".elementor-custom-embed-mosaic img")).toHaveCount(15);
    await expect(map.getByRole("link", { name: "Open in Google Maps" })).toBeVisible();
    await expect(map.getByRole("button")).toHaveCount(0);
    expect(google).toEqual([]);
    await context.close();
  });
});
