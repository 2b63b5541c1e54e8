import { CATALOGUE_TAG, POSTS_TAG, productTag } from "../../../server/cache/page-tags.ts";
import { loopCacheKey } from "../loop/filter-state.ts";
import { resolveLoopItem } from "../loop/loop-item.ts";
import type { LoopServices } from "../loop/loop-services.ts";
import { documentSanitizer } from "../render/document-sanitizer.server.ts";
import type { Kit } from "../render/kit-css.ts";
import {
  type BuilderDocument,
  type RenderedDocument,
  renderDocument,
} from "../render/render-document.server.tsx";
import type { LoadServices, MediaInfo } from "../widget.ts";
import { documentLoadsCatalogue } from "./catalogue-widgets.ts";
import type { DocumentSource } from "./document-source.ts";
import { documentSlotHtml } from "./slot-html.server.ts";

/**
 * Rendered documents, per document version and kit version: the HTML, CSS and slot markup are built once and
 * served from memory afterwards, never rebuilt per request (issue 18 builds on this). Bounded, oldest out first.
 */
export const RENDER_CACHE_ENTRIES = 500;

export interface CachedRender {
  rendered: RenderedDocument;
  /** The markup the document slot receives: stylesheet links, the generated CSS and the document. */
  slotHtml: string;
  /**
   * Page-cache tags of the data the render read besides the document: `catalogue` when a widget loaded products
   * (or is a product widget), `posts` when a loop listed posts. Such renders are redone when that data changes
   * (decision 029), and the pages showing them are dropped.
   */
  reads: string[];
}

/** Promises by key, most recently used last; failures are not kept. */
export class BoundedCache<T> {
  readonly #entries = new Map<string, Promise<T>>();
  /** Values of the entries that have settled, for `forget`. */
  readonly #settled = new Map<string, T>();
  constructor(private readonly limit = RENDER_CACHE_ENTRIES) {}

