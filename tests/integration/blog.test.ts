import { readFileSync } from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocumentPage } from "../../app/builder/page/document-page.server.ts";
import { loader as feedLoader } from "../../app/routes/feed.ts";
import { documentSourceOf } from "../../server/content/document-source.server.ts";
import { importWxr } from "../../server/content/wxr/wxr-import.server.ts";
import { LOOP_POSTS } from "../e2e/content/build-loops.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { startTestServer, type TestServer } from "../support/http.ts";

const EXPORT = path.resolve("tests/e2e/content/50-loops.xml");

describe.each(testDatabaseKinds)("the blog: previous / next posts and the RSS feed on %s", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { shop: { name: "Atelier & Co", tagline: "Clay <and> glaze" } });
    await importWxr(server.services.db, readFileSync(EXPORT, "utf8"), {
      baseDir: path.dirname(EXPORT),
      source: "50-loops.xml",
    });
  });
  afterAll(() => server.close());

  const byId = (id: number) => {
    const post = LOOP_POSTS.find((candidate) => candidate.id === id);
    if (!post) throw new Error(`no post ${id}`);
    return { title: post.title, path: `/${post.date.slice(0, 4)}/${post.date.slice(5, 7)}/${post.slug}/` };
  };

  it("links a post to the older (previous) and newer (next) post; the newest and oldest have one link", async () => {
    const source = documentSourceOf(server.services);
    // LOOP_POSTS are newest first, a day apart.
    expect(await source.adjacentPosts(50105)).toEqual({ previous: byId(50106), next: byId(50104) });
    expect(await source.adjacentPosts(50100)).toEqual({ previous: byId(50101), next: null });
    expect(await source.adjacentPosts(50109)).toEqual({ previous: null, next: byId(50108) });
    expect(await source.adjacentPosts(50010)).toEqual({ previous: null, next: null }); // a page
  });

  it("the single post page carries its neighbours", async () => {
    const { path: postPath } = byId(50105);
    const loaded = await loadDocumentPage(documentSourceOf(server.services), new Map(), postPath);
    expect(loaded?.kind).toBe("document");
    if (loaded?.kind !== "document") return;
    expect(loaded.document.adjacent).toEqual({ previous: byId(50106), next: byId(50104) });
  });

  it("serves the ten newest posts as RSS 2.0 at /feed/, every text escaped", async () => {
    const request = new Request("https://atelier.example/feed/");
    const response = (await feedLoader({
      request,
      params: {},
      // The loader reads only the services from its context.
      context: { services: server.services } as never,
    } as never)) as Response;
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=UTF-8");
    const xml = await response.text();
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml).rss.channel;
    expect(feed.title).toBe("Atelier & Co");
    expect(feed.description).toBe("Clay <and> glaze");
    expect(feed.link).toBe("https://atelier.example/");
    expect(feed.item).toHaveLength(10);
    expect(feed.item[0].title).toBe(LOOP_POSTS[0]?.title);
    expect(feed.item[0].link).toBe(`https://atelier.example${byId(50100).path}`);
    expect(feed.item[0]["dc:creator"]).toBe("Camille Martin");
    expect(feed.item[0].pubDate).toBe("Thu, 20 Jun 2024 09:00:00 +0000");
    expect(feed.item[1].title).toBe("Our autumn celadon");
  });
});
