import { z } from "zod";
import type { Settings } from "../render/element.ts";
import { filtersFromParams, pageFromParams } from "./filter-state.ts";
import type { LoopOrderBy, LoopPostType, LoopQuery } from "./loop-services.ts";

/**
 * Elementor Pro's query control group (`<prefix>_post_type`, `_include`, `_include_term_ids`, `_exclude`,
 * `_exclude_ids`, `_offset`, `_orderby`, `_order`) read into a `LoopQuery`, with the visitor's filter and page
 * from the address. Term ids of the old site do not survive the move, so include/exclude terms are matched by
 * slug: `<prefix>_include_terms` / `<prefix>_exclude_terms` as `taxonomy:slug` strings (what the importer and
 * the demo write), and `<prefix>_include_term_ids` entries that are already `taxonomy:slug`.
 */

export const PAGINATION_TYPES = [
  "",
  "numbers",
  "prev_next",
  "numbers_and_prev_next",
  "load_more_on_click",
  "load_more_infinite_scroll",
] as const;
export type PaginationType = (typeof PAGINATION_TYPES)[number];

const ORDER_BY: Record<string, LoopOrderBy> = {
  date: "date",
  post_date: "date",
  title: "title",
  post_title: "title",
  menu_order: "menu_order",
  price: "price",
  rand: "rand",
  modified: "modified",
};

const stringList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
  .transform((value) => (Array.isArray(value) ? value : [value]).map(String).filter((item) => item !== ""))
  .catch([]);

function termsBySlug(values: readonly string[]): Record<string, string[]> {
  const byTaxonomy: Record<string, string[]> = {};
  for (const value of values) {
    const match = /^([a-z0-9_-]{1,32}):([\p{L}\p{N}_-]{1,200})$/u.exec(value);
    if (!match?.[1] || !match[2]) continue;
    byTaxonomy[match[1]] = [...(byTaxonomy[match[1]] ?? []), match[2]];
  }
  return byTaxonomy;
}

export interface QueryInput {
  settings: Settings;
  /** The query group's prefix: `post_query`, `product_query` (loop grid skins), `posts` (Pro posts widget). */
  prefix: string;
  postType: LoopPostType;
  perPage: number;
  /** The loop widget's id (its `e-filter-<id>-*` and `e-page-<id>` parameters). */
  widgetId: string;
  params: URLSearchParams;
  /** The document being rendered (left out when the query excludes the current post). */
  documentId: number;
}

export function loopQueryOf(input: QueryInput): LoopQuery {
  const { settings, prefix } = input;
  const at = (key: string) => settings[`${prefix}_${key}`];
  const include = stringList.parse(at("include"));
  const exclude = stringList.parse(at("exclude"));
  const offset = Number(at("offset"));
  const orderBy =
    ORDER_BY[String(at("orderby") ?? "")] ?? (input.postType === "product" ? "menu_order" : "date");
  const order =
    at("order") === "asc" || at("order") === "ASC"
      ? "asc"
      : at("order") === undefined && orderBy === "title"
        ? "asc"
        : "desc";
  const excludeIds = stringList
    .parse(at("exclude_ids"))
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  if (exclude.includes("current_post")) excludeIds.push(input.documentId);
  return {
    postType: input.postType,
    page: pageFromParams(input.params, input.widgetId),
    perPage: Math.min(100, Math.max(1, Math.floor(input.perPage))),
    offset: Number.isInteger(offset) && offset > 0 ? Math.min(offset, 1000) : 0,
    orderBy,
    order,
    includeTerms: include.includes("terms")
      ? termsBySlug([...stringList.parse(at("include_term_ids")), ...stringList.parse(at("include_terms"))])
      : termsBySlug(stringList.parse(at("include_terms"))),
    excludeTerms: termsBySlug([
      ...(exclude.includes("terms") ? stringList.parse(at("exclude_term_ids")) : []),
      ...stringList.parse(at("exclude_terms")),
    ]),
    excludeIds,
    filters: filtersFromParams(input.params, input.widgetId),
  };
}

/** Page numbers to show around the current page (Elementor's `pagination_page_limit` caps the last page). */
export function pageCountShown(pageCount: number, limit: unknown): number {
  const cap = Number(limit);
  return Number.isInteger(cap) && cap > 0 ? Math.min(pageCount, cap) : pageCount;
}
