import type { StoredCondition } from "../../db/schema.ts";

/**
 * Elementor Pro's display conditions (`_elementor_conditions`): which header, footer, single, archive and popup
 * templates apply to a page. A condition is `type/name/sub_name/sub_id` (`include/singular/page/12`,
 * `exclude/archive/category`, `include/product_archive/shop_page`). A template applies when one of its include
 * conditions matches the page and none of its exclude conditions does; among the templates of a location the
 * most specific match wins (lowest priority number, Elementor's scale below). Popups are a "multiple" location:
 * every matching popup applies.
 */

export type { StoredCondition };

/** A term attached to the page's object, or the term an archive lists, with its ancestors nearest first. */
export interface ContextTerm {
  taxonomy: string;
  id: number;
  ancestorIds?: readonly number[];
}

export type ArchiveContext =
  /** The index of a post type: the blog index (`post`), the shop page (`product`). */
  | { type: "post_type" }
  | { type: "taxonomy"; term: ContextTerm }
  | { type: "author"; authorId: number | null }
  | { type: "date" }
  | { type: "search" };

/** What a page shows, as the conditions see it. */
export type PageContext =
  | {
      kind: "singular";
      /** page, post, product, e-landing-page… */
      postType: string;
      id: number;
      isFrontPage?: boolean;
      /** Parent chain, nearest first (pages). */
      ancestorIds?: readonly number[];
      terms?: readonly ContextTerm[];
      authorId?: number | null;
    }
  | {
      kind: "archive";
      /** The post type listed: `post` (blog) or `product` (shop, product categories and tags, product search). */
      postType: string;
      archive: ArchiveContext;
      /** The blog index shown as the front page. */
      isFrontPage?: boolean;
    }
  | { kind: "not_found" };

/** Parses `include/singular/page/12`; null for anything that is not include/exclude with a name. */
export function parseCondition(raw: string): StoredCondition | null {
  const [type = "", name = "", subName = "", subId = "", ...rest] = raw.trim().split("/");
  if ((type !== "include" && type !== "exclude") || name === "" || rest.length > 0) return null;
  return { type, name, subName, subId };
}

interface ConditionRule {
  /** Elementor's specificity: lower is more specific. */
  priority: number;
  /** Whether the condition has sub-conditions of its own (one without is 5 more specific as a sub-condition). */
  hasSubConditions: boolean;
  check(context: PageContext, id: number): boolean;
}

