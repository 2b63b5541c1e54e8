import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, or } from "drizzle-orm";
import type { Executor } from "../../db/client.server.ts";
import { contentDocuments, contentDocumentTerms, contentTerms } from "../../db/schema.ts";
import type { ContentSettings } from "../../settings/content-settings.ts";
import { readSiteOptions, type SiteOptions } from "../site/site-options.server.ts";
import { type PageContext, type PageTemplates, templatesForPage } from "./conditions.ts";
import { termSlugPaths } from "./paths.ts";
import { matchPostPath } from "./permalinks.ts";
import type { WooCommercePageRole } from "./woocommerce-pages.ts";

/**
 * What the builder's routes and renderer ask of the content: which document a path shows, which templates
 * apply to a page, the kit's global colours and fonts, and the blog's posts. Visitors only ever get published
 * documents; drafts and private documents resolve to nothing.
 */

export type ContentDocument = typeof contentDocuments.$inferSelect;

export const BLOG_FALLBACK_PATH = "/blog/";

export type ResolvedPath =
  /** A page or post to render (`isFrontPage` when it is the site's front page at `/`). */
  | { kind: "page" | "post"; document: ContentDocument; isFrontPage: boolean }
  /** One of WooCommerce's pages: Vitrine renders its own, with the document's content around it. */
  | { kind: "woocommerce"; role: WooCommercePageRole; document: ContentDocument }
  /** The blog index (at the posts page, or `/blog/`), page `page` of it. */
  | { kind: "blog"; page: number; document: ContentDocument | null }
  /** A category or tag archive of the blog. */
  | { kind: "term-archive"; taxonomy: "category" | "post_tag"; term: ContentTerm; page: number }
  /** The document lives at another address (its canonical one): answer with a permanent redirect. */
  | { kind: "redirect"; location: string };

export type ContentTerm = typeof contentTerms.$inferSelect;

const published = eq(contentDocuments.status, "publish");

/** `/a/b` → `/a/b/`; null for anything that is not a plain path. */
function normalisePath(path: string): string | null {
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  let decoded: string;
  try {
    decoded = decodeURI(path.split(/[?#]/)[0] ?? "");
  } catch {
    return null;
  }
  return decoded.endsWith("/") ? decoded : `${decoded}/`;
}

/** `/journal/page/3/` → base `/journal/`, page 3. */
function splitPaging(path: string): { base: string; page: number } {
  const match = /^(.*\/)page\/(\d{1,6})\/$/.exec(path);
  if (!match) return { base: path, page: 1 };
  const page = Number(match[2]);
  return { base: match[1] ?? "/", page: Math.max(page, 1) };
}

async function publishedByPath(db: Executor, path: string, types: ("page" | "post")[]) {
  const rows = await db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.path, path), published, inArray(contentDocuments.type, types)))
    .orderBy(asc(contentDocuments.id))
    .limit(1);
  return rows[0] ?? null;
}

async function publishedById(db: Executor, id: number | null, type?: "page" | "post") {
  if (id === null) return null;
  const [row] = await db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.id, id), published, type ? eq(contentDocuments.type, type) : undefined));
  return row ?? null;
}

/** The front page document per the settings and the export, or null (the shop's own home). */
export async function frontPageDocument(
  db: Executor,
  settings: ContentSettings,
  options?: SiteOptions,
): Promise<ContentDocument | null> {
  if (settings.frontPage === "shop") return null;
  if (settings.frontPage !== "auto") return publishedByPath(db, settings.frontPage, ["page"]);
  return publishedById(db, (options ?? (await readSiteOptions(db))).frontPageId, "page");
}

/** Where the blog index is, and the page document it is served at (null for `/blog/`). */
export async function blogIndex(
  db: Executor,
  settings: ContentSettings,
  options?: SiteOptions,
): Promise<{ path: string; document: ContentDocument | null }> {
  let document: ContentDocument | null = null;
  if (settings.postsPage !== "auto" && settings.postsPage !== "blog")
    document = await publishedByPath(db, settings.postsPage, ["page"]);
  else if (settings.postsPage === "auto")
    document = await publishedById(db, (options ?? (await readSiteOptions(db))).postsPageId, "page");
  return { path: document?.path ?? BLOG_FALLBACK_PATH, document };
}

/**
 * The document a requested path shows, or null (a 404 unless another route serves it). `/` is the front page
 * when one is set; the front page's own slug redirects to `/`.
 */
