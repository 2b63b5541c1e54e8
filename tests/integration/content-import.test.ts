import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importDemoSite } from "../../server/content/demo-site.server.ts";
import { activeKit } from "../../server/content/documents/documents.server.ts";
import {
  importTemplateExport,
  TemplateImportError,
} from "../../server/content/documents/template-import.server.ts";
import { ContentImportError, importWxr } from "../../server/content/wxr/wxr-import.server.ts";
import type { Database, DatabaseHandle } from "../../server/db/client.server.ts";
import {
  contentDocuments,
  contentDocumentTerms,
  contentMenuItems,
  contentMenus,
  contentRevisions,
  contentSiteOptions,
  contentTerms,
  media,
} from "../../server/db/schema.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";
import { rejectionOf, rowCounts } from "../support/imports.ts";

const FIXTURES = path.resolve("tests/fixtures/wxr");
const SITE_XML = readFileSync(path.join(FIXTURES, "site.xml"), "utf8");
const options = { baseDir: FIXTURES, source: "site.xml", fetchTimeoutMs: 5_000 };

const TABLES = {
  contentDocuments,
  contentRevisions,
  contentTerms,
  contentDocumentTerms,
  contentMenus,
  contentMenuItems,
  contentSiteOptions,
  media,
};

async function document(db: Database, id: number) {
  const [row] = await db.select().from(contentDocuments).where(eq(contentDocuments.id, id));
  if (!row) throw new Error(`no document ${id}`);
  return row;
}

async function versions(db: Database) {
  const rows = await db
    .select({ id: contentDocuments.id, version: contentDocuments.version })
    .from(contentDocuments)
    .orderBy(asc(contentDocuments.id));
  return Object.fromEntries(rows.map((row) => [row.id, row.version]));
}

