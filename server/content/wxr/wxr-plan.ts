import type { DocumentType, PopupDisplaySettings, StoredCondition } from "../../db/schema.ts";
import {
  isProductReview,
  type ReviewStatus,
  reviewStars,
  reviewStatusOf,
  reviewText,
} from "../../shop/reviews/review-rules.ts";
import { parseCondition } from "../documents/conditions.ts";
import type { DocumentFields } from "../documents/document-store.server.ts";
import {
  ElementorDataError,
  type ElementorElement,
  parseElementorData,
  parsePageSettings,
} from "../documents/elementor-data.ts";
import { asRecord, asStringList, decodeMetaValue, PhpMetaError } from "./php-meta.ts";
import type { WxrExport, WxrItem } from "./wxr-read.ts";

/**
 * What an export means for Vitrine, decided before anything is written: the documents (pages, posts, Elementor
 * and ElementsKit templates), attachments, blog terms, nav menus, and the items it does not import with the
 * reason. Pure: the importer (wxr-import.server.ts) loads media and writes the plan.
 */

export type DocumentStatus = "publish" | "draft" | "private" | "pending" | "future";

/** A document as the export gives it: its fields before media ids and term ids are known. */
export type PlannedDocument = Omit<DocumentFields, "featuredMediaId" | "termIds" | "elements" | "status"> & {
  id: number;
  status: DocumentStatus;
  elements: ElementorElement[] | null;
  /** `_thumbnail_id`: the attachment shown as the featured image. */
  featuredAttachmentId: number | null;
  /** Blog terms (category, post_tag) by slug. */
  terms: { taxonomy: string; slug: string }[];
  /** The item's address on the old site. */
  link: string;
  line: number;
};

export interface PlannedAttachment {
  id: number;
  title: string;
  url: string;
  /** `_wp_attached_file`: the path below the uploads folder (`2024/05/mug.jpg`). */
  file: string;
  /** File names of the sizes WordPress made (`mug-300x300.jpg`), from `_wp_attachment_metadata`. */
  sizeFiles: string[];
  alt: string;
  /** The attachment's caption (`excerpt:encoded`, WordPress's `post_excerpt`). */
  caption: string;
  line: number;
}

export interface PlannedTerm {
  id: number;
  taxonomy: string;
  slug: string;
  name: string;
  description: string;
  parentSlug: string;
}

export interface PlannedMenuItem {
  id: number;
  parentItemId: number | null;
  position: number;
  label: string;
  /** `_menu_item_type`: custom, post_type, taxonomy, post_type_archive. */
  kind: string;
  object: string;
  objectId: number | null;
  url: string;
  target: string;
  classes: string[];
  attrTitle: string;
  description: string;
  /** `ekit_menu_item_settings`, decoded. */
  megaMenu: Record<string, unknown> | null;
  meta: Record<string, string>;
  line: number;
}

export interface PlannedMenu {
  id: number;
  slug: string;
  name: string;
  items: PlannedMenuItem[];
}

export interface SkippedItem {
  id: number;
  postType: string;
  title: string;
  reason: string;
}

export interface ImportProblem {
  line: number;
  column?: number;
  message: string;
}

/** `line 269, column 34: …` */
export function describeProblem(problem: ImportProblem): string {
  return `line ${problem.line}${problem.column === undefined ? "" : `, column ${problem.column}`}: ${problem.message}`;
}

/** A WooCommerce review found under a product item (`wp:comment` of type `review`). */
export interface PlannedReview {
  /** The WordPress comment id, kept. */
  id: number;
  productId: number;
  productTitle: string;
  status: ReviewStatus;
  authorName: string;
  authorEmail: string;
  rating: number | null;
  content: string;
  verified: boolean;
  createdAt: Date;
}

export interface WxrPlan {
  siteUrl: string;
  /** Reviews of products (the products themselves come from the CSV export and must be there). */
  reviews: PlannedReview[];
  documents: PlannedDocument[];
  attachments: PlannedAttachment[];
  terms: PlannedTerm[];
  menus: PlannedMenu[];
  skipped: SkippedItem[];
  problems: ImportProblem[];
}

/** Post types whose items are catalogue or shop records: the CSV catalogue and the shop's own data own them. */
const SHOP_RECORDS: Record<string, string> = {
  product: "products come from the WooCommerce CSV export (npm run import -- products.csv)",
  product_variation: "variations come from the WooCommerce CSV export",
  shop_order: "orders are not moved from an export",
  shop_order_refund: "refunds are not moved from an export",
  shop_order_placehold: "orders are not moved from an export",
  shop_coupon: "coupons come from the coupons file (npm run import -- coupons.json)",
};

