import { documentTag, POSTS_TAG } from "../../../server/cache/page-tags.ts";
import { loopParamsOf } from "../loop/filter-state.ts";
import { popupModalHtml } from "../popup/popup-markup.server.ts";
import { documentSanitizer } from "../render/document-sanitizer.server.ts";
import type { Kit } from "../render/kit-css.ts";
import { kitClass, kitCss } from "../render/kit-css.ts";
import type { BuilderDocument } from "../render/render-document.server.tsx";
import type { MediaInfo } from "../widget.ts";
import { refreshCountdowns } from "../widgets/countdown/countdown.server.ts";
import type { AdjacentPosts, DocumentSource, PostSummary, PublishedDocument } from "./document-source.ts";
import { type CachedRender, renderCached, renderCachesOf } from "./render-cache.server.ts";
import { documentSlotId } from "./slot-html.server.ts";
import { KIT_SLOT_ID, POPUPS_SLOT_ID } from "./slot-ids.ts";

/**
 * Loader-side helpers of the builder's pages: render (from the cache) what a page shows, put the HTML into the
 * request's document slots, and return only small data (ids, titles, dates) for the route to render around it.
 */
export const POSTS_PER_PAGE = 10;

/** Elementor's page templates: Canvas shows no header or footer; Full width shows them but no page title. */
export type PageTemplate = "default" | "canvas" | "full-width";

export interface DocumentView {
  id: number;
  type: string;
  title: string;
  showTitle: boolean;
  /** The document has its own visible page heading (an `h1` heading widget): no hidden title is added for it. */
  hasOwnHeading: boolean;
  template: PageTemplate;
  publishedAt: string | null;
  authorName: string;
  featuredImage: MediaInfo | null;
  /** The slot holding the document (Elementor data) or its classic content. */
  slotId: string;
  /** A post's previous (older) and next (newer) posts; absent for other documents. */
  adjacent?: AdjacentPosts;
}

export type DocumentPageData =
  | { kind: "redirect"; location: string }
  | { kind: "document"; document: DocumentView }
  | {
      kind: "blog";
      title: string;
      page: number;
      totalPages: number;
      posts: PostSummary[];
      intro: DocumentView | null;
    };

type Slots = Map<string, string>;
/** The page's cache tags (load context `pageTags`): the documents it shows and the data they read (decision 029). */
type Tags = Set<string>;

function tagRender(tags: Tags, documentId: number, render: CachedRender | null): void {
  tags.add(documentTag(documentId));
  for (const tag of render?.reads ?? []) tags.add(tag);
}

export async function loadDocumentPage(
  source: DocumentSource,
  slots: Slots,
  pathname: string,
  /** The address's query: loop widgets render the filters and pages it names (`e-filter-*`, `e-page-*`). */
  searchParams: URLSearchParams = new URLSearchParams(),
  tags: Tags = new Set(),
): Promise<DocumentPageData | null> {
  const loopParams = loopParamsOf(searchParams);
  const resolved = await source.resolvePath(pathname);
  if (!resolved) return null;
  if (resolved.kind === "redirect") return resolved;
  const kit = await source.kit();
  if (resolved.kind === "document") {
    const isPost = resolved.document.type === "post";
    const [document, adjacent] = await Promise.all([
      placeDocument(source, slots, resolved.document, kit, loopParams, tags),
      isPost ? source.adjacentPosts(resolved.document.id) : null,
    ]);
    // A post's links to its neighbours change whenever a post is published or removed.
    if (isPost) tags.add(POSTS_TAG);
    return { kind: "document", document: adjacent ? { ...document, adjacent } : document };
  }
  tags.add(POSTS_TAG);
  const { posts, total } = await source.blogPosts(resolved.page, POSTS_PER_PAGE, resolved.termId);
  const totalPages = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  if (resolved.page > totalPages) return null;
  return {
    kind: "blog",
    title: resolved.title,
    page: resolved.page,
    totalPages,
    posts,
    intro:
      resolved.indexDocument && resolved.page === 1
        ? await placeDocument(source, slots, resolved.indexDocument, kit, loopParams, tags)
        : null,
  };
}

/**
 * A popup's content as a page of its own (`/?elementor_library=<slug|id>`, WordPress's address for a template):
 * where a popup link takes a visitor without script, so the offer or form it holds is still reachable
 * (decision 024). Null when no published popup has that slug or id.
 */
