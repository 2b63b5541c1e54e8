import { ADVANCED_SEARCH_LOAD_MORE, ADVANCED_SEARCH_MAX_OFFSET } from "../../../../protocol/elementskit.ts";
import { isFiniteNumber, isRecord } from "../../../../protocol/plain-guards.ts";

/**
 * The browser side's rules of the advanced search, kept apart from the request schema (advanced-search.rules.ts)
 * so that its browser module carries no Zod (decision 034).
 */

/** What the browser module needs (`data-vitrine-config`, worked out on the server from the parsed settings). */
export interface AdvancedSearchBrowserConfig {
  perPage: number;
  showProducts: boolean;
  showPosts: boolean;
  showImage: boolean;
  showPrice: boolean;
}

/** Reads the server's advanced-search configuration; null when it is not one. */
export function readAdvancedSearchConfig(value: unknown): AdvancedSearchBrowserConfig | null {
  if (!isRecord(value)) return null;
  const { perPage, showProducts, showPosts, showImage, showPrice } = value;
  if (
    !isFiniteNumber(perPage) ||
    typeof showProducts !== "boolean" ||
    typeof showPosts !== "boolean" ||
    typeof showImage !== "boolean" ||
    typeof showPrice !== "boolean"
  )
    return null;
  return { perPage, showProducts, showPosts, showImage, showPrice };
}

/** W-SEARCH-08: what the next "load more" asks for, or null when every result is shown. */
export function nextLoad(shown: number, found: number): { offset: number; posts_per_page: number } | null {
  if (shown >= found || shown >= ADVANCED_SEARCH_MAX_OFFSET) return null;
  return { offset: shown, posts_per_page: ADVANCED_SEARCH_LOAD_MORE };
}