describe.each(testDatabaseKinds)("WordPress export import on %s", (kind) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  it("refuses a malformed file with its line and column and writes nothing", async () => {
    const before = await rowCounts(db, TABLES);
    const error = await rejectionOf(
      importWxr(db, readFileSync(path.join(FIXTURES, "malformed.xml"), "utf8"), options),
      ContentImportError,
    );
    expect(error.problems).toEqual([
      { line: 269, column: 34, message: expect.stringContaining("wp:post_name") },
    ]);
    expect(error.message).toContain("line 269, column 34:");
    expect(await rowCounts(db, TABLES)).toEqual(before);
  });

  it("refuses a file with broken Elementor data or serialized meta, naming the item, and writes nothing", async () => {
    const brokenData = SITE_XML.replace('"widgetType":"heading"', '"widgetTyp":"heading"');
    const brokenMeta = SITE_XML.replace(
      'a:1:{i:0;s:15:"include/general";}',
      'a:1:{i:0;s:99:"include/general";}',
    );
    const notWxr = '<?xml version="1.0"?>\n<rss version="2.0"><channel><title>Feed</title></channel></rss>';
    const dataError = await rejectionOf(importWxr(db, brokenData, options), ContentImportError);
    expect(dataError.problems[0]?.message).toMatch(
      /^page 2 "Home": _elementor_data \[0\]\.elements\[0\]\.widgetType: is required for widgets/,
    );
    const metaError = await rejectionOf(importWxr(db, brokenMeta, options), ContentImportError);
    expect(metaError.problems[0]?.message).toMatch(
      /^elementor_library 60 "Site header": is not valid PHP-serialized data/,
    );
    const feedError = await rejectionOf(importWxr(db, notWxr, options), ContentImportError);
    expect(feedError.problems[0]?.message).toContain("no <wp:wxr_version>");
    expect((await rowCounts(db, TABLES)).contentDocuments).toBe(0);
    expect((await rowCounts(db, TABLES)).media).toBe(0);
  });

  it("imports pages, posts, templates, kit, ElementsKit content, terms, menus and attachments", async () => {
    const report = await importWxr(db, SITE_XML, options);
    expect(report.counts).toEqual({
      page: { created: 10, updated: 0, unchanged: 0 },
      post: { created: 4, updated: 0, unchanged: 0 },
      header: { created: 1, updated: 0, unchanged: 0 },
      footer: { created: 1, updated: 0, unchanged: 0 },
      popup: { created: 1, updated: 0, unchanged: 0 },
      "loop-item": { created: 1, updated: 0, unchanged: 0 },
      section: { created: 2, updated: 0, unchanged: 0 },
      kit: { created: 1, updated: 0, unchanged: 0 },
    });
    expect(report.media.stored).toBe(2);
    expect(report.skipped.map((item) => [item.id, item.postType])).toEqual([
      [21, "page"],
      [500, "product"],
      [501, "product_variation"],
      [600, "shop_order"],
      [700, "shop_coupon"],
      [800, "wp_navigation"],
      [902, "attachment"],
    ]);
    expect(report.skipped.find((item) => item.id === 902)?.reason).toContain(
      "care-guide.pdf is not an image",
    );
    expect(report.documents.find((line) => line.id === 2)?.widgetTypes).toEqual([
      "button",
      "heading",
      "image",
      "shortcode",
      "some-retired-addon-widget",
      "text-editor",
    ]);
    expect(report.site).toEqual({
      siteUrl: "https://atelier-margaux.example",
      permalinkStructure: "/%year%/%monthnum%/%postname%/",
      frontPageId: 2,
      postsPageId: 13,
      activeKitId: 65,
      wooCommercePages: { shop: 18, cart: 16, checkout: 17, myaccount: null },
    });
    expect(report.unresolvedMedia).toEqual([]);
  });

  it("keeps WordPress ids, types, statuses, dates, authors, parents, menu order and paths", async () => {
    const team = await document(db, 14);
    expect(team).toMatchObject({
      type: "page",
      postType: "page",
      slug: "team",
      parentId: 12,
      title: "Our team",
      status: "publish",
      path: "/about/team/",
      authorLogin: "margaux",
      authorName: "Margaux Petit",
      localDate: "2024-01-12 11:00:00",
      elements: null,
      version: 1,
    });
    expect(team.publishedAt?.toISOString()).toBe("2024-01-12T10:00:00.000Z");
    expect(team.content).toContain("Margaux throws; Léon glazes and fires.");
    expect((await document(db, 19)).status).toBe("draft");
    expect((await document(db, 20)).status).toBe("private");
    expect((await document(db, 42)).publishedAt).toBeNull();
    const post = await document(db, 43);
    expect([post.path, post.authorName]).toEqual(["/2023/11/kiln-maintenance/", "Léon Garnier"]);
    expect((await document(db, 12)).menuOrder).toBe(1);
  });

  it("stores the elements tree and page settings as exported, URLs rewritten to stored media and site paths", async () => {
    const [mug] = await db.select().from(media).where(eq(media.filename, "mug.png"));
    const [hero] = await db.select().from(media).where(eq(media.filename, "studio-hero.svg"));
    if (!mug || !hero) throw new Error("attachments not stored");
    expect([mug.width, mug.height, mug.mimeType]).toEqual([64, 64, "image/png"]);
    // Alternative text and caption come from the attachment (caption: WordPress's post_excerpt).
    expect([mug.alt, mug.caption]).toEqual([
      "A speckled stoneware mug",
      "Thrown by hand in the <em>Paris</em> workshop",
    ]);
    const home = await document(db, 2);
    const json = JSON.stringify(home.elements);
    expect(json).not.toContain("atelier-margaux.example");
    const elements = home.elements as {
      settings: Record<string, unknown>;
      elements: { settings: Record<string, unknown> }[];
    }[];
    expect(elements[0]?.settings.background_image).toEqual({
      url: `/media/${hero.id}/studio-hero.svg`,
      id: hero.id,
      size: "",
      alt: "",
      source: "library",
    });
    expect(elements[0]?.settings.padding).toEqual({
      unit: "px",
      top: "120",
      right: "0",
      bottom: "120",
      left: "0",
      isLinked: false,
    });
    expect(elements[0]?.elements[1]?.settings.editor).toBe(
      '<p>Every piece is made in our Lyon studio. <a href="/about/">Meet the makers</a> or read <a href="/2024/03/glazing-day/">how we glaze</a>.</p>' +
        `<p><img class="alignnone size-medium wp-image-900" src="/media/${mug.id}/mug.png" alt="" width="300" height="300" srcset="/media/${mug.id}/mug.png 300w, /media/${mug.id}/mug.png 150w" sizes="(max-width: 300px) 100vw, 300px" /></p>`,
    );
    expect(elements[0]?.elements[2]?.settings.__globals__).toEqual({
      background_color: "globals/colors?id=primary",
    });
    expect(json).toContain('"link":{"url":"/about/"');
    expect(home.pageSettings).toEqual({
      hide_title: "yes",
      template: "elementor_header_footer",
      background_background: "classic",
      background_color: "#FBF8F3",
    });
    expect(home.meta._wp_page_template).toBe("elementor_header_footer");
    expect(home.meta._elementor_version).toBe("3.21.3");
    expect(home.meta._elementor_data).toBeUndefined();
    expect((await document(db, 12)).featuredMediaId).toBe(hero.id);
    expect((await document(db, 41)).content).toContain(`src="/media/${mug.id}/mug.png"`);
  });

  it("keeps templates' conditions parsed and raw, popup display settings, template types and the kit", async () => {
    const footer = await document(db, 61);
    expect(footer.conditionsRaw).toEqual(["include/general", "exclude/singular/page/16"]);
    expect(footer.conditions).toEqual([
      { type: "include", name: "general", subName: "", subId: "" },
      { type: "exclude", name: "singular", subName: "page", subId: "16" },
    ]);
    const popup = await document(db, 62);
    expect([popup.type, popup.templateType]).toEqual(["popup", "popup"]);
    expect(popup.popupDisplay).toEqual({
      triggers: { page_load: "yes", page_load_delay: 5 },
      timing: {
        page_views: "yes",
        page_views_views: 2,
        times: "yes",
        times_times: 1,
        times_period: "week",
        times_count: "",
      },
    });
    expect(popup.meta._elementor_popup_display_settings).toMatch(/^a:2:\{s:8:"triggers"/);
    expect(popup.pageSettings.avoid_multiple_popups).toBe("yes");
    expect((await document(db, 63)).type).toBe("loop-item");
    const kit = await document(db, 65);
    expect(kit.type).toBe("kit");
    expect(kit.pageSettings.system_colors).toContainEqual({
      _id: "primary",
      title: "Primary",
      color: "#9C4F2E",
    });
    const megaMenu = await document(db, 70);
    expect([megaMenu.type, megaMenu.postType, megaMenu.slug]).toEqual([
      "section",
      "elementskit_content",
      "dynamic-content-megamenu-menuitem103",
    ]);
    expect(megaMenu.meta._wp_page_template).toBe("elementor_canvas");
  });

  it("keeps post categories and tags apart from product categories", async () => {
    const terms = await db.select().from(contentTerms).orderBy(asc(contentTerms.id));
    expect(terms.map((term) => [term.id, term.taxonomy, term.slug, term.parentId])).toEqual([
      [1, "category", "uncategorized", null],
      [5, "category", "journal", null],
      [7, "category", "workshop", 5],
      [8, "category", "news", null],
      [9, "post_tag", "ceramics", null],
      [10, "post_tag", "glaze", null],
    ]);
    const links = await db
      .select({ termId: contentDocumentTerms.termId })
      .from(contentDocumentTerms)
      .where(eq(contentDocumentTerms.documentId, 40));
    expect(links.map((link) => link.termId).sort((a, b) => a - b)).toEqual([7, 9, 10]);
  });

  it("imports nav menus with their items, labels of linked pages and ElementsKit mega-menu settings", async () => {
    const menus = await db.select().from(contentMenus).orderBy(asc(contentMenus.slug));
    expect(menus.map((menu) => [menu.slug, menu.name])).toEqual([
      ["footer-menu", "Footer menu"],
      ["main-menu", "Main menu"],
    ]);
    const items = await db.select().from(contentMenuItems).orderBy(asc(contentMenuItems.id));
    expect(items.map((item) => [item.id, item.label, item.url, item.parentItemId])).toEqual([
      [101, "Home", "/", null],
      [102, "Shop", "/shop/", null],
      [103, "Collections", "#", null],
      [104, "About us", "/about/", null],
      [105, "The team", "/about/team/", 104],
      [106, "Journal", "/category/journal/", null],
      [107, "Contact", "/contact/", null],
      [108, "Instagram", "https://www.instagram.com/atelier.margaux/", null],
    ]);
    const collections = items.find((item) => item.id === 103);
    expect(collections?.classes).toEqual(["menu-collections", "highlight"]);
    expect(collections?.megaMenu).toMatchObject({
      enabled: true,
      documentId: 70,
      raw: { menu_badge_text: "New" },
    });
    expect(collections?.meta.ekit_menu_item_settings).toContain('"menu_enable":1');
    expect(items.find((item) => item.id === 108)?.target).toBe("_blank");
  });

  it("re-importing the same file gives the same site: no new revision, no new rows", async () => {
    const before = await rowCounts(db, TABLES);
    const versionsBefore = await versions(db);
    const report = await importWxr(db, SITE_XML, options);
    expect(Object.values(report.counts).every((count) => count.created === 0 && count.updated === 0)).toBe(
      true,
    );
    expect(await rowCounts(db, TABLES)).toEqual(before);
    expect(await versions(db)).toEqual(versionsBefore);
    expect(before.contentRevisions).toBe(0);
  });

  it("a changed export makes a new version only of the documents that changed, keeping the previous one", async () => {
    const changed = SITE_XML.replace(
      "<title><![CDATA[About us]]></title>",
      "<title><![CDATA[About the studio]]></title>",
    )
      .replace("We dip every mug by hand.", "We dip every mug by hand, twice.")
      .replace(
        '<category domain="post_tag" nicename="ceramics"><![CDATA[Ceramics]]></category>\n\t\t<wp:postmeta>',
        "<wp:postmeta>",
      );
    const report = await importWxr(db, changed, { ...options, source: "site-v2.xml" });
    expect(report.counts.page).toEqual({ created: 0, updated: 1, unchanged: 9 });
    expect(report.counts.post).toEqual({ created: 0, updated: 1, unchanged: 3 });
    const all = await versions(db);
    expect(Object.entries(all).filter(([, version]) => version !== 1)).toEqual([
      ["12", 2],
      ["40", 2],
    ]);
    const revisions = await db.select().from(contentRevisions).orderBy(asc(contentRevisions.documentId));
    expect(revisions.map((revision) => [revision.documentId, revision.version, revision.source])).toEqual([
      [12, 1, "site.xml"],
      [40, 1, "site.xml"],
    ]);
    expect(revisions[0]?.snapshot.title).toBe("About us");
    expect(revisions[1]?.snapshot.termIds).toEqual([7, 9, 10]);
    expect(JSON.stringify(revisions[1]?.snapshot.elements)).toContain("We dip every mug by hand.");
    const about = await document(db, 12);
    expect([about.title, about.source]).toEqual(["About the studio", "site-v2.xml"]);
  });

  it("replaces an imported menu of the same slug", async () => {
    const fewer = SITE_XML.replace(/\t<item>\n\t\t<title><!\[CDATA\[Instagram\]\]>[\s\S]*?<\/item>\n/, "");
    expect(fewer).not.toBe(SITE_XML);
    const menusBefore = await db
      .select({ id: contentMenus.id, slug: contentMenus.slug })
      .from(contentMenus)
      .orderBy(asc(contentMenus.slug));
    await importWxr(db, fewer, options);
    expect(
      await db
        .select({ id: contentMenus.id, slug: contentMenus.slug })
        .from(contentMenus)
        .orderBy(asc(contentMenus.slug)),
    ).toEqual(menusBefore);
    const footerItems = await db
      .select({ id: contentMenuItems.id })
      .from(contentMenuItems)
      .innerJoin(contentMenus, eq(contentMenus.id, contentMenuItems.menuId))
      .where(eq(contentMenus.slug, "footer-menu"));
    expect(footerItems.map((item) => item.id)).toEqual([107]);
    expect((await rowCounts(db, TABLES)).contentMenus).toBe(2);
  });
});

