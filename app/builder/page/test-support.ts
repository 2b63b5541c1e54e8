import type { TaxonomyFilters } from "../loop/filter-state.ts";
import type { LoopEntry, LoopTerm } from "../loop/loop-services.ts";
import type { Kit } from "../render/kit-css.ts";
import type { BuilderDocument } from "../render/render-document.server.tsx";
import { testCatalogue } from "../render/test-catalogue.ts";
import { TEST_MEDIA, TEST_MENU } from "../render/test-support.ts";
import type { DocumentSource, PopupDocument, PublishedDocument } from "./document-source.ts";

/** A document source over fixed documents, for the page loaders' unit tests (the real one is over the database). */
export function memorySource(options: {
  documents?: PublishedDocument[];
  header?: BuilderDocument | null;
  footer?: BuilderDocument | null;
  popups?: PopupDocument[];
  kit?: Kit | null;
  /** Entries loop widgets find (filtered by post type and terms, in this order) and the terms they offer. */
  entries?: LoopEntry[];
  terms?: LoopTerm[];
  timeZone?: string;
}) {
  const mediaCalls: number[][] = [];
  const documents = options.documents ?? [];
  const source: DocumentSource = {
    timeZone: options.timeZone ?? "UTC",
    async resolvePath(pathname) {
      const document = documents.find((candidate) => candidate.path === pathname);
      return document ? { kind: "document", document } : null;
    },
    async document(id) {
      return documents.find((document) => document.id === id) ?? null;
    },
    async popupPage(key) {
      return (
        documents.find(
          (document) => document.type === "popup" && (document.slug === key || String(document.id) === key),
        ) ?? null
      );
    },
    async siteTemplates() {
      return { header: options.header ?? null, footer: options.footer ?? null, popups: options.popups ?? [] };
    },
    async kit() {
      return options.kit ?? null;
    },
    async media(ids) {
      mediaCalls.push([...ids]);
      return new Map(ids.flatMap((id) => (TEST_MEDIA[id] ? [[id, TEST_MEDIA[id]] as const] : [])));
    },
    catalogue: testCatalogue(),
    async blogPosts() {
      return { posts: [], total: 0 };
    },
    async adjacentPosts(id) {
      // Posts in the order given are newest first: the one after is older (previous), the one before newer.
      const posts = documents.filter((document) => document.type === "post" && document.path);
      const at = posts.findIndex((post) => post.id === id);
      const link = (post: PublishedDocument | undefined) =>
        post?.path ? { title: post.title, path: post.path } : null;
      return at === -1
        ? { previous: null, next: null }
        : { previous: link(posts[at + 1]), next: link(posts[at - 1]) };
    },
    async menu(slug) {
      return TEST_MENU.slug === slug ? TEST_MENU : { ...TEST_MENU, slug: "", name: "Primary" };
    },
    async loopQuery(query) {
      const matching = (options.entries ?? []).filter(
        (entry) => entry.postType === query.postType && matchesFilters(entry, query.filters),
      );
      const start = query.offset + (query.page - 1) * query.perPage;
      const total = Math.max(0, matching.length - query.offset);
      return {
        entries: matching.slice(start, start + query.perPage),
        total,
        pageCount: Math.max(1, Math.ceil(total / query.perPage)),
      };
    },
    async loopTerms(taxonomy) {
      return (options.terms ?? []).filter((term) => term.taxonomy === taxonomy);
    },
  };
  return { source, mediaCalls };
}

function matchesFilters(entry: LoopEntry, filters: TaxonomyFilters): boolean {
  return Object.entries(filters).every(([taxonomy, filter]) => {
    const has = (slug: string) =>
      entry.terms.some((term) => term.taxonomy === taxonomy && term.slug === slug);
    const positive = filter.terms.filter((term) => !term.startsWith("!"));
    const negative = filter.terms.filter((term) => term.startsWith("!")).map((term) => term.slice(1));
    const positiveOk =
      positive.length === 0 || (filter.logicalJoin === "OR" ? positive.some(has) : positive.every(has));
    return positiveOk && !negative.some(has);
  });
}

export function publishedPage(overrides: Partial<PublishedDocument> = {}): PublishedDocument {
  return {
    id: 12,
    version: "1",
    type: "page",
    title: "About us",
    elements: [
      { id: "h1", elType: "widget", widgetType: "heading", settings: { title: "About" }, elements: [] },
    ],
    pageSettings: {},
    slug: "about",
    path: "/about/",
    publishedAt: "2024-05-02T10:00:00.000Z",
    authorName: "Camille",
    excerpt: "",
    content: "",
    featuredImage: null,
    ...overrides,
  };
}