export async function resolvePath(
  db: Executor,
  requested: string,
  settings: ContentSettings,
): Promise<ResolvedPath | null> {
  const path = normalisePath(requested);
  if (path === null) return null;
  const options = await readSiteOptions(db);
  const front = await frontPageDocument(db, settings, options);
  if (path === "/") return front ? { kind: "page", document: front, isFrontPage: true } : null;

  const { base, page } = splitPaging(path);
  const blog = await blogIndex(db, settings, options);
  if (base === blog.path) return { kind: "blog", page, document: blog.document };

  const archive = /^\/(category|tag)\/(.+)\/$/.exec(base);
  if (archive) {
    const taxonomy = archive[1] === "tag" ? "post_tag" : "category";
    const slug = (archive[2] ?? "").split("/").at(-1) ?? "";
    const [term] = await db
      .select()
      .from(contentTerms)
      .where(and(eq(contentTerms.taxonomy, taxonomy), eq(contentTerms.slug, slug)));
    if (term) {
      const canonical = `/${archive[1]}/${await termSlugPath(db, term)}/`;
      if (canonical !== base)
        return { kind: "redirect", location: page > 1 ? `${canonical}page/${page}/` : canonical };
      return { kind: "term-archive", taxonomy, term, page };
    }
  }
  if (page > 1) return null;

  const document = await publishedByPath(db, path, ["page", "post"]);
  if (document) {
    if (front && document.id === front.id) return { kind: "redirect", location: "/" };
    if (document.type === "post") return { kind: "post", document, isFrontPage: false };
    const role = wooCommerceRoleOf(options, document.id);
    if (role) return { kind: "woocommerce", role, document };
    return { kind: "page", document, isFrontPage: false };
  }
  return findPostByPermalink(db, path, options.permalinkStructure);
}

function wooCommerceRoleOf(options: SiteOptions, id: number): WooCommercePageRole | null {
  for (const [role, pageId] of Object.entries(options.wooCommercePages))
    if (pageId === id) return role as WooCommercePageRole;
  return null;
}

/**
 * A post asked for by an address that is not its own (the default `/yyyy/mm/slug/` form, another structure's
 * form, a changed date): WordPress redirects to the canonical address, and so does Vitrine.
 */
async function findPostByPermalink(
  db: Executor,
  path: string,
  structure: string | null,
): Promise<ResolvedPath | null> {
  const captures = [structure, "/%year%/%monthnum%/%postname%/"]
    .filter((candidate): candidate is string => candidate !== null)
    .map((candidate) => matchPostPath(candidate, path))
    .find((match) => match?.postname || match?.post_id);
  if (!captures) return null;
  const condition = captures.post_id
    ? eq(contentDocuments.id, Number(captures.post_id))
    : eq(contentDocuments.slug, captures.postname ?? "");
  const [post] = await db
    .select()
    .from(contentDocuments)
    .where(and(condition, eq(contentDocuments.type, "post"), published, isNotNull(contentDocuments.path)))
    .limit(1);
  if (!post?.path) return null;
  if (captures.year && !post.localDate.startsWith(captures.year)) return null;
  return { kind: "redirect", location: post.path };
}

/** A published document by id (templates, popups, mega menus, loop items), or null. */
export async function getPublishedDocument(db: Executor, id: number): Promise<ContentDocument | null> {
  return publishedById(db, id);
}

/**
 * A published popup template by its slug or its id (`/?elementor_library=<slug|id>`, the address at which its
 * content renders as a page for visitors without script; decision 024), or null.
 */
