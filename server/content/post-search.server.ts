import { and, count, desc, eq, ilike, isNotNull, or, type SQL } from "drizzle-orm";
import type { Executor } from "../db/client.server.ts";
import { contentDocuments } from "../db/schema.ts";
import { excerptOf } from "./loop-source.server.ts";

export interface FoundPost {
  id: number;
  title: string;
  path: string;
  excerpt: string;
  publishedAt: Date | null;
}

/** `%`, `_` and `\` typed by a shopper are literal characters, not LIKE wildcards. */
function likePattern(terms: string): string {
  return `%${terms.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Documents holding the terms anywhere in their title, excerpt or content (case-insensitive, `%` and `_`
 * literal): the `ILIKE '%…%'` tests the trigram indexes of migration 0010 answer, so a search on a large journal
 * reads the matching documents rather than every one.
 */
export function textMatching(terms: string): SQL | undefined {
  const pattern = likePattern(terms);
  return or(
    ilike(contentDocuments.title, pattern),
    ilike(contentDocuments.excerpt, pattern),
    ilike(contentDocuments.content, pattern),
  );
}

/**
 * Published blog posts whose title, excerpt or content holds the terms (case-insensitive), newest first: what
 * the advanced search widget lists beside products. Blank terms find nothing.
 */
export async function searchPosts(
  db: Executor,
  options: { terms: string; limit: number; offset: number },
): Promise<{ posts: FoundPost[]; total: number }> {
  const terms = options.terms.trim();
  if (terms === "") return { posts: [], total: 0 };
  const where = and(
    eq(contentDocuments.type, "post"),
    eq(contentDocuments.status, "publish"),
    isNotNull(contentDocuments.path),
    textMatching(terms),
  );
  const [totals] = await db.select({ total: count() }).from(contentDocuments).where(where);
  const total = totals?.total ?? 0;
  if (options.limit <= 0 || options.offset >= total) return { posts: [], total };
  const rows = await db
    .select({
      id: contentDocuments.id,
      title: contentDocuments.title,
      path: contentDocuments.path,
      excerpt: contentDocuments.excerpt,
      content: contentDocuments.content,
      publishedAt: contentDocuments.publishedAt,
    })
    .from(contentDocuments)
    .where(where)
    .orderBy(desc(contentDocuments.publishedAt), desc(contentDocuments.id))
    .limit(options.limit)
    .offset(options.offset);
  return {
    posts: rows.map(({ content, ...row }) => ({
      ...row,
      path: row.path ?? "",
      excerpt: row.excerpt || excerptOf(content),
    })),
    total,
  };
}
