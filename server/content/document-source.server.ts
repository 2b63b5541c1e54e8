import { inArray } from "drizzle-orm";
import { conditionContextFor } from "../../app/builder/page/condition-context.ts";
import type {
  DocumentSource,
  PostSummary,
  PublishedDocument,
  ResolvedPath,
  SiteTemplates,
} from "../../app/builder/page/document-source.ts";
import type { MediaInfo } from "../../app/builder/widget.ts";
import { documentTag, MISSING_TAG, POSTS_TAG } from "../cache/page-tags.ts";
import { uncachedReads } from "../cache/read-cache.server.ts";
import type { Executor } from "../db/client.server.ts";
import { media } from "../db/schema.ts";
import { createMapServices } from "../maps/maps.server.ts";
import type { Services } from "../services.server.ts";
import { findProductDetail, queryProductCards } from "../shop/catalogue/product-query.server.ts";
import {
  activeKit,
  adjacentPosts,
  type ContentDocument,
  getPublishedDocument,
  getPublishedPopup,
  listPosts,
  pageContextOf,
  resolvePath,
  templatesForContext,
} from "./documents/documents.server.ts";
import { createLoopStore } from "./loop-source.server.ts";
import { renditionsOf, STORED_IMAGE_COLUMNS } from "./media-renditions.server.ts";
import { mediaUrl } from "./media-url.ts";
import { navMenu } from "./menus/menus.server.ts";

/**
 * The builder's document source over the content store: published documents only, media as the renderer
 * needs it. One per running shop (its render cache hangs off it).
 */
const sources = new WeakMap<Services, DocumentSource>();

export function documentSourceOf(services: Services): DocumentSource {
  let source = sources.get(services);
  if (!source) {
    source = createDocumentSource(services);
    sources.set(services, source);
  }
  return source;
}