export async function getPublishedPopup(db: Executor, key: string): Promise<ContentDocument | null> {
  const id = /^\d{1,9}$/.test(key) ? Number(key) : null;
  const [row] = await db
    .select()
    .from(contentDocuments)
    .where(
      and(
        published,
        eq(contentDocuments.type, "popup"),
        id === null ? eq(contentDocuments.slug, key) : eq(contentDocuments.id, id),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Any document by id, whatever its status (for the owner's report), or null. */
export async function getDocument(db: Executor, id: number): Promise<ContentDocument | null> {
  const [row] = await db.select().from(contentDocuments).where(eq(contentDocuments.id, id));
  return row ?? null;
}

/** The header, footer, single, archive templates and popups whose display conditions match the page. */
export async function templatesForContext(
  db: Executor,
  context: PageContext,
): Promise<PageTemplates<ContentDocument>> {
  const templates = await db
    .select()
    .from(contentDocuments)
    .where(
      and(published, inArray(contentDocuments.type, ["header", "footer", "single", "archive", "popup"])),
    );
  return templatesForPage(templates, context);
}

/** The terms of a document, for its page context (`in_category` conditions) and its listing. */
export async function documentTerms(db: Executor, documentId: number): Promise<ContentTerm[]> {
  return db
    .select({ term: contentTerms })
    .from(contentDocumentTerms)
    .innerJoin(contentTerms, eq(contentTerms.id, contentDocumentTerms.termId))
    .where(eq(contentDocumentTerms.documentId, documentId))
    .orderBy(asc(contentTerms.taxonomy), asc(contentTerms.name))
    .then((rows) => rows.map((row) => row.term));
}

/** A term's slug path, parents first (`journal/workshop`), as WordPress builds category addresses. */
async function termSlugPath(db: Executor, term: ContentTerm): Promise<string> {
  const terms = await db
    .select({ id: contentTerms.id, slug: contentTerms.slug, parentId: contentTerms.parentId })
    .from(contentTerms)
    .where(eq(contentTerms.taxonomy, term.taxonomy));
  return termSlugPaths(terms).get(term.id) ?? term.slug;
}

/** Ancestors of a term, nearest first (for `child_of_category` / `in_category_children` conditions). */
export async function termAncestorIds(
  db: Executor,
  term: Pick<ContentTerm, "taxonomy" | "parentId">,
): Promise<number[]> {
  const all = await db
    .select({ id: contentTerms.id, parentId: contentTerms.parentId })
    .from(contentTerms)
    .where(eq(contentTerms.taxonomy, term.taxonomy));
  const parents = new Map(all.map((row) => [row.id, row.parentId]));
  const ancestors: number[] = [];
  for (
    let id = term.parentId;
    id !== null && id !== undefined && !ancestors.includes(id);
    id = parents.get(id) ?? null
  )
    ancestors.push(id);
  return ancestors;
}

/** The page context of a document the route shows (its parents and terms included). */
export async function pageContextOf(
  db: Executor,
  document: ContentDocument,
  isFrontPage: boolean,
): Promise<PageContext> {
  const ancestorIds: number[] = [];
  for (let parentId = document.parentId; parentId !== null && !ancestorIds.includes(parentId); ) {
    ancestorIds.push(parentId);
    const [parent] = await db
      .select({ parentId: contentDocuments.parentId })
      .from(contentDocuments)
      .where(eq(contentDocuments.id, parentId));
    parentId = parent?.parentId ?? null;
  }
  const terms = await documentTerms(db, document.id);
  return {
    kind: "singular",
    postType: document.postType === "post" ? "post" : document.postType,
    id: document.id,
    isFrontPage,
    ancestorIds,
    terms: await Promise.all(
      terms.map(async (term) => ({
        taxonomy: term.taxonomy,
        id: term.id,
        ancestorIds: await termAncestorIds(db, term),
      })),
    ),
  };
}

export interface KitColor {
  id: string;
  title: string;
  color: string;
}

export interface KitTypography {
  id: string;
  title: string;
  /** The typography_* settings as stored (font family, weight, sizes per device…). */
  settings: Record<string, unknown>;
}

export interface ActiveKit {
  id: number;
  /** The kit document's version: changes with every import that changes it (render caches key on it). */
  version: number;
  /** System colours (primary, secondary, text, accent) then custom ones: `var(--e-global-color-<id>)`. */
  colors: KitColor[];
  typography: KitTypography[];
  /** Every kit setting as exported (breakpoints, layout, site name…). */
  settings: Record<string, unknown>;
}

function kitList<T>(value: unknown, read: (entry: Record<string, unknown>) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) =>
    entry && typeof entry === "object" ? (read(entry as Record<string, unknown>) ?? []) : [],
  );
}

/** The Elementor kit in force: the one the last import named, else the newest published kit; null if none. */
export async function activeKit(db: Executor): Promise<ActiveKit | null> {
  const options = await readSiteOptions(db);
  let kit = await publishedById(db, options.activeKitId);
  if (kit?.type !== "kit") {
    const [newest] = await db
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.type, "kit"), published))
      .orderBy(desc(contentDocuments.modifiedAt), desc(contentDocuments.id))
      .limit(1);
    kit = newest ?? null;
  }
  if (!kit) return null;
  const settings = kit.pageSettings;
  const color = (entry: Record<string, unknown>): KitColor | null =>
    typeof entry._id === "string" && typeof entry.color === "string"
      ? {
          id: entry._id,
          title: typeof entry.title === "string" ? entry.title : entry._id,
          color: entry.color,
        }
      : null;
  const typography = (entry: Record<string, unknown>): KitTypography | null => {
    if (typeof entry._id !== "string") return null;
    const { _id, title, ...rest } = entry;
    return { id: _id, title: typeof title === "string" ? title : _id, settings: rest };
  };
  return {
    id: kit.id,
    version: kit.version,
    colors: [...kitList(settings.system_colors, color), ...kitList(settings.custom_colors, color)],
    typography: [
      ...kitList(settings.system_typography, typography),
      ...kitList(settings.custom_typography, typography),
    ],
    settings,
  };
}