describe.each(testDatabaseKinds)("attachments and template exports on %s", (kind) => {
  let handle: DatabaseHandle;
  let db: Database;
  let server: Server;
  let origin = "";
  const png = readFileSync(path.join(FIXTURES, "uploads/2024/05/mug.png"));

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    db = handle.db;
    server = createServer((request, response) => {
      if (request.url === "/wp-content/uploads/2024/07/remote.png") {
        response.writeHead(200, { "content-type": "image/png" }).end(png);
      } else {
        response.writeHead(404).end("not found");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
  });

  const attachment = (id: number, file: string) => `<item>
<title><![CDATA[${file}]]></title><link>${origin}/?attachment_id=${id}</link><guid isPermaLink="false">${origin}/wp-content/uploads/${file}</guid>
<wp:post_id>${id}</wp:post_id><wp:post_date><![CDATA[2024-07-01 10:00:00]]></wp:post_date><wp:post_date_gmt><![CDATA[2024-07-01 08:00:00]]></wp:post_date_gmt>
<wp:post_name><![CDATA[a${id}]]></wp:post_name><wp:status><![CDATA[inherit]]></wp:status><wp:post_parent>0</wp:post_parent><wp:menu_order>0</wp:menu_order>
<wp:post_type><![CDATA[attachment]]></wp:post_type><wp:attachment_url><![CDATA[${origin}/wp-content/uploads/${file}]]></wp:attachment_url>
<wp:postmeta><wp:meta_key><![CDATA[_wp_attached_file]]></wp:meta_key><wp:meta_value><![CDATA[${file}]]></wp:meta_value></wp:postmeta>
</item>`;

  it("downloads attachments that are not beside the export and reports the ones it cannot get", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Remote</title><link>${origin}</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>${origin}</wp:base_site_url>
${attachment(1, "2024/07/remote.png")}
${attachment(2, "2024/07/missing.png")}
<item><title><![CDATA[Gallery]]></title><link>${origin}/gallery/</link><wp:post_id>3</wp:post_id><wp:post_date><![CDATA[2024-07-01 10:00:00]]></wp:post_date><wp:post_date_gmt><![CDATA[2024-07-01 08:00:00]]></wp:post_date_gmt><wp:post_name><![CDATA[gallery]]></wp:post_name><wp:status><![CDATA[publish]]></wp:status><wp:post_type><![CDATA[page]]></wp:post_type>
<content:encoded><![CDATA[<img src="${origin}/wp-content/uploads/2024/07/remote-300x300.png"><img src="${origin}/wp-content/uploads/2024/07/missing.png">]]></content:encoded></item>
</channel></rss>`;
    const report = await importWxr(db, xml, {
      baseDir: FIXTURES,
      source: "remote.xml",
      fetchTimeoutMs: 5_000,
    });
    expect(report.media.stored).toBe(1);
    expect(report.skipped).toEqual([
      expect.objectContaining({ id: 2, postType: "attachment", reason: expect.stringContaining("404") }),
    ]);
    const [stored] = await db.select().from(media);
    expect(stored?.source).toBe(`${origin}/wp-content/uploads/2024/07/remote.png`);
    const gallery = await document(db, 3);
    expect(gallery.content).toBe(
      `<img src="/media/${stored?.id}/mug.png"><img src="${origin}/wp-content/uploads/2024/07/missing.png">`.replace(
        "mug.png",
        stored?.filename ?? "",
      ),
    );
    expect(report.unresolvedMedia).toEqual([`${origin}/wp-content/uploads/2024/07/missing.png`]);
  });

  it("imports a single Elementor template export, again unchanged, and a changed one as a new revision", async () => {
    const raw = JSON.parse(readFileSync(path.join(FIXTURES, "delivery-bar.json"), "utf8"));
    const first = await importTemplateExport(db, raw, "delivery-bar.json");
    expect(first).toMatchObject({
      title: "Delivery bar",
      type: "section",
      templateType: "section",
      outcome: "created",
      widgetTypes: ["button", "heading"],
    });
    const stored = await document(db, first.id);
    expect([stored.postType, stored.slug, stored.status, stored.pageSettings]).toEqual([
      "elementor_library",
      "delivery-bar",
      "publish",
      {},
    ]);
    expect(stored.elements).toEqual(raw.content);
    const again = await importTemplateExport(db, raw, "delivery-bar.json");
    expect([again.id, again.outcome]).toEqual([first.id, "unchanged"]);
    raw.content[0].elements[0].settings.title = "Free delivery from 50 €";
    const changed = await importTemplateExport(db, raw, "delivery-bar-v2.json");
    expect([changed.id, changed.outcome]).toEqual([first.id, "updated"]);
    expect((await document(db, first.id)).version).toBe(2);
    await expect(
      importTemplateExport(db, { version: "0.4", title: "x", type: "page" }, "bad.json"),
    ).rejects.toThrow(TemplateImportError);
  });
});

describe.each(testDatabaseKinds)("demo site content on %s", (kind) => {
  let handle: DatabaseHandle;
  let demoDir = "";

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    demoDir = mkdtempSync(path.join(tmpdir(), "vitrine-demo-site-"));
    mkdirSync(path.join(demoDir, "site"));
    const kitXml = readFileSync(path.resolve("content/demo/site/00-kit.xml"), "utf8");
    // Two exports of one kit: the later name wins, so name order matters.
    writeFileSync(path.join(demoDir, "site", "20-kit-update.xml"), kitXml.replace("#0B5D5A", "#123456"));
    writeFileSync(path.join(demoDir, "site", "10-kit.xml"), kitXml);
    writeFileSync(path.join(demoDir, "site", "README.md"), "not an export");
  });
  afterAll(async () => {
    await handle.close();
    rmSync(demoDir, { recursive: true, force: true });
  });

  it("imports every content/demo/site/*.xml in name order, and nothing when the folder is missing", async () => {
    const reports = await importDemoSite(handle.db, demoDir);
    expect(reports.map((report) => report.source)).toEqual([
      "demo/site/10-kit.xml",
      "demo/site/20-kit-update.xml",
    ]);
    expect(reports.map((report) => report.counts.kit)).toEqual([
      { created: 1, updated: 0, unchanged: 0 },
      { created: 0, updated: 1, unchanged: 0 },
    ]);
    expect((await activeKit(handle.db))?.colors[0]?.color).toBe("#123456");
    expect(await importDemoSite(handle.db, path.join(demoDir, "nowhere"))).toEqual([]);
  });
});
