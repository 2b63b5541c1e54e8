import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activeKit,
  blogIndex,
  type ContentDocument,
  documentTerms,
  findPublishedBySlug,
  findTerm,
  getDocument,
  getPublishedDocument,
  listPosts,
  pageContextOf,
  type ResolvedPath,
  resolvePath,
  templatesForContext,
  wooCommercePageDocument,
} from "../../server/content/documents/documents.server.ts";
import { widgetTypesUsed } from "../../server/content/documents/elementor-data.ts";
import {
  getMenu,
  listMenus,
  megaMenuDocument,
  primaryMenu,
} from "../../server/content/menus/menus.server.ts";
import { importWxr } from "../../server/content/wxr/wxr-import.server.ts";
import type { Database, DatabaseHandle } from "../../server/db/client.server.ts";
import { contentDocuments } from "../../server/db/schema.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";

const FIXTURES = path.resolve("tests/fixtures/wxr");
const settings = parseSettings({});
const content = settings.content;

function documentOf(resolved: ResolvedPath | null): ContentDocument | null {
  return resolved && "document" in resolved ? resolved.document : null;
}

describe.each(testDatabaseKinds)("content for the builder on %s", (kind) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    db = handle.db;
    await importWxr(db, readFileSync(path.join(FIXTURES, "site.xml"), "utf8"), {
      baseDir: FIXTURES,
      source: "site.xml",
    });
  });
  afterAll(async () => {
    await handle.close();
  });

  describe("resolvePath", () => {
    it("serves the export's front page at / and redirects its own slug there", async () => {
      const front = await resolvePath(db, "/", content);
      expect(front).toMatchObject({ kind: "page", isFrontPage: true });
      expect(documentOf(front)?.id).toBe(2);
      expect(await resolvePath(db, "/home/", content)).toEqual({ kind: "redirect", location: "/" });
    });

    it("serves pages at their slug and nested pages below their parents, with or without the trailing slash", async () => {
      expect(documentOf(await resolvePath(db, "/about/", content))?.id).toBe(12);
      expect(documentOf(await resolvePath(db, "/about/team/", content))?.id).toBe(14);
      expect(documentOf(await resolvePath(db, "/about/team", content))?.id).toBe(14);
      expect(await resolvePath(db, "/team/", content)).toBeNull();
    });

    it("serves posts at the export's permalink structure and redirects other forms of their address", async () => {
      const post = await resolvePath(db, "/2024/03/glazing-day/", content);
      expect(post).toMatchObject({ kind: "post", isFrontPage: false });
      expect(documentOf(post)?.id).toBe(40);
      expect(await resolvePath(db, "/2024/05/glazing-day/", content)).toEqual({
        kind: "redirect",
        location: "/2024/03/glazing-day/",
      });
      expect(await resolvePath(db, "/2023/03/glazing-day/", content)).toBeNull();
      expect(await resolvePath(db, "/glazing-day/", content)).toBeNull();
    });

    it("never serves drafts or private documents, and unknown paths are null", async () => {
      expect(await resolvePath(db, "/secret-sale/", content)).toBeNull();
      expect(await resolvePath(db, "/staff-notes/", content)).toBeNull();
      expect(await resolvePath(db, "/2024/06/42/", content)).toBeNull();
      expect(await resolvePath(db, "/no-such-page/", content)).toBeNull();
      expect(await resolvePath(db, "//evil.example/", content)).toBeNull();
      expect(await getPublishedDocument(db, 19)).toBeNull();
      expect((await getDocument(db, 19))?.status).toBe("draft");
    });

    it("serves the blog index at the posts page, paged, and the category and tag archives", async () => {
      const blog = await resolvePath(db, "/journal/", content);
      expect(blog).toMatchObject({ kind: "blog", page: 1 });
      expect(documentOf(blog)?.id).toBe(13);
      expect(await resolvePath(db, "/journal/page/2/", content)).toMatchObject({ kind: "blog", page: 2 });
      const category = await resolvePath(db, "/category/journal/workshop/", content);
      expect(category).toMatchObject({
        kind: "term-archive",
        taxonomy: "category",
        term: { id: 7, slug: "workshop" },
      });
      expect(await resolvePath(db, "/tag/glaze/page/2/", content)).toMatchObject({
        kind: "term-archive",
        page: 2,
      });
      expect(await resolvePath(db, "/category/workshop/page/2/", content)).toEqual({
        kind: "redirect",
        location: "/category/journal/workshop/page/2/",
      });
      expect(await resolvePath(db, "/tag/no-such-tag/", content)).toBeNull();
      expect(await resolvePath(db, "/about/page/2/", content)).toBeNull();
    });

    it("maps WooCommerce's pages by shortcode and slug", async () => {
      const cart = await resolvePath(db, "/basket/", content);
      expect(cart).toMatchObject({ kind: "woocommerce", role: "cart" });
      expect(await resolvePath(db, "/checkout/", content)).toMatchObject({
        kind: "woocommerce",
        role: "checkout",
      });
      expect((await wooCommercePageDocument(db, "cart"))?.id).toBe(16);
      expect((await wooCommercePageDocument(db, "shop"))?.id).toBe(18);
      expect(await wooCommercePageDocument(db, "myaccount")).toBeNull();
    });

    it("follows the settings' front page and posts page over the export's", async () => {
      const shopHome = { ...content, frontPage: "shop" as const };
      expect(await resolvePath(db, "/", shopHome)).toBeNull();
      expect(documentOf(await resolvePath(db, "/home/", shopHome))?.id).toBe(2);
      const aboutHome = { ...content, frontPage: "/about/" };
      expect(documentOf(await resolvePath(db, "/", aboutHome))?.id).toBe(12);
      const plainBlog = { ...content, postsPage: "blog" as const };
      expect(await resolvePath(db, "/blog/", plainBlog)).toEqual({ kind: "blog", page: 1, document: null });
      expect(documentOf(await resolvePath(db, "/journal/", plainBlog))?.id).toBe(13);
      expect(await blogIndex(db, plainBlog)).toEqual({ path: "/blog/", document: null });
    });
  });

  describe("templatesForContext", () => {
    it("gives the header, footer and popups whose conditions match a page", async () => {
      const about = await getPublishedDocument(db, 12);
      if (!about) throw new Error("no about page");
      const onAbout = await templatesForContext(db, await pageContextOf(db, about, false));
      expect([onAbout.header?.id, onAbout.footer?.id, onAbout.popups.map((popup) => popup.id)]).toEqual([
        60,
        61,
        [],
      ]);

      const front = await getPublishedDocument(db, 2);
      if (!front) throw new Error("no front page");
      const onFront = await templatesForContext(db, await pageContextOf(db, front, true));
      expect(onFront.popups.map((popup) => popup.id)).toEqual([62]);

      const basket = await getPublishedDocument(db, 16);
      if (!basket) throw new Error("no basket page");
      const onBasket = await templatesForContext(db, await pageContextOf(db, basket, false));
      expect([onBasket.header?.id, onBasket.footer]).toEqual([60, null]);
    });

    it("gives a post's context its terms with their ancestors, for in-category conditions", async () => {
      const post = await getPublishedDocument(db, 40);
      if (!post) throw new Error("no post");
      const context = await pageContextOf(db, post, false);
      expect(context).toMatchObject({ kind: "singular", postType: "post", id: 40 });
      expect(context.kind === "singular" ? context.terms : []).toContainEqual({
        taxonomy: "category",
        id: 7,
        ancestorIds: [5],
      });
      expect((await templatesForContext(db, context)).popups.map((popup) => popup.id)).toEqual([62]);
      expect((await documentTerms(db, 40)).map((term) => term.slug)).toEqual([
        "workshop",
        "ceramics",
        "glaze",
      ]);
    });

    it("leaves out templates that are not published", async () => {
      await db.update(contentDocuments).set({ status: "draft" }).where(eq(contentDocuments.id, 60));
      try {
        const context = { kind: "singular" as const, postType: "page", id: 12 };
        expect((await templatesForContext(db, context)).header).toBeNull();
      } finally {
        await db.update(contentDocuments).set({ status: "publish" }).where(eq(contentDocuments.id, 60));
      }
    });
  });

  it("gives the active kit's global colours and typography", async () => {
    const kit = await activeKit(db);
    expect(kit?.id).toBe(65);
    expect(kit?.colors).toEqual([
      { id: "primary", title: "Primary", color: "#9C4F2E" },
      { id: "secondary", title: "Secondary", color: "#2F4A3A" },
      { id: "text", title: "Text", color: "#2B2B2B" },
      { id: "accent", title: "Accent", color: "#E4B363" },
      { id: "b7d1e2f", title: "Clay", color: "#D9B99B" },
    ]);
    expect(kit?.typography[0]).toEqual({
      id: "primary",
      title: "Primary",
      settings: {
        typography_typography: "custom",
        typography_font_family: "Fraunces",
        typography_font_weight: "600",
      },
    });
    expect(kit?.settings.viewport_mobile).toBe(767);
  });

  it("lists published posts newest first, a page at a time, and by term", async () => {
    const all = await listPosts(db, { perPage: 2 });
    expect(all.posts.map((post) => [post.id, post.path])).toEqual([
      [41, "/2024/04/spring-collection/"],
      [40, "/2024/03/glazing-day/"],
    ]);
    expect([all.total, all.pageCount]).toEqual([3, 2]);
    expect((await listPosts(db, { perPage: 2, page: 2 })).posts.map((post) => post.id)).toEqual([43]);
    const workshop = await findTerm(db, "category", "workshop");
    expect((await listPosts(db, { termId: workshop?.id })).posts.map((post) => post.id)).toEqual([40, 43]);
    expect(all.posts[1]).toMatchObject({
      title: "Glazing day at the studio",
      authorName: "Margaux Petit",
      excerpt: expect.stringContaining("speckled glaze"),
    });
  });

  it("gives imported menus as trees, their mega menus, and the header's primary menu", async () => {
    expect(await listMenus(db)).toEqual([
      { slug: "footer-menu", name: "Footer menu" },
      { slug: "main-menu", name: "Main menu" },
    ]);
    const main = await getMenu(db, "main-menu");
    expect(main?.items.map((item) => item.label)).toEqual([
      "Home",
      "Shop",
      "Collections",
      "About us",
      "Journal",
    ]);
    expect(main?.items[3]?.children.map((item) => [item.label, item.url])).toEqual([
      ["The team", "/about/team/"],
    ]);
    expect(main?.items[2]?.megaMenu).toMatchObject({ enabled: true, documentId: 70 });
    expect((await megaMenuDocument(db, 103))?.slug).toBe("dynamic-content-megamenu-menuitem103");
    expect(await megaMenuDocument(db, 101)).toBeNull();
    expect(await getMenu(db, "nope")).toBeNull();

    expect(await primaryMenu(db, settings.menus)).toBe(settings.menus.primary);
    const imported = await primaryMenu(db, { ...settings.menus, locations: { primary: "main-menu" } });
    expect(imported[3]).toEqual({
      label: "About us",
      url: "/about/",
      megaMenu: false,
      children: [{ label: "The team", url: "/about/team/", children: [], megaMenu: false }],
    });
    expect(await primaryMenu(db, { ...settings.menus, locations: { primary: "gone" } })).toBe(
      settings.menus.primary,
    );
  });

  it("finds ElementsKit content by slug and lists every widget type a document uses", async () => {
    const content = await findPublishedBySlug(
      db,
      "elementskit_content",
      "dynamic-content-megamenu-menuitem103",
    );
    expect(content?.id).toBe(70);
    const header = await getPublishedDocument(db, 60);
    expect(widgetTypesUsed(header ?? { elements: null })).toEqual([
      "ekit-nav-menu",
      "search-form",
      "theme-site-logo",
      "woocommerce-menu-cart",
    ]);
  });
});