export interface PostSummary {
  id: number;
  title: string;
  path: string;
  excerpt: string;
  publishedAt: Date | null;
  authorName: string;
  featuredMediaId: number | null;
}

export interface PostListing {
  posts: PostSummary[];
  total: number;
  page: number;
  pageCount: number;
}

export const DEFAULT_POSTS_PER_PAGE = 10;

/** Published posts, newest first, a page at a time; optionally those of one term. */
export async function listPosts(
  db: Executor,
  options: { page?: number; perPage?: number; termId?: number | null } = {},
): Promise<PostListing> {
  const perPage = Math.max(1, options.perPage ?? DEFAULT_POSTS_PER_PAGE);
  const page = Math.max(1, options.page ?? 1);
  const inTerm =
    options.termId === undefined || options.termId === null
      ? undefined
      : inArray(
          contentDocuments.id,
          db
            .select({ id: contentDocumentTerms.documentId })
            .from(contentDocumentTerms)
            .where(eq(contentDocumentTerms.termId, options.termId)),
        );
  const where = and(eq(contentDocuments.type, "post"), published, isNotNull(contentDocuments.path), inTerm);
  const [totals] = await db.select({ total: count() }).from(contentDocuments).where(where);
  const rows = await db
    .select({
      id: contentDocuments.id,
      title: contentDocuments.title,
      path: contentDocuments.path,
      excerpt: contentDocuments.excerpt,
      publishedAt: contentDocuments.publishedAt,
      authorName: contentDocuments.authorName,
      featuredMediaId: contentDocuments.featuredMediaId,
    })
    .from(contentDocuments)
    .where(where)
    .orderBy(desc(contentDocuments.publishedAt), desc(contentDocuments.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const total = totals?.total ?? 0;
  return {
    posts: rows.map((row) => ({ ...row, path: row.path ?? "" })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
  };
}

/**
 * The published posts either side of a post by publication date (ties by id), as WordPress's previous / next
 * post links: previous is the one before it (older), next the one after it (newer).
 */
export async function adjacentPosts(
  db: Executor,
  id: number,
): Promise<{ previous: PostLink | null; next: PostLink | null }> {
  const [post] = await db
    .select({ publishedAt: contentDocuments.publishedAt })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.id, id), eq(contentDocuments.type, "post"), published))
    .limit(1);
  if (!post?.publishedAt) return { previous: null, next: null };
  const at = post.publishedAt;
  const neighbour = async (older: boolean) => {
    const [row] = await db
      .select({ title: contentDocuments.title, path: contentDocuments.path })
      .from(contentDocuments)
      .where(
        and(
          eq(contentDocuments.type, "post"),
          published,
          isNotNull(contentDocuments.path),
          older
            ? or(
                lt(contentDocuments.publishedAt, at),
                and(eq(contentDocuments.publishedAt, at), lt(contentDocuments.id, id)),
              )
            : or(
                gt(contentDocuments.publishedAt, at),
                and(eq(contentDocuments.publishedAt, at), gt(contentDocuments.id, id)),
              ),
        ),
      )
      .orderBy(
        older ? desc(contentDocuments.publishedAt) : asc(contentDocuments.publishedAt),
        older ? desc(contentDocuments.id) : asc(contentDocuments.id),
      )
      .limit(1);
    return row?.path ? { title: row.title, path: row.path } : null;
  };
  const [previous, next] = await Promise.all([neighbour(true), neighbour(false)]);
  return { previous, next };
}

export interface PostLink {
  title: string;
  path: string;
}

/** A blog term by taxonomy and slug, or null. */
export async function findTerm(db: Executor, taxonomy: string, slug: string): Promise<ContentTerm | null> {
  const [term] = await db
    .select()
    .from(contentTerms)
    .where(and(eq(contentTerms.taxonomy, taxonomy), eq(contentTerms.slug, slug)));
  return term ?? null;
}

/** The published page mapped to one of WooCommerce's pages (its content goes around Vitrine's page), or null. */
export async function wooCommercePageDocument(
  db: Executor,
  role: WooCommercePageRole,
): Promise<ContentDocument | null> {
  const options = await readSiteOptions(db);
  return publishedById(db, options.wooCommercePages[role], "page");
}

/** Published documents by slug within a post type (ElementsKit content, saved templates), or null. */
export async function findPublishedBySlug(
  db: Executor,
  postType: string,
  slug: string,
): Promise<ContentDocument | null> {
  const [row] = await db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.postType, postType), eq(contentDocuments.slug, slug), published))
    .limit(1);
  return row ?? null;
}