export function createDocumentSource(
  services: Pick<Services, "db" | "settings"> & Partial<Pick<Services, "now" | "reads">>,
): DocumentSource {
  const { db, settings } = services;
  const reads = services.reads ?? uncachedReads();
  /**
   * What a path shows, kept with the tags of what decides it: the document it resolves to, and `missing`
   * (a content import writing any document — a new page, a moved path, a new front page — announces it).
   */
  const resolvedPath = (pathname: string) =>
    reads.read(`content:resolve:${pathname}`, async () => {
      const value = await resolvePath(db, pathname, settings.content);
      const tags = [MISSING_TAG];
      if (value?.kind === "blog" || value?.kind === "term-archive") tags.push(POSTS_TAG);
      if (value && "document" in value && value.document) tags.push(documentTag(value.document.id));
      return { value, tags };
    });
  const now = () => services.now?.() ?? new Date();
  const mediaByIds = (ids: readonly number[]) => loadMedia(db, ids);
  const loops = createLoopStore(db, {
    media: mediaByIds,
    currency: settings.currency,
    now: services.now ?? (() => new Date()),
  });
  /** The header template the settings choose for every page (`header.template`), when it is a published header. */
  const chosenHeaderTemplate = async (): Promise<ContentDocument | null> => {
    const id = settings.header.template;
    if (id === null) return null;
    const row = await getPublishedDocument(db, id);
    return row?.type === "header" ? row : null;
  };
  /** The footer template the settings choose for every page (`footer.template`), when it is a published footer. */
  const chosenFooterTemplate = async (): Promise<ContentDocument | null> => {
    const id = settings.footer?.template ?? null;
    if (id === null) return null;
    const row = await getPublishedDocument(db, id);
    return row?.type === "footer" ? row : null;
  };
  const publishedView = async (row: ContentDocument): Promise<PublishedDocument> => {
    const featured =
      row.featuredMediaId === null
        ? null
        : ((await mediaByIds([row.featuredMediaId])).get(row.featuredMediaId) ?? null);
    return documentView(row, featured);
  };
  const resolvedView = async (
    resolved: Awaited<ReturnType<typeof resolvePath>>,
  ): Promise<ResolvedPath | null> => {
    if (!resolved) return null;
    switch (resolved.kind) {
      case "redirect":
        return resolved;
      case "page":
      case "post":
      case "woocommerce":
        return { kind: "document", document: await publishedView(resolved.document) };
      case "blog":
        return {
          kind: "blog",
          page: resolved.page,
          title: resolved.document?.title ?? "Blog",
          indexDocument: resolved.document?.elements ? await publishedView(resolved.document) : null,
          termId: null,
        };
      case "term-archive":
        return {
          kind: "blog",
          page: resolved.page,
          title: resolved.term.name,
          indexDocument: null,
          termId: resolved.term.id,
        };
    }
  };
  const siteTemplatesOf = async (url: URL): Promise<{ value: SiteTemplates; tags: string[] }> => {
    const resolved = await resolvedPath(url.pathname);
    // The cart, checkout and account pages are the export's pages of those roles when it has them, so
    // `include/singular/page/<cart id>` finds the cart (the shop page stays the product archive).
    const wooCommercePage = resolved?.kind === "woocommerce" && resolved.role !== "shop";
    const context =
      resolved && (resolved.kind === "page" || resolved.kind === "post" || wooCommercePage)
        ? await pageContextOf(db, resolved.document, resolved.kind !== "woocommerce" && resolved.isFrontPage)
        : conditionContextFor(
            url,
            resolved?.kind === "blog"
              ? { kind: "blog", page: resolved.page, title: "", indexDocument: null, termId: null }
              : null,
          );
    const templates = await templatesForContext(db, context);
    const header = templates.header ?? (await chosenHeaderTemplate());
    const footer = templates.footer ?? (await chosenFooterTemplate());
    const value: SiteTemplates = {
      header: header ? documentView(header, null) : null,
      footer: footer ? documentView(footer, null) : null,
      popups: templates.popups.map((popup) => ({
        ...documentView(popup, null),
        display: popup.popupDisplay,
      })),
    };
    const tags = [MISSING_TAG];
    if (resolved && "document" in resolved && resolved.document) tags.push(documentTag(resolved.document.id));
    return { value, tags };
  };
  return {
    timeZone: settings.shop.timezone,
    resolvePath: (pathname) =>
      reads.read(`content:resolved-view:${pathname}`, async () => {
        const value = await resolvedView(await resolvedPath(pathname));
        const tags = [MISSING_TAG, POSTS_TAG];
        if (value?.kind === "document") tags.push(documentTag(value.document.id));
        if (value?.kind === "blog" && value.indexDocument) tags.push(documentTag(value.indexDocument.id));
        return { value, tags };
      }),
    document: (id) =>
      reads.read(`content:document:${id}`, async () => {
        const row = await getPublishedDocument(db, id);
        return { value: row ? await publishedView(row) : null, tags: [documentTag(id), MISSING_TAG] };
      }),
    popupPage: (key) =>
      reads.read(`content:popup:${key}`, async () => {
        const row = await getPublishedPopup(db, key);
        const value = row ? await publishedView(row) : null;
        return { value, tags: [MISSING_TAG, ...(value ? [documentTag(value.id)] : [])] };
      }),
    // Header, footer and popup templates are site-wide documents: a write to one announces `site`.
    siteTemplates: (url) =>
      reads.read(`content:templates:${url.pathname}${url.search}`, () => siteTemplatesOf(url)),
    kit: () =>
      reads.read("content:kit", async () => {
        const kit = await activeKit(db);
        return {
          value: kit ? { id: kit.id, version: String(kit.version), settings: kit.settings } : null,
          tags: [],
        };
      }),

    media: mediaByIds,
    // Catalogue data is rendered into the cached document HTML: catalogue writes must invalidate those
    // documents (app/builder/widgets/catalogue-widgets.ts names the widget types that read it).
    catalogue: {
      products: (query) => queryProductCards(db, query, now()),
      product: (ref) => findProductDetail(db, ref, now()),
      currency: () => settings.currency,
    },
    // A post's neighbours change when any post is written (a content import announces `posts`).
    adjacentPosts: (id) =>
      reads.read(`content:adjacent:${id}`, async () => ({
        value: await adjacentPosts(db, id),
        tags: [POSTS_TAG, documentTag(id)],
      })),
    loopQuery: loops.query,
    loopTerms: loops.terms,
    maps: createMapServices(db, settings.maps),
    blogPosts: (page, perPage, termId) =>
      reads.read(`content:posts:${page}:${perPage}:${termId}`, async () => ({
        value: await blogPostsOf(page, perPage, termId),
        tags: [POSTS_TAG],
      })),
    menu: (slug) =>
      reads.read(`content:menu:${slug}`, async () => ({
        value: await navMenu(db, settings.menus, slug),
        tags: [],
      })),
  };
  async function blogPostsOf(page: number, perPage: number, termId: number | null) {
    const listing = await listPosts(db, { page, perPage, termId });
    const images = await mediaByIds(
      listing.posts.flatMap((post) => (post.featuredMediaId === null ? [] : [post.featuredMediaId])),
    );
    const posts: PostSummary[] = listing.posts.map((post) => ({
      id: post.id,
      title: post.title,
      path: post.path,
      excerpt: post.excerpt,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      authorName: post.authorName,
      featuredImage: post.featuredMediaId === null ? null : (images.get(post.featuredMediaId) ?? null),
    }));
    return { posts, total: listing.total };
  }
}

function documentView(row: ContentDocument, featuredImage: MediaInfo | null): PublishedDocument {
  return {
    id: row.id,
    version: String(row.version),
    type: row.type,
    title: row.title,
    elements: row.elements,
    pageSettings: row.pageSettings,
    slug: row.slug,
    path: row.path,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    authorName: row.authorName,
    excerpt: row.excerpt,
    content: row.content,
    featuredImage,
  };
}

/** Stored images by id, without their bytes. */
async function loadMedia(db: Executor, ids: readonly number[]): Promise<Map<number, MediaInfo>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ ...STORED_IMAGE_COLUMNS, alt: media.alt, caption: media.caption })
    .from(media)
    .where(inArray(media.id, unique));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        url: mediaUrl(row.id, row.filename),
        width: row.width,
        height: row.height,
        alt: row.alt,
        caption: row.caption,
        mimeType: row.mimeType,
        variants: renditionsOf(row),
      },
    ]),
  );
}
