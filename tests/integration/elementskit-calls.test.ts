import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importWxr } from "../../server/content/wxr/wxr-import.server.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { seedDemoCatalogueIfEmpty } from "../../server/shop/import/demo-seed.server.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { startTestServer, type TestServer } from "../support/http.ts";

const FIXTURES = path.resolve("tests/fixtures/wxr");

describe.each(testDatabaseKinds)("ElementsKit calls on %s", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await importWxr(server.services.db, readFileSync(path.join(FIXTURES, "site.xml"), "utf8"), {
      baseDir: FIXTURES,
      source: "site.xml",
      fetchTimeoutMs: 5_000,
    });
    await seedDemoCatalogueIfEmpty(server.services.db, parseSettings({}));
  });
  afterAll(() => server.close());

  const megaMenu = (id: string) =>
    fetch(`${server.origin}/wp-json/elementskit/v1/megamenu/megamenu_content?id=${id}`);

  it("W-MENU-18 W-MENU-19 GET megamenu_content?id=<menu item> answers the mega menu document's HTML", async () => {
    const response = await megaMenu("103");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('class="elementor elementor-70');
    expect(html).not.toContain("<script");
  });

  it("W-MENU-18 an item without a mega menu is a 404 with no content; a bad id is WordPress's REST 400", async () => {
    const none = await megaMenu("101");
    expect(none.status).toBe(404);
    expect(await none.text()).toBe("");
    expect((await megaMenu("999999")).status).toBe(404);
    const bad = await megaMenu("abc");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "rest_invalid_param", data: { status: 400 } });
  });

  async function widgetArea(fields: Record<string, string>, cookie = "") {
    return fetch(`${server.origin}/wp-admin/admin-ajax.php`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams({ action: "ekit_widgetarea_content", ...fields }),
    });
  }

  it("W-MENU-16 W-MENU-17 POST action=ekit_widgetarea_content with nonce and post_id answers the document's HTML", async () => {
    const nonceResponse = await fetch(`${server.origin}/wp-json/vitrine/v1/nonce/ekit_widgetarea`);
    expect(nonceResponse.headers.get("cache-control")).toBe("no-store");
    const { nonce } = (await nonceResponse.json()) as { nonce: string };
    const response = await widgetArea({ nonce, post_id: "70" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('class="elementor elementor-70');
  });

  it("W-MENU-16 a bad nonce is -1 (403); a bad or unknown post_id is 0 (400); never a 500", async () => {
    const { nonce } = (await (
      await fetch(`${server.origin}/wp-json/vitrine/v1/nonce/ekit_widgetarea`)
    ).json()) as {
      nonce: string;
    };
    const forged = await widgetArea({ nonce: "0123456789", post_id: "70" });
    expect([forged.status, await forged.text()]).toEqual([403, "-1"]);
    const missing = await widgetArea({ post_id: "70" });
    expect([missing.status, await missing.text()]).toEqual([403, "-1"]);
    const unknown = await widgetArea({ nonce, post_id: "999999" });
    expect([unknown.status, await unknown.text()]).toEqual([400, "0"]);
    const bad = await widgetArea({ nonce, post_id: "70; drop table" });
    expect([bad.status, await bad.text()]).toEqual([400, "0"]);
  });

  const search = (fields: Record<string, string>) =>
    fetch(`${server.origin}/wp-json/elementskit/v1/widget/advanced-search/search`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const answerOf = (html: string) => ({
    count: Number(/data-posts-count="(\d+)"/.exec(html)?.[1]),
    found: Number(/data-search-found="(\d+)"/.exec(html)?.[1]),
    titles: [...html.matchAll(/class="ekit-search-result__title">([^<]*)</g)].map((match) => match[1]),
  });

  it("W-SEARCH-05 W-SEARCH-06 POST settings plus the form answers HTML with data-posts-count and data-search-found", async () => {
    const response = await search({ s: "mug", post_type: "product", posts_per_page: "2", show_posts: "" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    const answer = answerOf(html);
    expect(answer.count).toBe(2);
    expect(answer.found).toBeGreaterThanOrEqual(3);
    expect(answer.titles.every((title) => /mug/i.test(title ?? ""))).toBe(true);
    expect(html).toContain("ekit-search-result--product");
    expect(html).toContain('class="woocommerce-Price-amount amount"');
  });

  it("W-SEARCH-06 W-SEARCH-08 products then posts; the next 5 from an offset are the ones not yet shown", async () => {
    const posts = answerOf(await (await search({ s: "studio", show_products: "" })).text());
    expect(posts.titles).toContain("Glazing day at the studio");
    const all = answerOf(await (await search({ s: "a", posts_per_page: "20" })).text());
    expect(all.found).toBeGreaterThan(10);
    const first = answerOf(await (await search({ s: "a", posts_per_page: "5" })).text());
    const more = answerOf(await (await search({ s: "a", posts_per_page: "5", offset: "5" })).text());
    expect([first.count, more.count]).toEqual([5, 5]);
    expect([...first.titles, ...more.titles]).toEqual(all.titles.slice(0, 10));
  });

  it("W-SEARCH-05 a request without terms is a REST 400, never a 500", async () => {
    const empty = await search({ s: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: "rest_invalid_param" });
    expect((await search({ posts_per_page: "x" })).status).toBe(400);
  });
});
