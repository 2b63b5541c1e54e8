import type { Kit } from "../render/kit-css.ts";
import type { BuilderDocument } from "../render/render-document.server.tsx";
import { testCatalogue } from "../render/test-catalogue.ts";
import { TEST_MEDIA, TEST_MENU } from "../render/test-support.ts";
import type { DocumentSource, PublishedDocument } from "./document-source.ts";

/** A document source over fixed documents, for the page loaders' unit tests (the real one is over the database). */
export function memorySource(options: {
  documents?: PublishedDocument[];
  header?: BuilderDocument | null;
  footer?: BuilderDocument | null;
  kit?: Kit | null;
}) {
  const mediaCalls: number[][] = [];
  const documents = options.documents ?? [];
  const source: DocumentSource = {
    async resolvePath(pathname) {
      const document = documents.find((candidate) => candidate.path === pathname);
      return document ? { kind: "document", document } : null;
    },
    async document(id) {
      return documents.find((document) => document.id === id) ?? null;
    },
    async siteTemplates() {
      return { header: options.header ?? null, footer: options.footer ?? null };
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
    async menu(slug) {
      return TEST_MENU.slug === slug ? TEST_MENU : { ...TEST_MENU, slug: "", name: "Primary" };
    },
  };
  return { source, mediaCalls };
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