/** PHP's truthiness of the sub id: "" and "0" mean "all". */
function idOf(subId: string): number {
  const id = Number(subId);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

const isShop = (context: PageContext) =>
  context.kind === "archive"
    ? context.postType === "product"
    : context.kind === "singular" && context.postType === "product";

const FIXED_RULES: Record<string, ConditionRule> = {
  general: { priority: 100, hasSubConditions: true, check: () => true },
  archive: {
    priority: 80,
    hasSubConditions: true,
    // WooCommerce archives belong to the woocommerce conditions, not to "archive" (as in Elementor Pro).
    check: (context) => context.kind === "archive" && context.postType !== "product",
  },
  singular: {
    priority: 60,
    hasSubConditions: true,
    check: (context) => context.kind === "singular" || context.kind === "not_found",
  },
  front_page: {
    priority: 30,
    hasSubConditions: false,
    check: (context) => context.kind !== "not_found" && context.isFrontPage === true,
  },
  not_found404: { priority: 20, hasSubConditions: false, check: (context) => context.kind === "not_found" },
  child_of: {
    priority: 40,
    hasSubConditions: false,
    check: (context, id) => {
      if (context.kind !== "singular") return false;
      const parent = context.ancestorIds?.[0] ?? 0;
      return id === 0 ? parent > 0 : parent === id;
    },
  },
  any_child_of: {
    priority: 40,
    hasSubConditions: false,
    check: (context, id) => {
      if (context.kind !== "singular") return false;
      const ancestors = context.ancestorIds ?? [];
      return id === 0 ? ancestors.length > 0 : ancestors.includes(id);
    },
  },
  by_author: {
    priority: 40,
    hasSubConditions: false,
    check: (context, id) => context.kind === "singular" && context.authorId === id,
  },
  author: {
    priority: 70,
    hasSubConditions: false,
    check: (context, id) =>
      context.kind === "archive" &&
      context.archive.type === "author" &&
      (id === 0 || context.archive.authorId === id),
  },
  date: {
    priority: 70,
    hasSubConditions: false,
    check: (context) => context.kind === "archive" && context.archive.type === "date",
  },
  search: {
    priority: 70,
    hasSubConditions: false,
    check: (context) =>
      context.kind === "archive" && context.archive.type === "search" && context.postType !== "product",
  },
  woocommerce: { priority: 100, hasSubConditions: true, check: isShop },
  product_archive: {
    priority: 40,
    hasSubConditions: true,
    check: (context) => context.kind === "archive" && context.postType === "product",
  },
  shop_page: {
    priority: 40,
    hasSubConditions: false,
    check: (context) =>
      context.kind === "archive" && context.postType === "product" && context.archive.type === "post_type",
  },
  product_search: {
    priority: 40,
    hasSubConditions: false,
    check: (context) =>
      context.kind === "archive" && context.postType === "product" && context.archive.type === "search",
  },
};

const TAXONOMIES = ["category", "post_tag", "product_cat", "product_tag"] as const;
/** Taxonomies with parents: they also have "in child terms" and "child of term" conditions. */
const HIERARCHICAL = new Set<string>(["category", "product_cat"]);
const POST_TYPES = ["page", "post", "product", "attachment", "e-landing-page"] as const;

function termOf(context: PageContext, taxonomy: string): ContextTerm | null {
  if (context.kind !== "archive" || context.archive.type !== "taxonomy") return null;
  return context.archive.term.taxonomy === taxonomy ? context.archive.term : null;
}

/** The rule of a condition name, including the names Elementor builds per post type and taxonomy. */
export function conditionRule(name: string): ConditionRule | null {
  const fixed = FIXED_RULES[name];
  if (fixed) return fixed;
  for (const taxonomy of TAXONOMIES) {
    if (name === taxonomy)
      return {
        priority: 70,
        hasSubConditions: false,
        check: (context, id) => {
          const term = termOf(context, taxonomy);
          return term !== null && (id === 0 || term.id === id);
        },
      };
    if (name === `child_of_${taxonomy}` && HIERARCHICAL.has(taxonomy))
      return {
        priority: 70,
        hasSubConditions: false,
        check: (context, id) => (termOf(context, taxonomy)?.ancestorIds?.[0] ?? 0) === id && id > 0,
      };
    if (name === `any_child_of_${taxonomy}` && HIERARCHICAL.has(taxonomy))
      return {
        priority: 70,
        hasSubConditions: false,
        check: (context, id) => (termOf(context, taxonomy)?.ancestorIds ?? []).includes(id),
      };
    if (name === `in_${taxonomy}`)
      return {
        priority: 40,
        hasSubConditions: false,
        check: (context, id) =>
          context.kind === "singular" &&
          (context.terms ?? []).some((term) => term.taxonomy === taxonomy && term.id === id),
      };
    if (name === `in_${taxonomy}_children` && HIERARCHICAL.has(taxonomy))
      return {
        priority: 40,
        hasSubConditions: false,
        check: (context, id) =>
          context.kind === "singular" &&
          id > 0 &&
          (context.terms ?? []).some(
            (term) => term.taxonomy === taxonomy && (term.ancestorIds ?? []).includes(id),
          ),
      };
  }
  for (const postType of POST_TYPES) {
    if (name === postType)
      return {
        priority: 40,
        hasSubConditions: true,
        check: (context, id) =>
          context.kind === "singular" && (id === 0 ? context.postType === postType : context.id === id),
      };
    if (name === `${postType}_archive`)
      return {
        priority: 70,
        hasSubConditions: postType === "post" || postType === "product",
        check: (context) =>
          context.kind === "archive" && context.postType === postType && context.archive.type === "post_type",
      };
    if (name === `${postType}_by_author`)
      return {
        priority: 40,
        hasSubConditions: false,
        check: (context, id) =>
          context.kind === "singular" && context.postType === postType && context.authorId === id,
      };
  }
  return null;
}

/**
 * How specifically a template's conditions match the page: the priority of its most specific matching include
 * condition, or null when none matches or an exclude condition matches. Unknown condition names are ignored,
 * as Elementor ignores conditions of plugins that are no longer there.
 *
 * *Quirk*: Elementor Pro keeps the priority of the last matching include in the list rather than the most
 * specific one; the evident intent (the most specific) is applied here.
 */
export function conditionsMatch(conditions: readonly StoredCondition[], context: PageContext): number | null {
  let best: number | null = null;
  for (const condition of conditions) {
    const rule = conditionRule(condition.name);
    if (!rule?.check(context, 0)) continue;
    let priority = rule.priority;
    if (condition.subName) {
      const sub = conditionRule(condition.subName);
      if (!sub?.check(context, idOf(condition.subId))) continue;
      priority = Math.min(priority, sub.priority) - 10;
      if (idOf(condition.subId) > 0) priority -= 10;
      else if (!sub.hasSubConditions) priority -= 5;
    }
    if (condition.type === "exclude") return null;
    best = best === null ? priority : Math.min(best, priority);
  }
  return best;
}

export type TemplateLocation = "header" | "footer" | "single" | "archive" | "popup";

/** Where a template document goes, by its type; null for documents that are not placed by conditions. */
export function templateLocation(type: string): TemplateLocation | null {
  switch (type) {
    case "header":
    case "footer":
    case "single":
    case "archive":
    case "popup":
      return type;
    default:
      return null;
  }
}

export interface ConditionalTemplate {
  id: number;
  type: string;
  conditions: readonly StoredCondition[];
}

export interface PageTemplates<T extends ConditionalTemplate> {
  header: T | null;
  footer: T | null;
  single: T | null;
  archive: T | null;
  /** Every matching popup, most specific first. */
  popups: T[];
}

/**
 * The templates that apply to a page, from the published templates given. Within a location the most specific
 * match wins; equal matches go to the newer template (higher id).
 */
export function templatesForPage<T extends ConditionalTemplate>(
  templates: readonly T[],
  context: PageContext,
): PageTemplates<T> {
  const matches: Record<TemplateLocation, { template: T; priority: number }[]> = {
    header: [],
    footer: [],
    single: [],
    archive: [],
    popup: [],
  };
  for (const template of templates) {
    const location = templateLocation(template.type);
    if (!location) continue;
    const priority = conditionsMatch(template.conditions, context);
    if (priority !== null) matches[location].push({ template, priority });
  }
  const ranked = (location: TemplateLocation) =>
    matches[location]
      .sort((a, b) => a.priority - b.priority || b.template.id - a.template.id)
      .map((match) => match.template);
  return {
    header: ranked("header")[0] ?? null,
    footer: ranked("footer")[0] ?? null,
    single: ranked("single")[0] ?? null,
    archive: ranked("archive")[0] ?? null,
    popups: ranked("popup"),
  };
}
