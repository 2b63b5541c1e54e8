import type { LoopQuery, LoopResult, LoopTerm } from "../loop/loop-services.ts";
import type { Kit } from "../render/kit-css.ts";
import type { BuilderDocument } from "../render/render-document.server.tsx";
import type { CatalogueLoadServices, MapLoadServices, MediaInfo, NavMenu } from "../widget.ts";

/**
 * What the builder's pages read from the content store (server/content, issue 11's server half): the port the
 * routes, the root layout and the report endpoint call, implemented over the database by
 * `server/content/document-source.server.ts`. Only published documents are ever returned.
 */
export interface PublishedDocument extends BuilderDocument {
  slug: string;
  /** Where visitors find it (`/about/team/`, `/2024/05/hello-world/`); null for templates. */
  path: string | null;
  /** ISO date-time of publication. */
  publishedAt: string | null;
  authorName: string;
  excerpt: string;
  /** WordPress `post_content`: shown when the document was not built with Elementor (`elements` is null). */
  content: string;
  featuredImage: MediaInfo | null;
}

export interface PostSummary {
  id: number;
  title: string;
  path: string;
  excerpt: string;
  publishedAt: string | null;
  authorName: string;
  featuredImage: MediaInfo | null;
}

/** A post's neighbours for its previous / next links. */
export interface AdjacentPosts {
  previous: { title: string; path: string } | null;
  next: { title: string; path: string } | null;
}

/** What an address names: a page or post, a page of the blog (or of one of its categories or tags), or a redirect. */
export type ResolvedPath =
  | { kind: "document"; document: PublishedDocument }
  | {
      kind: "blog";
      page: number;
      title: string;
      indexDocument: PublishedDocument | null;
      termId: number | null;
    }
  /** The document lives at another address (its canonical one): a permanent redirect. */
  | { kind: "redirect"; location: string };

/** The page being shown, as Elementor Pro's display conditions see it (a subset of the content half's `PageContext`). */
export type ConditionContext =
  | { kind: "singular"; postType: string; id: number; isFrontPage?: boolean }
  | {
      kind: "archive";
      postType: string;
      archive: { type: "post_type" } | { type: "search" };
      isFrontPage?: boolean;
    }
  | { kind: "not_found" };

/** A popup template with its triggers and timing rules (`_elementor_popup_display_settings`). */
export interface PopupDocument extends BuilderDocument {
  display: { triggers?: unknown; timing?: unknown } | null;
}

export interface SiteTemplates {
  header: BuilderDocument | null;
  footer: BuilderDocument | null;
  /** Every popup whose display conditions match the page (a "multiple" location). */
  popups?: PopupDocument[];
}

export interface DocumentSource {
  /** The shop's time zone (IANA name): dates in documents are shown on its calendar. */
  timeZone: string;
  /** What a request path (`/about/`, `/blog/page/2/`, `/2024/05/hello/`) shows, or null (a 404). */
  resolvePath(pathname: string): Promise<ResolvedPath | null>;
  /** The published document with this id (pages, posts and templates). */
  document(id: number): Promise<PublishedDocument | null>;
  /** A published popup template by slug or id, shown as a page at `/?elementor_library=<key>` (decision 024). */
  popupPage(key: string): Promise<PublishedDocument | null>;
  /** The header and footer templates whose conditions match the page at this address (most specific wins). */
  siteTemplates(url: URL): Promise<SiteTemplates>;
  /** The active Elementor kit, if the site has one. */
  kit(): Promise<Kit | null>;
  /** Stored images by media id, one query for all. */
  media(ids: readonly number[]): Promise<Map<number, MediaInfo>>;
  /** The shop's catalogue for product widgets and shortcodes. */
  catalogue: CatalogueLoadServices;
  /** A nav menu by slug for menu widgets; "" or an unknown slug gives the primary location's menu. */
  menu(slug: string): Promise<NavMenu>;
  /** Published posts, newest first (of one category or tag when `termId` is given). */
  blogPosts(
    page: number,
    perPage: number,
    termId: number | null,
  ): Promise<{ posts: PostSummary[]; total: number }>;
  /** The published posts either side of a post by date: `previous` is older, `next` newer (WordPress's sense). */
  adjacentPosts(id: number): Promise<AdjacentPosts>;
  /** Loop widgets' queries (posts and products, filtered and paged) and the terms their filters offer. */
  loopQuery(query: LoopQuery): Promise<LoopResult>;
  loopTerms(taxonomy: string): Promise<LoopTerm[]>;
  /** The maps widget's geocoder, router and Google Maps key (absent in sources without outside services). */
  maps?: MapLoadServices;
}
