import { existsSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../db/client.server.ts";
import {
  contentDocuments,
  contentDocumentTerms,
  contentMenuItems,
  contentMenus,
  contentTerms,
  media,
} from "../../db/schema.ts";
import {
  type DocumentFields,
  moveSequencePast,
  type WriteOutcome,
  writeDocument,
} from "../documents/document-store.server.ts";
import { widgetTypesUsed } from "../documents/elementor-data.ts";
import { computePaths, type PathSubject, termSlugPaths } from "../documents/paths.ts";
import { inferPermalinkStructure, pathBelowSite } from "../documents/permalinks.ts";
import { unknownShortcodesUsed } from "../documents/shortcodes-used.ts";
import {
  type RewriteNotes,
  rewriteText,
  rewriteUrl,
  rewriteValue,
  type StoredMediaRef,
  type UrlRewriteMaps,
} from "../documents/url-rewrite.ts";
import { mapWooCommercePages } from "../documents/woocommerce-pages.ts";
import { loadImageSource, MediaError, storeMedia } from "../media.server.ts";
import { mediaUrl } from "../media-url.ts";
import { readSiteOptions, type SiteOptions, writeSiteOptions } from "../site/site-options.server.ts";
import { inlineTableCsv, isCsvFile, parseTableCsv } from "./table-csv.server.ts";
import {
  describeProblem,
  type ImportProblem,
  type PlannedAttachment,
  type PlannedDocument,
  type PlannedMenu,
  planWxrImport,
  type SkippedItem,
  type WxrPlan,
} from "./wxr-plan.ts";
import { readWxr, type WxrExport, WxrFormatError } from "./wxr-read.ts";
import { writeImportedReviews } from "./wxr-reviews.server.ts";

/**
 * `npm run import -- site.xml`: a WordPress export into Vitrine's content, in one transaction. A file that is
 * not well-formed, or whose Elementor data or serialized meta cannot be read, is refused with the places
 * named and nothing is written. Attachments are stored as media (read from files beside the export, else
 * downloaded); then every URL inside the documents is rewritten (decision 018).
 */

export class ContentImportError extends Error {
  override name = "ContentImportError";
  constructor(readonly problems: ImportProblem[]) {
    super(
      `The import was rejected (${problems.length} ${problems.length === 1 ? "problem" : "problems"}):\n` +
        problems.map(describeProblem).join("\n"),
    );
  }
}

export interface ContentImportOptions {
  /** Folder the export's attachments may sit in (`uploads/2024/05/mug.jpg` or `2024/05/mug.jpg`). */
  baseDir: string;
  /** Shown in revisions and the report: the file imported. */
  source: string;
  fetchTimeoutMs?: number;
}

export interface DocumentReportLine {
  id: number;
  type: string;
  title: string;
  outcome: WriteOutcome;
  widgetTypes: string[];
  /** Shortcodes in Shortcode widgets that Vitrine does not render. */
  unknownShortcodes: string[];
}

export interface ContentImportReport {
  source: string;
  /** Per document type: created, updated (a new revision), unchanged. */
  counts: Record<string, Record<WriteOutcome, number>>;
  documents: DocumentReportLine[];
  media: { stored: number };
  terms: number;
  menus: { slug: string; items: number }[];
  skipped: SkippedItem[];
  /** Product reviews written (created or updated) and the products whose rating figures they changed. */
  reviews: { written: number; productIds: number[] };
  /** Upload URLs that match no imported attachment (they still point at the old site). */
  unresolvedMedia: string[];
  site: SiteOptions;
}

/** Reads and validates a WXR file; throws WxrFormatError or ContentImportError. */
export function planWxrFile(xml: string): { wxr: WxrExport; plan: WxrPlan } {
  const wxr = readWxr(xml);
  const plan = planWxrImport(wxr);
  if (plan.problems.length > 0) throw new ContentImportError(plan.problems);
  return { wxr, plan };
}

export async function importWxr(
  db: Executor,
  xml: string,
  options: ContentImportOptions,
): Promise<ContentImportReport> {
  let planned: { wxr: WxrExport; plan: WxrPlan };
  try {
    planned = planWxrFile(xml);
  } catch (error) {
    if (error instanceof WxrFormatError)
      throw new ContentImportError([
        {
          line: error.line,
          ...(error.column === null ? {} : { column: error.column }),
          message: error.reason,
        },
      ]);
    throw error;
  }
  const { wxr, plan } = planned;
  const loaded = await loadAttachments(plan, options);
  return db.transaction(async (tx) => new WxrImportRun(tx, wxr, plan, loaded, options).execute());
}

interface LoadedAttachment {
  attachmentId: number;
  bytes: Buffer;
  filename: string;
  source: string;
}

/** How many attachments are read or downloaded at the same time. */
const ATTACHMENT_LOAD_CONCURRENCY = 6;

async function loadAttachments(
  plan: WxrPlan,
  options: ContentImportOptions,
): Promise<{ files: LoadedAttachment[]; skipped: SkippedItem[] }> {
  const files: LoadedAttachment[] = [];
  const skipped: SkippedItem[] = [];
  const queue = [...plan.attachments];
  const worker = async () => {
    for (let attachment = queue.shift(); attachment; attachment = queue.shift()) {
      const local = attachment.file
        ? [
            path.join("uploads", attachment.file),
            attachment.file,
            path.join("wp-content", "uploads", attachment.file),
          ]
            .map((candidate) => path.resolve(options.baseDir, candidate))
            .find((candidate) => candidate.startsWith(path.resolve(options.baseDir)) && existsSync(candidate))
        : undefined;
      const reference = local ?? attachment.url;
      if (!reference) {
        skipped.push({
          id: attachment.id,
          postType: "attachment",
          title: attachment.title,
          reason: "it has no file or address",
        });
        continue;
      }
      try {
        const image = await loadImageSource(reference, {
          baseDir: options.baseDir,
          ...(options.fetchTimeoutMs === undefined ? {} : { fetchTimeoutMs: options.fetchTimeoutMs }),
        });
        files.push({
          attachmentId: attachment.id,
          bytes: image.bytes,
          filename: image.filename,
          source: reference,
        });
      } catch (error) {
        if (!(error instanceof MediaError)) throw error;
        skipped.push({
          id: attachment.id,
          postType: "attachment",
          title: attachment.title,
          reason: error.message,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: ATTACHMENT_LOAD_CONCURRENCY }, worker));
  return { files, skipped };
}

class WxrImportRun {
  private readonly report: ContentImportReport;
  private readonly notes: RewriteNotes = { unresolvedMedia: new Set() };
  private readonly termIdBySlug = new Map<string, number>();
  /** CSV attachments (data tables' files) by attachment id and by upload path: their rows, not stored as media. */
  private readonly csvRows = {
    byAttachmentId: new Map<number, string[][]>(),
    byPath: new Map<string, string[][]>(),
  };

  constructor(
    private readonly tx: Transaction,
    private readonly wxr: WxrExport,
    private readonly plan: WxrPlan,
    private readonly loaded: { files: LoadedAttachment[]; skipped: SkippedItem[] },
    private readonly options: ContentImportOptions,
  ) {
    this.report = {
      source: options.source,
      counts: {},
      documents: [],
      media: { stored: 0 },
      terms: 0,
      menus: [],
      skipped: [...plan.skipped],
      reviews: { written: 0, productIds: [] },
      unresolvedMedia: [],
      site: {
        siteUrl: "",
        permalinkStructure: null,
        frontPageId: null,
        postsPageId: null,
        activeKitId: null,
        wooCommercePages: { shop: null, cart: null, checkout: null, myaccount: null },
      },
    };
  }

  async execute(): Promise<ContentImportReport> {
    const { byAttachmentId, byPath } = await this.storeMedia();
    await this.writeTerms();
    const site = await this.siteOptions();
    const paths = await this.paths(site);
    const pathByPostId = new Map(paths);
    if (site.frontPageId !== null) pathByPostId.set(site.frontPageId, "/");
    const pathByOldPath = new Map<string, string>();
    for (const document of this.plan.documents) {
      const below = pathBelowSite(document.link, this.plan.siteUrl);
      const target = pathByPostId.get(document.id);
      if (below && target && below.path !== target && !below.search) pathByOldPath.set(below.path, target);
    }
    const maps: UrlRewriteMaps = {
      siteUrl: this.plan.siteUrl,
      mediaByPath: byPath,
      mediaByAttachmentId: byAttachmentId,
      pathByPostId,
      pathByOldPath,
    };
    await this.writeDocuments(maps, paths, byAttachmentId);
    await this.updateOtherPaths(site.permalinkStructure);
    await this.writeMenus(maps);
    this.report.reviews = await writeImportedReviews(this.tx, this.plan.reviews, this.report.skipped);
    await writeSiteOptions(this.tx, site);
    await moveSequencePast(this.tx, "content_documents");
    await moveSequencePast(this.tx, "content_terms");
    this.report.site = site;
    this.report.unresolvedMedia = [...this.notes.unresolvedMedia].sort();
    this.report.skipped.sort((a, b) => a.id - b.id);
    return this.report;
  }

  private async storeMedia() {
    const byAttachmentId = new Map<number, StoredMediaRef>();
    const byPath = new Map<string, StoredMediaRef>();
    const attachments = new Map(this.plan.attachments.map((attachment) => [attachment.id, attachment]));
    this.report.skipped.push(...this.loaded.skipped);
    for (const file of this.loaded.files) {
      const attachment = attachments.get(file.attachmentId);
      if (!attachment) continue;
      if (isCsvFile(file.filename)) {
        this.keepCsv(attachment, file.bytes);
        continue;
      }
      let id: number;
      try {
        id = await storeMedia(this.tx, { bytes: file.bytes, filename: file.filename, source: file.source });
      } catch (error) {
        if (!(error instanceof MediaError)) throw error;
        this.report.skipped.push({
          id: attachment.id,
          postType: "attachment",
          title: attachment.title,
          reason: error.message,
        });
        continue;
      }
      // The same bytes may be several attachments: the first alternative text given is the image's.
      if (attachment.alt)
        await this.tx
          .update(media)
          .set({ alt: attachment.alt })
          .where(and(eq(media.id, id), eq(media.alt, "")));
      if (attachment.caption)
        await this.tx
          .update(media)
          .set({ caption: attachment.caption })
          .where(and(eq(media.id, id), eq(media.caption, "")));
      const [row] = await this.tx.select({ filename: media.filename }).from(media).where(eq(media.id, id));
      const ref = { id, url: mediaUrl(id, row?.filename ?? file.filename) };
      byAttachmentId.set(attachment.id, ref);
      this.report.media.stored++;
      const uploadPaths: string[] = [];
      const below = pathBelowSite(attachment.url, this.plan.siteUrl);
      if (below) uploadPaths.push(below.path);
      if (attachment.file) uploadPaths.push(`/wp-content/uploads/${attachment.file}`);
      for (const uploadPath of uploadPaths) {
        byPath.set(decodeURIPath(uploadPath), ref);
        const folder = uploadPath.slice(0, uploadPath.lastIndexOf("/") + 1);
        for (const sizeFile of attachment.sizeFiles) byPath.set(decodeURIPath(folder + sizeFile), ref);
      }
    }
    return { byAttachmentId, byPath };
  }

  private keepCsv(attachment: PlannedAttachment, bytes: Buffer) {
    let rows: string[][];
    try {
      rows = parseTableCsv(bytes.toString("utf8"));
    } catch (error) {
      this.report.skipped.push({
        id: attachment.id,
        postType: "attachment",
        title: attachment.title,
        reason: `not a readable CSV file: ${(error as Error).message}`,
      });
      return;
    }
    this.csvRows.byAttachmentId.set(attachment.id, rows);
    const below = pathBelowSite(attachment.url, this.plan.siteUrl);
    if (below) this.csvRows.byPath.set(decodeURIPath(below.path), rows);
    if (attachment.file)
      this.csvRows.byPath.set(decodeURIPath(`/wp-content/uploads/${attachment.file}`), rows);
  }

  /** Data tables fed by a CSV attachment get its rows in their settings. */
  private withTableCsv(elements: unknown[]): unknown[] {
    return inlineTableCsv(
      elements,
      ({ id, url }) => {
        const byId = id === null ? undefined : this.csvRows.byAttachmentId.get(id);
        if (byId) return byId;
        const below = url ? pathBelowSite(url, this.plan.siteUrl) : null;
        return below ? (this.csvRows.byPath.get(decodeURIPath(below.path)) ?? null) : null;
      },
      ({ id, url }) => this.notes.unresolvedMedia.add(url || `attachment ${id}`),
    ) as unknown[];
  }

  /** Blog categories and tags, created or updated by slug; WordPress term ids are kept where free. */
  private async writeTerms() {
    const slugKey = (taxonomy: string, slug: string) => `${taxonomy}\u0000${slug}`;
    for (const term of this.plan.terms) {
      const [existing] = await this.tx
        .select({ id: contentTerms.id })
        .from(contentTerms)
        .where(and(eq(contentTerms.taxonomy, term.taxonomy), eq(contentTerms.slug, term.slug)));
      let id: number;
      if (existing) {
        id = existing.id;
        await this.tx
          .update(contentTerms)
          .set({ name: term.name, description: term.description })
          .where(eq(contentTerms.id, id));
      } else {
        const [taken] = await this.tx
          .select({ id: contentTerms.id })
          .from(contentTerms)
          .where(eq(contentTerms.id, term.id));
        const [inserted] = await this.tx
          .insert(contentTerms)
          .values({
            ...(taken ? {} : { id: term.id }),
            taxonomy: term.taxonomy,
            slug: term.slug,
            name: term.name,
            description: term.description,
          })
          .returning({ id: contentTerms.id });
        if (!inserted) throw new Error("term insert returned no row");
        id = inserted.id;
      }
      this.termIdBySlug.set(slugKey(term.taxonomy, term.slug), id);
      this.report.terms++;
    }
    for (const term of this.plan.terms) {
      const id = this.termIdBySlug.get(slugKey(term.taxonomy, term.slug));
      const parentId = term.parentSlug
        ? (this.termIdBySlug.get(slugKey(term.taxonomy, term.parentSlug)) ?? null)
        : null;
      if (id !== undefined)
        await this.tx.update(contentTerms).set({ parentId }).where(eq(contentTerms.id, id));
    }
  }

  private termIdsOf(document: PlannedDocument): number[] {
    return document.terms
      .map((term) => this.termIdBySlug.get(`${term.taxonomy}\u0000${term.slug}`))
      .filter((id): id is number => id !== undefined);
  }

  /** The old site's facts this file knows, over what earlier imports learned. */
  private async siteOptions(): Promise<SiteOptions> {
    const site = await readSiteOptions(this.tx);
    if (this.plan.siteUrl) site.siteUrl = this.plan.siteUrl;
    const published = this.plan.documents.filter((document) => document.status === "publish");
    const posts = published.filter((document) => document.type === "post" && document.link);
    const categoryPaths = await this.categoryPathsBySlug();
    const structure = inferPermalinkStructure(
      posts.map((post) => ({
        link: post.link,
        post: {
          id: post.id,
          slug: post.slug,
          localDate: post.localDate,
          authorLogin: post.authorLogin,
          categoryPaths: this.categoryPathsOf(post, categoryPaths),
        },
      })),
      this.plan.siteUrl,
    );
    if (structure !== null) site.permalinkStructure = structure;

    const pages = published.filter((document) => document.type === "page");
    const front = pages.find(
      (page) =>
        pathBelowSite(page.link, this.plan.siteUrl)?.path === "/" &&
        !pathBelowSite(page.link, this.plan.siteUrl)?.search,
    );
    if (front) site.frontPageId = front.id;

    const wooCommerce = mapWooCommercePages(
      pages.map((page) => ({
        id: page.id,
        slug: page.slug,
        parentId: page.parentId ?? 0,
        content: page.content,
        elements: page.elements,
      })),
    );
    for (const [role, id] of Object.entries(wooCommerce))
      site.wooCommercePages[role as keyof SiteOptions["wooCommercePages"]] = id;

    // The posts page is not in an export; WordPress leaves it an empty page (Elementor cannot edit it), so the
    // one empty top-level page that is not the front page nor a WooCommerce page is taken for it.
    const claimed = new Set([site.frontPageId, ...Object.values(site.wooCommercePages)]);
    const placeholders = pages.filter(
      (page) =>
        page.parentId === null &&
        !claimed.has(page.id) &&
        page.content.trim() === "" &&
        (page.elements?.length ?? 0) === 0,
    );
    if (placeholders.length === 1 && placeholders[0]) site.postsPageId = placeholders[0].id;

    const kits = published
      .filter((document) => document.type === "kit")
      .sort((a, b) => (a.modifiedAt?.getTime() ?? 0) - (b.modifiedAt?.getTime() ?? 0) || a.id - b.id);
    const kit = kits.at(-1);
    if (kit) site.activeKitId = kit.id;
    this.report.site = site;
    return site;
  }

  private async categoryPathsBySlug(): Promise<Map<string, string>> {
    const categories = await this.tx
      .select({ id: contentTerms.id, slug: contentTerms.slug, parentId: contentTerms.parentId })
      .from(contentTerms)
      .where(eq(contentTerms.taxonomy, "category"));
    const paths = termSlugPaths(categories);
    return new Map(categories.map((category) => [category.slug, paths.get(category.id) ?? category.slug]));
  }

  private categoryPathsOf(document: PlannedDocument, bySlug: Map<string, string>): string[] {
    return document.terms
      .filter((term) => term.taxonomy === "category")
      .map((term) => bySlug.get(term.slug) ?? term.slug);
  }

  /** Paths of every page and post, the file's over the shop's. */
  private async paths(site: SiteOptions): Promise<Map<number, string>> {
    const subjects = new Map<number, PathSubject>();
    for (const subject of await loadPathSubjects(this.tx)) subjects.set(subject.id, subject);
    const categoryPaths = await this.categoryPathsBySlug();
    for (const document of this.plan.documents) {
      subjects.set(document.id, {
        id: document.id,
        type: document.type,
        slug: document.slug,
        parentId: document.parentId,
        localDate: document.localDate,
        authorLogin: document.authorLogin,
        categoryPaths: this.categoryPathsOf(document, categoryPaths),
      });
    }
    return computePaths([...subjects.values()], site.permalinkStructure);
  }

  private async writeDocuments(
    maps: UrlRewriteMaps,
    paths: Map<number, string>,
    media: Map<number, StoredMediaRef>,
  ) {
    for (const document of this.plan.documents) {
      const fields: DocumentFields = {
        type: document.type,
        postType: document.postType,
        templateType: document.templateType,
        slug: document.slug,
        parentId: document.parentId,
        title: document.title,
        status: document.status,
        publishedAt: document.publishedAt,
        modifiedAt: document.modifiedAt,
        localDate: document.localDate,
        authorLogin: document.authorLogin,
        authorName: document.authorName,
        excerpt: rewriteText(document.excerpt, maps, this.notes),
        content: rewriteText(document.content, maps, this.notes),
        featuredMediaId:
          document.featuredAttachmentId === null
            ? null
            : (media.get(document.featuredAttachmentId)?.id ?? null),
        menuOrder: document.menuOrder,
        elements:
          document.elements === null
            ? null
            : (rewriteValue(this.withTableCsv(document.elements), maps, this.notes) as unknown[]),
        pageSettings: rewriteValue(document.pageSettings, maps, this.notes) as Record<string, unknown>,
        conditions: document.conditions,
        conditionsRaw: document.conditionsRaw,
        popupDisplay:
          document.popupDisplay === null
            ? null
            : (rewriteValue(document.popupDisplay, maps, this.notes) as typeof document.popupDisplay),
        meta: document.meta,
        termIds: this.termIdsOf(document),
      };
      const { outcome } = await writeDocument(this.tx, {
        id: document.id,
        fields,
        path: paths.get(document.id) ?? null,
        source: this.options.source,
      });
      const counts = this.report.counts[document.type] ?? { created: 0, updated: 0, unchanged: 0 };
      counts[outcome]++;
      this.report.counts[document.type] = counts;
      this.report.documents.push({
        id: document.id,
        type: document.type,
        title: document.title,
        outcome,
        widgetTypes: widgetTypesUsed({ elements: document.elements }),
        unknownShortcodes: unknownShortcodesUsed({ elements: document.elements }),
      });
    }
  }

  /** Pages and posts of earlier imports whose path follows from this one (a renamed parent, a new structure). */
  private async updateOtherPaths(structure: string | null) {
    const planned = new Set(this.plan.documents.map((document) => document.id));
    const subjects = await loadPathSubjects(this.tx);
    const paths = computePaths(subjects, structure);
    const current = await this.tx
      .select({ id: contentDocuments.id, path: contentDocuments.path })
      .from(contentDocuments)
      .where(inArray(contentDocuments.type, ["page", "post"]));
    for (const row of current) {
      const next = paths.get(row.id) ?? null;
      if (!planned.has(row.id) && row.path !== next)
        await this.tx.update(contentDocuments).set({ path: next }).where(eq(contentDocuments.id, row.id));
    }
  }

  private async writeMenus(maps: UrlRewriteMaps) {
    if (this.plan.menus.length === 0) return;
    const titles = new Map<number, string>();
    const ids = this.plan.menus
      .flatMap((menu) => menu.items.map((item) => item.objectId ?? 0))
      .filter((id) => id > 0);
    if (ids.length > 0) {
      const rows = await this.tx
        .select({ id: contentDocuments.id, title: contentDocuments.title })
        .from(contentDocuments)
        .where(inArray(contentDocuments.id, ids));
      for (const row of rows) titles.set(row.id, row.title);
    }
    const megaMenuSlugs = this.plan.menus.flatMap((menu) =>
      menu.items.map((item) => `dynamic-content-megamenu-menuitem${item.id}`),
    );
    const megaMenuDocuments = new Map(
      (
        await this.tx
          .select({ id: contentDocuments.id, slug: contentDocuments.slug })
          .from(contentDocuments)
          .where(
            and(
              eq(contentDocuments.postType, "elementskit_content"),
              inArray(contentDocuments.slug, megaMenuSlugs),
            ),
          )
      ).map((row) => [row.slug, row.id]),
    );
    const terms = new Map(this.wxr.terms.map((term) => [`${term.taxonomy}:${term.id}`, term]));
    const termPath = (taxonomy: string, id: number): string | null => {
      const slugs: string[] = [];
      const seen = new Set<number>();
      let term = terms.get(`${taxonomy}:${id}`);
      while (term && !seen.has(term.id)) {
        seen.add(term.id);
        slugs.unshift(term.slug);
        term = term.parentSlug
          ? this.wxr.terms.find(
              (candidate) => candidate.taxonomy === taxonomy && candidate.slug === term?.parentSlug,
            )
          : undefined;
      }
      if (slugs.length === 0) return null;
      const base = {
        category: "/category/",
        post_tag: "/tag/",
        product_cat: "/product-category/",
        product_tag: "/product-tag/",
      }[taxonomy];
      return base ? `${base}${slugs.join("/")}/` : null;
    };
    const termName = (taxonomy: string, id: number) => terms.get(`${taxonomy}:${id}`)?.name ?? "";

    // A menu of the same slug keeps its row and gets the file's items in place of its own.
    const itemIds = this.plan.menus.flatMap((menu) => menu.items.map((item) => item.id));
    if (itemIds.length > 0)
      await this.tx.delete(contentMenuItems).where(inArray(contentMenuItems.id, itemIds));

    for (const menu of this.plan.menus) {
      const [row] = await this.tx
        .insert(contentMenus)
        .values({ slug: menu.slug, name: menu.name, source: this.options.source })
        .onConflictDoUpdate({
          target: contentMenus.slug,
          set: { name: menu.name, source: this.options.source, updatedAt: sql`now()` },
        })
        .returning({ id: contentMenus.id });
      if (!row) throw new Error("menu insert returned no row");
      await this.tx.delete(contentMenuItems).where(eq(contentMenuItems.menuId, row.id));
      const inMenu = new Set(menu.items.map((item) => item.id));
      for (const item of menu.items) {
        const url = menuItemUrl(item, maps, termPath);
        const label =
          item.label ||
          (item.kind === "post_type" && item.objectId !== null ? (titles.get(item.objectId) ?? "") : "") ||
          (item.kind === "taxonomy" && item.objectId !== null ? termName(item.object, item.objectId) : "") ||
          url;
        await this.tx.insert(contentMenuItems).values({
          id: item.id,
          menuId: row.id,
          parentItemId:
            item.parentItemId !== null && inMenu.has(item.parentItemId) ? item.parentItemId : null,
          position: item.position,
          label,
          url,
          kind: item.kind,
          object: item.object,
          objectId: item.objectId,
          target: item.target,
          classes: item.classes,
          attrTitle: item.attrTitle,
          description: item.description,
          megaMenu: item.megaMenu
            ? {
                enabled: Number(item.megaMenu.menu_enable) === 1,
                documentId: megaMenuDocuments.get(`dynamic-content-megamenu-menuitem${item.id}`) ?? null,
                raw: item.megaMenu,
              }
            : null,
          meta: item.meta,
        });
      }
      this.report.menus.push({ slug: menu.slug, items: menu.items.length });
    }
  }
}

function menuItemUrl(
  item: PlannedMenu["items"][number],
  maps: UrlRewriteMaps,
  termPath: (taxonomy: string, id: number) => string | null,
): string {
  if (item.kind === "post_type" && item.objectId !== null) {
    const target = maps.pathByPostId.get(item.objectId);
    if (target) return target;
  }
  if (item.kind === "taxonomy" && item.objectId !== null) {
    const target = termPath(item.object, item.objectId);
    if (target) return target;
  }
  if (item.kind === "post_type_archive") return item.object === "product" ? "/shop/" : "/blog/";
  return item.url ? rewriteUrl(item.url, maps) : "#";
}

function decodeURIPath(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/** Every page and post of the shop as paths need them. */
export async function loadPathSubjects(db: Executor): Promise<PathSubject[]> {
  const documents = await db
    .select({
      id: contentDocuments.id,
      type: contentDocuments.type,
      slug: contentDocuments.slug,
      parentId: contentDocuments.parentId,
      localDate: contentDocuments.localDate,
      authorLogin: contentDocuments.authorLogin,
    })
    .from(contentDocuments)
    .where(or(eq(contentDocuments.type, "page"), eq(contentDocuments.type, "post")));
  const categories = await db
    .select({ id: contentTerms.id, slug: contentTerms.slug, parentId: contentTerms.parentId })
    .from(contentTerms)
    .where(eq(contentTerms.taxonomy, "category"));
  const categoryPaths = termSlugPaths(categories);
  const links = await db
    .select({ documentId: contentDocumentTerms.documentId, termId: contentDocumentTerms.termId })
    .from(contentDocumentTerms)
    .innerJoin(contentTerms, eq(contentTerms.id, contentDocumentTerms.termId))
    .where(eq(contentTerms.taxonomy, "category"));
  const byDocument = new Map<number, string[]>();
  for (const link of links) {
    const categoryPath = categoryPaths.get(link.termId);
    if (categoryPath)
      byDocument.set(link.documentId, [...(byDocument.get(link.documentId) ?? []), categoryPath]);
  }
  return documents.map((document) => ({ ...document, categoryPaths: byDocument.get(document.id) ?? [] }));
}