  get(key: string, build: () => Promise<T>): Promise<T> {
    const cached = this.#entries.get(key);
    if (cached) {
      // Most recently used last, so the oldest is evicted first.
      this.#entries.delete(key);
      this.#entries.set(key, cached);
      return cached;
    }
    const building = build();
    this.#entries.set(key, building);
    building.then(
      (value) => {
        if (this.#entries.get(key) === building) this.#settled.set(key, value);
      },
      () => this.#entries.delete(key),
    );
    while (this.#entries.size > this.limit) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
      this.#settled.delete(oldest);
    }
    return building;
  }

  /** Drops the settled entries whose value matches, and every entry still being built (it may be stale). */
  forget(matches: (value: T) => boolean): number {
    let dropped = 0;
    for (const key of [...this.#entries.keys()]) {
      const value = this.#settled.get(key);
      if (value !== undefined && !matches(value)) continue;
      this.#entries.delete(key);
      this.#settled.delete(key);
      dropped += 1;
    }
    return dropped;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** One loop widget rendered alone for the refresh call (`renderLoopWidget`), with the data it read. */
export interface CachedLoopRender {
  /** The inside of the widget's container, or null: the document has no such loop widget. */
  html: string | null;
  reads: string[];
}

/** Loop widgets kept rendered for the refresh call: each filter a visitor can click is one entry. */
export const LOOP_RENDER_CACHE_ENTRIES = 200;

export interface RenderCaches {
  documents: BoundedCache<CachedRender>;
  /** The kit's CSS by kit version. */
  kits: BoundedCache<string>;
  /** Loop widgets rendered alone, by document version, widget and loop parameters. */
  loops: BoundedCache<CachedLoopRender>;
}

/** One cache per document source (one per running shop), so tests and several shops in one process stay apart. */
const caches = new WeakMap<DocumentSource, RenderCaches>();

export function renderCachesOf(source: DocumentSource): RenderCaches {
  let cache = caches.get(source);
  if (!cache) {
    cache = {
      documents: new BoundedCache(),
      kits: new BoundedCache(),
      loops: new BoundedCache(LOOP_RENDER_CACHE_ENTRIES),
    };
    caches.set(source, cache);
  }
  return cache;
}

export function renderCacheKey(
  document: Pick<BuilderDocument, "id" | "version">,
  kit: Pick<Kit, "id" | "version"> | null,
  loopParams?: URLSearchParams,
): string {
  const loops = loopParams ? loopCacheKey(loopParams) : "";
  return `${document.id}@${document.version}|kit:${kit ? `${kit.id}@${kit.version}` : "none"}${loops ? `|${loops}` : ""}`;
}

/**
 * The document rendered for this kit, from the cache when it is there. Loop widgets render what the address
 * asks (`e-filter-*`, `e-page-*`), so those parameters are part of the key; nothing else of the address is.
 */
export function renderCached(
  source: DocumentSource,
  document: BuilderDocument,
  kit: Kit | null,
  loopParams?: URLSearchParams,
): Promise<CachedRender> {
  return renderCachesOf(source).documents.get(renderCacheKey(document, kit, loopParams), async () => {
    const reads = new Set<string>();
    const rendered = await renderDocument(document, {
      services: batchedLoadServices(source, loopParams ?? new URLSearchParams(), reads),
      sanitize: documentSanitizer,
      timeZone: source.timeZone,
    });
    if (documentLoadsCatalogue(rendered.widgetTypes)) reads.add(CATALOGUE_TAG);
    return { rendered, slotHtml: documentSlotHtml(rendered), reads: [...reads] };
  });
}

/** The data behind these tags changed: renders that read it are redone on their next request. */
export function forgetRendersReading(source: DocumentSource, changed: readonly string[]): number {
  const tags = new Set(changed);
  const caches = renderCachesOf(source);
  const readsChanged = (render: { reads: string[] }) => render.reads.some((tag) => tags.has(tag));
  return caches.documents.forget(readsChanged) + caches.loops.forget(readsChanged);
}

/** Load services whose media lookups within one render become one query; loops read `loopParams`. */
export function batchedLoadServices(
  source: DocumentSource,
  loopParams = new URLSearchParams(),
  /** Receives the page-cache tags of the data widgets read (see `CachedRender.reads`). */
  reads: Set<string> = new Set(),
): LoadServices {
  const media = batchedMedia(source);
  const catalogue: LoadServices["catalogue"] = {
    products: (query) => {
      reads.add(CATALOGUE_TAG);
      return source.catalogue.products(query);
    },
    product: (ref) => {
      reads.add(CATALOGUE_TAG);
      return source.catalogue.product(ref);
    },
    currency: () => source.catalogue.currency(),
    reviews: (productId, limit) => {
      reads.add(productTag(productId));
      return source.catalogue.reviews(productId, limit);
    },
  };
  const base: LoadServices = {
    media,
    catalogue,
    menu: (slug: string) => source.menu(slug),
    ...(source.maps ? { maps: source.maps } : {}),
  };
  return { ...base, loop: loopServices(source, loopParams, base, reads) };
}

/**
 * Loop widgets' services for one render. Each loop-item template is fetched once per render; its items render
 * with the ordinary renderer (dynamic tags resolved first), sharing the render's batched media lookups.
 */
function loopServices(
  source: DocumentSource,
  params: URLSearchParams,
  itemServices: LoadServices,
  reads: Set<string>,
): LoopServices {
  const templates = new Map<number, Promise<BuilderDocument | null>>();
  const template = (id: number) => {
    let found = templates.get(id);
    if (!found) {
      found = source
        .document(id)
        .then((document) =>
          document && document.type === "loop-item" && document.elements !== null ? document : null,
        );
      templates.set(id, found);
    }
    return found;
  };
  return {
    params,
    query: (query) => {
      reads.add(query.postType === "product" ? CATALOGUE_TAG : POSTS_TAG);
      return source.loopQuery(query);
    },
    terms: (taxonomy) => source.loopTerms(taxonomy),
    async renderItem(templateId, entry) {
      const document = await template(templateId);
      if (!document) return null;
      const rendered = await renderDocument(
        { ...document, elements: resolveLoopItem(document.elements, entry, source.timeZone) },
        { services: itemServices, sanitize: documentSanitizer, timeZone: source.timeZone },
      );
      return { html: rendered.html, css: rendered.css, stylesheets: rendered.stylesheets };
    },
  };
}

function batchedMedia(source: DocumentSource): LoadServices["media"] {
  let pending: { ids: Set<number>; result: Promise<Map<number, MediaInfo>> } | null = null;
  return (id) => {
    if (!pending) {
      const ids = new Set<number>();
      const result = Promise.resolve().then(() => {
        pending = null;
        return source.media([...ids]);
      });
      pending = { ids, result };
    }
    pending.ids.add(id);
    return pending.result.then((found) => found.get(id) ?? null);
  };
}
