import { z } from "zod";
import {
  ADVANCED_SEARCH_LOAD_MORE,
  ADVANCED_SEARCH_MAX_OFFSET,
  ADVANCED_SEARCH_MAX_PER_ANSWER,
} from "../../../../protocol/elementskit.ts";
import { SEARCH_TERMS_MAX_LENGTH } from "../../../search/search-address.ts";

export { nextLoad } from "./advanced-search.browser.ts";

/**
 * The advanced search's rules (W-SEARCH-04..08), shared by the widget, its browser module and the search call:
 * what a request may ask, which slice of products-then-posts an answer carries, and what "load more" asks next.
 */

const yesNo = z
  .union([z.literal("yes"), z.literal(""), z.literal("no")])
  .transform((value) => value === "yes");
const count = (fallback: number, max: number) =>
  z.coerce.number().int().min(0).max(max).catch(fallback).default(fallback);

/** The widget settings and the serialized form, as the browser posts them. Bad numbers fall back; bad terms fail. */
export const advancedSearchRequest = z.object({
  s: z
    .string()
    .max(SEARCH_TERMS_MAX_LENGTH * 4)
    .transform((terms) =>
      Array.from(terms.replace(/\p{Cc}+/gu, " ").trim())
        .slice(0, SEARCH_TERMS_MAX_LENGTH)
        .join(""),
    ),
  show_products: yesNo.default(true),
  show_posts: yesNo.default(true),
  show_image: yesNo.default(true),
  show_price: yesNo.default(true),
  posts_per_page: count(ADVANCED_SEARCH_LOAD_MORE, ADVANCED_SEARCH_MAX_PER_ANSWER).pipe(z.number().min(1)),
  offset: count(0, ADVANCED_SEARCH_MAX_OFFSET),
});
export type AdvancedSearchRequest = z.output<typeof advancedSearchRequest>;

/** The keys of the widget's settings the browser posts with the form (W-SEARCH-05). */
export const POSTED_SETTINGS = [
  "show_products",
  "show_posts",
  "show_image",
  "show_price",
  "posts_per_page",
] as const;

export interface ResultWindow {
  products: { offset: number; limit: number };
  posts: { offset: number; limit: number };
}

/**
 * Results are the products (best match first) followed by the posts (newest first); an answer carries `limit`
 * of them from `offset`. Which part of each list that is, given how many products were found.
 */
export function resultWindow(offset: number, limit: number, productTotal: number): ResultWindow {
  const productOffset = Math.min(offset, productTotal);
  const productLimit = Math.max(0, Math.min(limit, productTotal - offset));
  return {
    products: { offset: productOffset, limit: productLimit },
    posts: { offset: Math.max(0, offset - productTotal), limit: limit - productLimit },
  };
}

/** The count the results announce. */
export function foundMessage(found: number, terms: string): string {
  if (found === 0) return `No results for “${terms}”.`;
  return `${found} ${found === 1 ? "result" : "results"} for “${terms}”.`;
}
