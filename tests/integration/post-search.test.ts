import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchPosts, textMatching } from "../../server/content/post-search.server.ts";
import { type DatabaseHandle, queryRows } from "../../server/db/client.server.ts";
import { contentDocuments } from "../../server/db/schema.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";

const POSTS = [
  { title: "Glazing day at the studio", excerpt: "", content: "<p>Celadon and tenmoku, fired twice.</p>" },
  { title: "New mugs", excerpt: "Speckled stoneware, 100% handmade", content: "" },
  { title: "Kiln notes", excerpt: "", content: "<p>Cone 6_oxidation schedule.</p>" },
];

describe.each(testDatabaseKinds)("posts search on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await handle.db.insert(contentDocuments).values([
      ...POSTS.map((post, index) => ({
        type: "post" as const,
        postType: "post",
        slug: `post-${index}`,
        path: `/2026/11/post-${index}/`,
        publishedAt: new Date(Date.UTC(2026, 10, index + 1)),
        contentHash: `hash-${index}`,
        ...post,
      })),
      // Not found however well they match: a page, and a draft post.
      {
        type: "page" as const,
        postType: "page",
        slug: "studio",
        path: "/studio/",
        title: "The studio",
        contentHash: "p",
      },
      {
        type: "post" as const,
        postType: "post",
        slug: "draft",
        path: "/draft/",
        title: "Studio draft",
        status: "draft" as const,
        contentHash: "d",
      },
    ]);
  });
  afterAll(() => handle.close());

  const titles = async (terms: string) =>
    (await searchPosts(handle.db, { terms, limit: 10, offset: 0 })).posts.map((post) => post.title);

  it("W-SEARCH-06 finds the terms anywhere in a published post's title, excerpt or content, in any case", async () => {
    expect(await titles("STUDIO")).toEqual(["Glazing day at the studio"]);
    expect(await titles("tenmoku")).toEqual(["Glazing day at the studio"]);
    expect(await titles("speckled stone")).toEqual(["New mugs"]);
    // Shorter than a trigram: still found (the index cannot help, the scan still answers).
    expect(await titles("mu")).toEqual(["New mugs"]);
  });

  it("W-SEARCH-06 `%` and `_` are the characters typed, not wildcards", async () => {
    expect(await titles("100%")).toEqual(["New mugs"]);
    expect(await titles("6_ox")).toEqual(["Kiln notes"]);
    expect(await titles("6%ox")).toEqual([]);
  });

  it("the title, excerpt and content tests are answered by the trigram indexes of migration 0010", async () => {
    const plan = await handle.db.transaction(async (tx) => {
      // The test journal is tiny, so reading it whole is cheapest: take that away to see what the indexes answer.
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx
        .select({ id: contentDocuments.id })
        .from(contentDocuments)
        .where(textMatching("glazing"));
      const rows = await queryRows<Record<string, string>>(tx, sql`explain ${query}`);
      return rows.map((row) => Object.values(row)[0]).join("\n");
    });
    for (const column of ["title", "excerpt", "content"])
      expect(plan).toContain(`Bitmap Index Scan on content_documents_${column}_trgm_idx`);
  });
});