const NOT_CONTENT: Record<string, string> = {
  revision: "revisions of the old site are not moved (Vitrine keeps its own)",
  customize_changeset: "theme customizer drafts are not content",
  oembed_cache: "cached embeds are rebuilt, not moved",
  wp_global_styles: "block theme styles are not used by Vitrine",
  wp_template: "block theme templates are not used by Vitrine",
  wp_template_part: "block theme templates are not used by Vitrine",
  wp_navigation: "block navigation menus are not imported; classic nav menus are",
  wp_block: "reusable blocks are not imported",
  custom_css: "the theme's additional CSS is not imported",
  user_request: "privacy requests are not content",
};

/** Elementor library template types → Vitrine document types (anything else is kept as a section). */
export const TEMPLATE_TYPES: Record<string, DocumentType> = {
  header: "header",
  footer: "footer",
  popup: "popup",
  "loop-item": "loop-item",
  kit: "kit",
  single: "single",
  "single-post": "single",
  "single-page": "single",
  product: "single",
  "error-404": "single",
  archive: "archive",
  "search-results": "archive",
  "product-archive": "archive",
};

/** Meta stored in their own columns (exactly as exported); every other key stays in `meta`. */
const COLUMN_META = new Set(["_elementor_data", "_elementor_page_settings", "_elementor_conditions"]);

const STATUSES = new Set<DocumentStatus>(["publish", "draft", "private", "pending", "future"]);

export interface PlanOptions {
  /** Where the file came from, for messages. */
  source?: string;
}

export function planWxrImport(wxr: WxrExport): WxrPlan {
  const siteUrl = wxr.baseSiteUrl || wxr.baseBlogUrl || wxr.link;
  const plan: WxrPlan = {
    siteUrl,
    reviews: [],
    documents: [],
    attachments: [],
    terms: [],
    menus: [],
    skipped: [],
    problems: [],
  };
  const authorNames = new Map(
    wxr.authors.map((author) => [author.login, author.displayName || author.login]),
  );

  for (const term of wxr.terms) {
    if (term.taxonomy === "category" || term.taxonomy === "post_tag") {
      plan.terms.push({
        id: term.id,
        taxonomy: term.taxonomy,
        slug: term.slug,
        name: term.name,
        description: term.description,
        parentSlug: term.parentSlug,
      });
    } else if (term.taxonomy === "nav_menu") {
      plan.menus.push({ id: term.id, slug: term.slug, name: term.name, items: [] });
    }
  }

  const menuItems: { item: WxrItem; planned: PlannedMenuItem }[] = [];
  for (const item of wxr.items) {
    const problem = (message: string) =>
      plan.problems.push({ line: item.line, message: `${describeItem(item)}: ${message}` });
    const skip = (reason: string) =>
      plan.skipped.push({ id: item.id, postType: item.postType, title: item.title, reason });

    if (item.postType in SHOP_RECORDS) {
      skip(SHOP_RECORDS[item.postType] ?? "");
      if (item.postType === "product") plan.reviews.push(...planReviews(item, problem));
      continue;
    }
    if (item.postType in NOT_CONTENT) {
      skip(NOT_CONTENT[item.postType] ?? "");
      continue;
    }
    if (item.postType === "attachment") {
      plan.attachments.push(planAttachment(item, problem));
      continue;
    }
    if (item.postType === "nav_menu_item") {
      const planned = planMenuItem(item, problem);
      if (planned) menuItems.push({ item, planned });
      continue;
    }
    const kind = documentKind(item);
    if ("skip" in kind) {
      skip(kind.skip);
      continue;
    }
    if (item.status === "trash" || item.status === "auto-draft" || item.status === "inherit") {
      skip(item.status === "trash" ? "in the trash" : `status "${item.status}" is not content`);
      continue;
    }
    if (!STATUSES.has(item.status as DocumentStatus)) {
      problem(`status "${item.status}" is not one of ${[...STATUSES].join(", ")}`);
      continue;
    }
    const planned = planDocument(item, kind, authorNames, problem);
    if (planned) plan.documents.push(planned);
  }

  const menusBySlug = new Map(plan.menus.map((menu) => [menu.slug, menu]));
  for (const { item, planned } of menuItems) {
    const menuTerm = item.terms.find((term) => term.taxonomy === "nav_menu");
    const menu = menuTerm ? menusBySlug.get(menuTerm.slug) : undefined;
    if (!menu) {
      plan.skipped.push({
        id: item.id,
        postType: item.postType,
        title: item.title,
        reason: menuTerm ? `its menu "${menuTerm.slug}" is not in the export` : "it belongs to no menu",
      });
      continue;
    }
    menu.items.push(planned);
  }
  for (const menu of plan.menus) menu.items.sort((a, b) => a.position - b.position || a.id - b.id);
  return plan;
}

