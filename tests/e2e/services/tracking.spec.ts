import { SERVICES_PAGES } from "../content/build-services.ts";
import { expect, test } from "../fixtures.ts";
import { waitForPageScript } from "../support.ts";

const PAGE = SERVICES_PAGES.mailingList.path;
const SBJS = [
  "sbjs_current",
  "sbjs_current_add",
  "sbjs_first",
  "sbjs_first_add",
  "sbjs_session",
  "sbjs_udata",
  "sbjs_migrations",
];

test.describe("visitor-source tracking", () => {
  test("W-TRACK-04 W-TRACK-05 W-TRACK-07 W-TRACK-08 with tracking allowed the sbjs cookies are set: 6 × 30 days, a 30-minute session, utm values", async ({
    page,
    context,
  }) => {
    const before = Date.now() / 1000;
    await page.goto(`${PAGE}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`);
    await waitForPageScript(page);
    const cookies = await context.cookies();
    const byName = new Map(cookies.map((cookie) => [cookie.name, cookie]));
    for (const name of SBJS) expect(byName.has(name), name).toBe(true);
    const current = decodeURIComponent(byName.get("sbjs_current")?.value ?? "");
    expect(current).toContain("typ=utm|||src=newsletter|||mdm=email|||cmp=spring");
    const day = 86_400;
    expect(byName.get("sbjs_current")?.expires ?? 0).toBeGreaterThan(before + 180 * day - 120);
    expect(byName.get("sbjs_current")?.expires ?? 0).toBeLessThan(before + 180 * day + 120);
    expect(byName.get("sbjs_session")?.expires ?? 0).toBeGreaterThan(before + 30 * 60 - 120);
    expect(byName.get("sbjs_session")?.expires ?? 0).toBeLessThan(before + 30 * 60 + 120);
  });

  test("W-TRACK-01 with the consent cookie refused, no sbjs cookie is kept (deleted by the response and the page)", async ({
    page,
    context,
    baseURL,
  }) => {
    const url = new URL(baseURL ?? "http://127.0.0.1");
    await context.addCookies([
      { name: "sbjs_current", value: "typ%3Dtypein", domain: url.hostname, path: "/" },
      { name: "sbjs_promo", value: "code%3D123456", domain: url.hostname, path: "/" },
      { name: "wp_consent_marketing", value: "deny", domain: url.hostname, path: "/" },
    ]);
    await page.goto(`${PAGE}?utm_source=newsletter`);
    await waitForPageScript(page);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names.filter((name) => name.startsWith("sbjs_"))).toEqual([]);
  });
});
