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
  /** Uses a widget that shows catalogue data: rendered again when the catalogue changes (decision 029). */
  loadsCatalogue: boolean;
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

export interface RenderCaches {
  documents: BoundedCache<CachedRender>;
  /** The kit's CSS by kit version. */
  kits: BoundedCache<string>;
}

/** One cache per document source (one per running shop), so tests and several shops in one process stay apart. */
const caches = new WeakMap<DocumentSource, RenderCaches>();

export function renderCachesOf(source: DocumentSource): RenderCaches {
  let cache = caches.get(source);
  if (!cache) {
    cache = { documents: new BoundedCache(), kits: new BoundedCache() };
    caches.set(source, cache);
  }
  return cache;
}

export function renderCacheKey(
  document: Pick<BuilderDocument, "id" | "version">,
  kit: Pick<Kit, "id" | "version"> | null,
): string {
  return `${document.id}@${document.version}|kit:${kit ? `${kit.id}@${kit.version}` : "none"}`;
}

/** The document rendered for this kit, from the cache when it is there. */
export function renderCached(
  source: DocumentSource,
  document: BuilderDocument,
  kit: Kit | null,
): Promise<CachedRender> {
  return renderCachesOf(source).documents.get(renderCacheKey(document, kit), async () => {
    const rendered = await renderDocument(document, {
      services: batchedLoadServices(source),
      sanitize: documentSanitizer,
    });
    return {
      rendered,
      slotHtml: documentSlotHtml(rendered),
      loadsCatalogue: documentLoadsCatalogue(rendered.widgetTypes),
    };
  });
}

/** The catalogue changed: documents with catalogue widgets render again on their next request. */
export function forgetCatalogueRenders(source: DocumentSource): number {
  return renderCachesOf(source).documents.forget((render) => render.loadsCatalogue);
}

/** Load services whose media lookups within one render become one query. */
export function batchedLoadServices(source: DocumentSource): LoadServices {
  let pending: { ids: Set<number>; result: Promise<Map<number, MediaInfo>> } | null = null;
  return {
    media(id) {
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
    },
  };
}