function planReviews(item: WxrItem, problem: (message: string) => void): PlannedReview[] {
  const reviews: PlannedReview[] = [];
  for (const comment of item.comments) {
    if (!isProductReview(comment)) continue;
    const createdAt = wordPressDate(comment.dateGmt) ?? wordPressDate(comment.date);
    if (!createdAt) {
      problem(`review ${comment.id} (line ${comment.line}) has no readable date`);
      continue;
    }
    reviews.push({
      id: comment.id,
      productId: item.id,
      productTitle: item.title,
      status: reviewStatusOf(comment.approved),
      authorName: comment.author || "Anonymous",
      authorEmail: comment.authorEmail,
      rating: reviewStars(comment.meta.rating),
      content: reviewText(comment.content),
      verified: comment.meta.verified?.trim() === "1",
      createdAt,
    });
  }
  return reviews;
}

/** "2024-03-05 10:30:00" read as UTC; null for WordPress's empty "0000-00-00 00:00:00" or anything else. */
function wordPressDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match || match[1] === "0000") return null;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function describeItem(item: WxrItem): string {
  return `${item.postType} ${item.id}${item.title ? ` "${item.title}"` : ""}`;
}

type DocumentKind = { type: DocumentType; templateType: string | null } | { skip: string };

function documentKind(item: WxrItem): DocumentKind {
  const templateType = item.meta._elementor_template_type?.trim() || null;
  switch (item.postType) {
    case "page":
    case "e-landing-page":
      return { type: "page", templateType };
    case "post":
      return { type: "post", templateType };
    case "elementor_library":
      return { type: (templateType && TEMPLATE_TYPES[templateType]) || "section", templateType };
    case "elementskit_content":
      return { type: "section", templateType };
    case "elementskit_template": {
      const ekitType = item.meta.elementskit_template_type?.trim() ?? "";
      return {
        type: ekitType === "header" || ekitType === "footer" ? ekitType : "section",
        templateType: templateType ?? (ekitType || null),
      };
    }
    default:
      return { skip: `post type "${item.postType}" is not imported` };
  }
}

