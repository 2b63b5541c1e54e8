import { BASTILLE, WORKSHOP, WORKSHOP_MARKER } from "../../../content/demo/site/build-contact.ts";
import { waitForBuilderRuntime } from "../builder/support.ts";
import { expect, test } from "../fixtures.ts";
import { MAP_SERVICES_URL } from "../support.ts";

async function standInRequests(): Promise<string[]> {
  return (await (await fetch(`${MAP_SERVICES_URL}/__requests`)).json()) as string[];
}

test.describe("demo contact page (issue 17)", () => {
  test("W-MAP-04 W-MAP-06 the Paris workshop's marker opens its content; the walking route from Bastille is drawn from the stored answer, no router asked", async ({
    page,
  }) => {
    await page.goto("/contact/");
    await waitForBuilderRuntime(page);
    const [workshopMap, routeMap] = [
      page.locator(".ekit-google-map").nth(0),
      page.locator(".ekit-google-map").nth(1),
    ];
    await expect(workshopMap).toHaveAttribute("data-map-ready", "1");
    await workshopMap.locator("path.ekit-google-map-marker").click();
    await expect(workshopMap.locator(".leaflet-popup-content")).toContainText(WORKSHOP_MARKER.title);
    await expect(workshopMap.locator(".leaflet-popup-content")).toContainText(WORKSHOP_MARKER.content);
    await routeMap.scrollIntoViewIfNeeded();
    await expect(routeMap).toHaveAttribute("data-map-ready", "1");
    await expect(routeMap.locator("path.ekit-google-map-route")).toHaveCount(1);
    const config = JSON.parse((await routeMap.getAttribute("data-map")) ?? "{}");
    expect(config.route.points.length).toBeGreaterThan(5);
    expect(config.route.points[0]).toEqual([BASTILLE.lat, BASTILLE.lng]);
    expect(config.route.points.at(-1)).toEqual([WORKSHOP.lat, WORKSHOP.lng]);
    await expect(routeMap.getByRole("status")).toHaveCount(0);
    expect(
      (await standInRequests()).filter((url) => url.startsWith("/route/") && url.includes(`${BASTILLE.lng}`)),
    ).toEqual([]);
  });
});
