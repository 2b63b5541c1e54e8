import { createServer, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { collectErrors, waitForBuilderRuntime } from "../builder/support.ts";
import { MAP_MARKER, MAP_OVERLAY, SERVICES_PAGES } from "../content/build-services.ts";
import { MAP_TILE_PORT } from "../support.ts";

const PAGE = SERVICES_PAGES.maps.path;
const markerMap = ".elementor-element-c800103";
const polylineMap = ".elementor-element-c800104";
const polygonMap = ".elementor-element-c800105";
const routeMap = ".elementor-element-c800106";
const overlayMap = ".elementor-element-c800107";

/** A 1×1 PNG: the stand-in's answer for every tile. */
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

let server: Server;
const requested: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? "");
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? "")) {
      res.writeHead(200, { "content-type": "image/png", "access-control-allow-origin": "*" });
      res.end(TILE);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(MAP_TILE_PORT, "127.0.0.1", resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test.describe("maps (ElementsKit elementskit-google-map)", () => {
  test("W-MAP-01 W-MAP-03 W-MAP-04 tiles come from the configured tile URL; the marker opens its popup with title and content", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    requested.length = 0;
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const map = page.locator(`${markerMap} .ekit-google-map`);
    await expect(map).toHaveAttribute("data-map-ready", "1");
    await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
    expect(requested.some((url) => url.startsWith("/tiles/15/"))).toBe(true);
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

  test("W-MAP-06 W-MAP-07 W-MAP-10 W-MAP-11 a route draws origin to destination; overlay text and control toggles; the default centre and zoom", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    await expect(page.locator(`${routeMap} path.ekit-google-map-route`)).toHaveCount(1);
    const route = JSON.parse(
      (await page.locator(`${routeMap} .ekit-google-map`).getAttribute("data-map")) ?? "{}",
    );
    expect(route.route.travelMode).toBe("WALKING");
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
    const picture = map.locator(".ekit-google-map-static img");
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
});