function wpDate(text: string): Date | null {
  if (!text || text.startsWith("0000-00-00")) return null;
  const date = new Date(`${text.replace(" ", "T")}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function planDocument(
  item: WxrItem,
  kind: { type: DocumentType; templateType: string | null },
  authorNames: Map<string, string>,
  problem: (message: string) => void,
): PlannedDocument | null {
  let elements: ElementorElement[] | null = null;
  let pageSettings: Record<string, unknown> = {};
  let conditionsRaw: string[] = [];
  let popupDisplay: PopupDisplaySettings | null = null;
  let ok = true;
  const meta = Object.fromEntries(Object.entries(item.meta).filter(([key]) => !COLUMN_META.has(key)));

  if (item.meta._elementor_data !== undefined) {
    try {
      elements = parseElementorData(item.meta._elementor_data);
    } catch (error) {
      if (!(error instanceof ElementorDataError)) throw error;
      problem(`_elementor_data ${error.message}`);
      ok = false;
    }
  }
  try {
    if (item.meta._elementor_page_settings !== undefined)
      pageSettings = parsePageSettings(decodeMetaValue(item.meta._elementor_page_settings));
    if (item.meta._elementor_conditions !== undefined) {
      const list = asStringList(decodeMetaValue(item.meta._elementor_conditions));
      if (list === null) throw new PhpMetaError("is not a list of conditions");
      conditionsRaw = list;
    }
    if (item.meta._elementor_popup_display_settings !== undefined) {
      const decoded = asRecord(decodeMetaValue(item.meta._elementor_popup_display_settings));
      if (decoded === null) throw new PhpMetaError("is not a map of triggers and timing");
      popupDisplay = {
        triggers: asRecord(decoded.triggers) ?? {},
        timing: asRecord(decoded.timing) ?? {},
      };
    }
  } catch (error) {
    if (!(error instanceof PhpMetaError || error instanceof ElementorDataError)) throw error;
    problem(error.message);
    ok = false;
  }
  if (!ok) return null;

  const conditions = [...conditionsRaw.map(parseCondition).filter((condition) => condition !== null)];
  if (item.postType === "elementskit_template") conditions.push(...elementsKitConditions(item.meta));

  const thumbnail = Number(item.meta._thumbnail_id ?? "");
  return {
    id: item.id,
    type: kind.type,
    postType: item.postType,
    templateType: kind.templateType,
    slug: item.slug || String(item.id),
    parentId: item.parentId > 0 ? item.parentId : null,
    title: item.title,
    status: item.status as DocumentStatus,
    // Drafts have no publication date (WordPress writes 0000-00-00 as their GMT date).
    publishedAt:
      wpDate(item.postDateGmt) ??
      (item.status === "draft" || item.status === "pending" ? null : wpDate(item.postDate)),
    modifiedAt: wpDate(item.postModifiedGmt),
    localDate: item.postDate,
    authorLogin: item.creator,
    authorName: authorNames.get(item.creator) ?? item.creator,
    excerpt: item.excerpt,
    content: item.content,
    featuredAttachmentId: Number.isInteger(thumbnail) && thumbnail > 0 ? thumbnail : null,
    menuOrder: item.menuOrder,
    elements,
    pageSettings,
    conditions,
    conditionsRaw,
    popupDisplay,
    meta,
    terms: item.terms
      .filter((term) => term.taxonomy === "category" || term.taxonomy === "post_tag")
      .map((term) => ({ taxonomy: term.taxonomy, slug: term.slug })),
    link: item.link,
    line: item.line,
  };
}

/**
 * ElementsKit's header/footer builder keeps its rule in plain meta (activation, entire_site / singular /
 * archive, and for singular: all, front_page, all_pages, all_posts, 404page or selected ids); it is expressed
 * as the equivalent Elementor conditions so one matcher serves both. The meta stays as exported too.
 */
export function elementsKitConditions(meta: Record<string, string>): StoredCondition[] {
  if (meta.elementskit_template_activation !== "yes") return [];
  const include = (name: string, subName = "", subId = ""): StoredCondition => ({
    type: "include",
    name,
    subName,
    subId,
  });
  switch (meta.elementskit_template_condition_a) {
    case "entire_site":
      return [include("general")];
    case "archive":
      return [include("archive")];
    case "singular":
      switch (meta.elementskit_template_condition_singular) {
        case "front_page":
          return [include("singular", "front_page")];
        case "all_pages":
          return [include("singular", "page")];
        case "all_posts":
          return [include("singular", "post")];
        case "404page":
          return [include("singular", "not_found404")];
        case "selective":
          return (meta.elementskit_template_condition_singular_id ?? "")
            .split(",")
            .map((id) => id.trim())
            .filter((id) => /^\d+$/.test(id))
            .map((id) => include("singular", "page", id));
        default:
          return [include("singular")];
      }
    default:
      return [];
  }
}

function planAttachment(item: WxrItem, problem: (message: string) => void): PlannedAttachment {
  const sizeFiles: string[] = [];
  if (item.meta._wp_attachment_metadata) {
    try {
      const metadata = asRecord(decodeMetaValue(item.meta._wp_attachment_metadata));
      for (const size of Object.values(asRecord(metadata?.sizes) ?? {})) {
        const file = asRecord(size)?.file;
        if (typeof file === "string" && file) sizeFiles.push(file);
      }
      if (typeof metadata?.original_image === "string") sizeFiles.push(metadata.original_image);
    } catch (error) {
      if (!(error instanceof PhpMetaError)) throw error;
      problem(`_wp_attachment_metadata ${error.message}`);
    }
  }
  return {
    id: item.id,
    title: item.title,
    url: item.attachmentUrl || item.guid,
    file: item.meta._wp_attached_file ?? "",
    sizeFiles,
    alt: item.meta._wp_attachment_image_alt ?? "",
    caption: item.excerpt.trim(),
    line: item.line,
  };
}

function planMenuItem(item: WxrItem, problem: (message: string) => void): PlannedMenuItem | null {
  const meta = item.meta;
  let classes: string[] = [];
  let megaMenu: Record<string, unknown> | null = null;
  try {
    if (meta._menu_item_classes)
      classes = (asStringList(decodeMetaValue(meta._menu_item_classes)) ?? []).filter(Boolean);
  } catch (error) {
    if (!(error instanceof PhpMetaError)) throw error;
    problem(`_menu_item_classes ${error.message}`);
    return null;
  }
  if (meta.ekit_menu_item_settings) {
    try {
      megaMenu = asRecord(JSON.parse(meta.ekit_menu_item_settings));
    } catch (error) {
      problem(`ekit_menu_item_settings is not valid JSON (${(error as Error).message})`);
      return null;
    }
  }
  const number = (text: string | undefined) => {
    const value = Number(text ?? "");
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  return {
    id: item.id,
    parentItemId: number(meta._menu_item_menu_item_parent),
    position: item.menuOrder,
    label: item.title,
    kind: meta._menu_item_type ?? "custom",
    object: meta._menu_item_object ?? "",
    objectId: number(meta._menu_item_object_id),
    url: meta._menu_item_url ?? "",
    target: meta._menu_item_target ?? "",
    classes,
    attrTitle: item.excerpt,
    description: item.content,
    megaMenu,
    meta,
    line: item.line,
  };
}
