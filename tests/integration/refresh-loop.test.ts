import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocumentPage } from "../../app/builder/page/document-page.server.ts";
import { documentSourceOf } from "../../server/content/document-source.server.ts";
import { importWxr } from "../../server/content/wxr/wxr-import.server.ts";
import { LOOP_PAGES } from "../e2e/content/build-loops.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { startTestServer, type TestServer } from "../support/http.ts";

const EXPORT = path.resolve("tests/e2e/content/50-loops.xml");
const J = LOOP_PAGES.journal;
const ENDPOINT = "/wp-json/elementor-pro/v1/refresh-loop";

describe.each(testDatabaseKinds)("POST /wp-json/elementor-pro/v1/refresh-loop on %s", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
    await importWxr(server.services.db, readFileSync(EXPORT, "utf8"), {
      baseDir: path.dirname(EXPORT),
      source: "50-loops.xml",
    });
  });
  afterAll(() => server.close());

  const refresh = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}${ENDPOINT}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const valid = (taxonomy: Record<string, { terms: string[]; logicalJoin: string }>) => ({
    post_id: J.id,
    widget_filters: { taxonomy },
    widget_id: J.grid,
    pagination_base_url: `${server.origin}${J.path}`,
  });
  const itemIds = (html: string) => [...html.matchAll(/e-loop-item-(\d+)/g)].map((match) => Number(match[1]));
  // The page as its route renders it for that address (the document's slot; no script involved).
  const pageHtml = async (search: string) => {
    const slots = new Map<string, string>();
    await loadDocumentPage(
      documentSourceOf(server.services),
      slots,
      J.path,
      new URL(`http://x/${search}`).searchParams,
    );
    return slots.get(`elementor-slot-${J.id}`) ?? "";
  };

  it("W-FILTER-06 W-FILTER-09 answers {data: html}: the grid's markup for the filter", async () => {
    const response = await refresh(valid({ category: { terms: ["loops-glazes"], logicalJoin: "AND" } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { data: string };
    expect(Object.keys(body)).toEqual(["data"]);
    expect(body.data).toContain('class="elementor-loop-container elementor-grid"');
    expect(itemIds(body.data)).toEqual([50101, 50104, 50106]);
    expect(body.data).toContain('href="?e-filter-a0a5001-category=loops-glazes&amp;e-page-a0a5001=2"');
  });

  it("W-URL-04 W-URL-05 W-URL-06 gives AND, OR and NOT results equal to the no-script page for the same address", async () => {
    const cases: [Record<string, { terms: string[]; logicalJoin: string }>, string, number[]][] = [
      [
        { category: { terms: ["loops-glazes", "loops-workshops"], logicalJoin: "AND" } },
        "?e-filter-a0a5001-category=loops-glazes+loops-workshops",
        [50104],
      ],
      [
        { category: { terms: ["loops-glazes", "loops-studio-news"], logicalJoin: "OR" } },
        "?e-filter-a0a5001-category=loops-glazes~loops-studio-news",
        [50101, 50102, 50104],
      ],
      [
        {
          post_tag: { terms: ["!loops-stoneware"], logicalJoin: "AND" },
          category: { terms: ["loops-workshops"], logicalJoin: "AND" },
        },
        "?e-filter-a0a5001-post_tag=!loops-stoneware&e-filter-a0a5001-category=loops-workshops",
        [50100, 50107],
      ],
    ];
    for (const [filters, search, expected] of cases) {
      const { data } = (await (await refresh(valid(filters))).json()) as { data: string };
      expect(itemIds(data)).toEqual(expected);
      expect(await pageHtml(search)).toContain(data);
    }
  });

  it("offers the filter's terms that have posts (the no-script links)", async () => {
    const html = await pageHtml("");
    expect(html).toContain('data-filter="loops-glazes"');
    expect(html).toContain('data-filter="loops-beginner"');
  });

  it("rejects every malformed call with a 400 in WordPress's REST error shape, never a 500", async () => {
    const base = valid({});
    const rejected: unknown[] = [
      { ...base, post_id: "abc" },
      { ...base, post_id: -4 },
      { ...base, widget_filters: "category" },
      { ...base, widget_filters: ["category"] },
      { ...base, widget_filters: null },
      { ...base, widget_filters: { taxonomy: { category: { terms: "mugs" } } } },
      { ...base, pagination_base_url: "not a url" },
      { ...base, pagination_base_url: "javascript:alert(1)" },
      { ...base, widget_id: "<script>" },
      { post_id: J.id },
      "{not json",
      "[]",
    ];
    for (const body of rejected) {
      const response = await refresh(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const json = await response.json();
      expect(json).toMatchObject({ code: expect.stringMatching(/^rest_/), data: { status: 400 } });
    }
  });

  it("answers 404 for an unknown post or a widget that is not a loop", async () => {
    const unknownPost = await refresh({ ...valid({}), post_id: 49999 });
    expect(unknownPost.status).toBe(404);
    expect(await unknownPost.json()).toEqual({
      code: "rest_post_invalid_id",
      message: "Invalid post ID.",
      data: { status: 404 },
    });
    const notALoop = await refresh({ ...valid({}), widget_id: J.categoryFilter });
    expect(notALoop.status).toBe(404);
  });

  it("W-FILTER-07 W-FILTER-08 accepts and ignores the editor's fields; edit mode needs the nonce header", async () => {
    const withModel = await refresh({ ...valid({}), widget_model: { id: J.grid, settings: {} } });
    expect(withModel.status).toBe(200);
    const editMode = await refresh({ ...valid({}), widget_model: {}, is_edit_mode: true });
    expect(editMode.status).toBe(401);
    const badNonce = await refresh({ ...valid({}), is_edit_mode: true }, { "X-WP-Nonce": "0123456789" });
    expect(badNonce.status).toBe(403);
  });

  it("renders product loops with prices and WooCommerce's add-to-cart links", async () => {
    const response = await refresh({
      post_id: LOOP_PAGES.rooms.id,
      widget_filters: { taxonomy: { product_cat: { terms: ["kitchen"], logicalJoin: "OR" } } },
      widget_id: LOOP_PAGES.rooms.grid,
      pagination_base_url: LOOP_PAGES.rooms.path,
    });
    const { data } = (await response.json()) as { data: string };
    expect(data).toContain("woocommerce-Price-amount");
    expect(data).toMatch(/class="button product_type_\w+[^"]*"/);
    expect(data).toContain("e-loop-item");
  });
});