export async function loadPopupPage(
  source: DocumentSource,
  slots: Slots,
  key: string,
  tags: Tags = new Set(),
): Promise<DocumentView | null> {
  const popup = await source.popupPage(key);
  if (!popup) return null;
  const kit = await source.kit();
  const view = await placeDocument(source, slots, popup, kit, new URLSearchParams(), tags);
  // A popup has no page title setting: its template title heads the page unless its content has its own h1.
  return { ...view, showTitle: !view.hasOwnHeading };
}

async function placeDocument(
  source: DocumentSource,
  slots: Slots,
  document: PublishedDocument,
  kit: Kit | null,
  loopParams: URLSearchParams,
  tags: Tags,
): Promise<DocumentView> {
  const slotId = documentSlotId(document.id);
  if (document.elements === null) {
    slots.set(slotId, documentSanitizer.html(document.content));
    tagRender(tags, document.id, null);
  } else {
    // Cached HTML, with countdowns set to the time left now so each response paints the right numbers.
    const render = await renderCached(source, document, kit, loopParams);
    slots.set(slotId, refreshCountdowns(render.slotHtml, Date.now()));
    tagRender(tags, document.id, render);
  }
  const template = pageTemplate(document.pageSettings.template);
  return {
    id: document.id,
    type: document.type,
    title: document.title,
    showTitle: document.pageSettings.hide_title !== "yes" && template === "default",
    hasOwnHeading: hasPageHeading(document.elements),
    template,
    publishedAt: document.publishedAt,
    authorName: document.authorName,
    featuredImage: document.featuredImage,
    slotId,
  };
}

/** Whether an element tree (Elementor's data, as stored) holds a heading widget set to `h1`. */
export function hasPageHeading(elements: unknown): boolean {
  if (!Array.isArray(elements)) return false;
  return elements.some((element: unknown) => {
    if (typeof element !== "object" || element === null) return false;
    const {
      widgetType,
      settings,
      elements: children,
    } = element as {
      widgetType?: unknown;
      settings?: { header_size?: unknown };
      elements?: unknown;
    };
    return (widgetType === "heading" && settings?.header_size === "h1") || hasPageHeading(children);
  });
}

export function pageTemplate(value: unknown): PageTemplate {
  if (value === "elementor_canvas") return "canvas";
  if (value === "elementor_header_footer" || value === "elementor_full_width") return "full-width";
  return "default";
}

export interface SiteChrome {
  /** Slot ids of the header and footer templates that replace Astra's on this page. */
  header: string | null;
  footer: string | null;
  /** `elementor-kit-<id>` for `<body>` when the site has a kit (its CSS is in the kit slot). */
  kitClass: string | null;
  /** The slot holding the page's popups (hidden dialogs), when any popup's conditions match (decision 024). */
  popups?: string | null;
}

/**
 * What every page shares from the content store (the root layout's part): the kit's CSS (global colours and
 * fonts, as Elementor loads on every page) and the header and footer templates whose conditions match the page.
 */
export async function loadSiteChrome(
  source: DocumentSource,
  slots: Slots,
  url: URL,
  tags: Tags = new Set(),
  shopTimeZone?: string,
): Promise<SiteChrome> {
  const [kit, templates] = await Promise.all([source.kit(), source.siteTemplates(url)]);
  const place = async (template: BuilderDocument | null) => {
    if (!template) return null;
    const slotId = documentSlotId(template.id);
    const render = await renderCached(source, template, kit);
    slots.set(slotId, render.slotHtml);
    tagRender(tags, template.id, render);
    return slotId;
  };
  const [header, footer, popups] = await Promise.all([
    place(templates.header),
    place(templates.footer),
    Promise.all(
      (templates.popups ?? []).map(async (popup) => {
        const render = await renderCached(source, popup, kit);
        tagRender(tags, popup.id, render);
        return popupModalHtml(popup, render.slotHtml, shopTimeZone);
      }),
    ),
  ]);
  if (popups.length > 0) slots.set(POPUPS_SLOT_ID, popups.join(""));
  if (kit) {
    const css = await renderCachesOf(source).kits.get(`${kit.id}@${kit.version}`, async () => kitCss(kit));
    slots.set(KIT_SLOT_ID, `<style id="elementor-post-${kit.id}-css">${css}</style>`);
  }
  return {
    header,
    footer,
    kitClass: kit ? kitClass(kit) : null,
    ...(popups.length > 0 ? { popups: POPUPS_SLOT_ID } : {}),
  };
}
