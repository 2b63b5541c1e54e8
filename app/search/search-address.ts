/**
 * The site search address, as WordPress makes it: `/?s=<terms>`, optionally `&post_type=product` (the
 * shop's product search form adds it), paged as `/page/<n>/?s=…` or `?paged=<n>`. Pure: the home loader
 * reads the request with it, and the search forms use its names.
 */

export const SEARCH_TERMS_PARAM = "s";
export const SEARCH_POST_TYPE_PARAM = "post_type";
export const PRODUCT_POST_TYPE = "product";

/**
 * Longer terms are cut to this many characters rather than refused: a shopper who pastes a paragraph
 * still gets results for its beginning, and the database never sees an unbounded query.
 */
export const SEARCH_TERMS_MAX_LENGTH = 200;

export const POST_POST_TYPE = "post";

/** The kinds of content the site search looks through: products, and the blog's posts beside them. */
export const SEARCHABLE_CONTENT = [PRODUCT_POST_TYPE, POST_POST_TYPE] as const;
export type SearchableContent = (typeof SEARCHABLE_CONTENT)[number];

export interface SiteSearch {
  /** The terms as searched: control characters removed, white space collapsed, at most the maximum length. */
  terms: string;
  /** `post_type` as given (kept in links and forms), or null when the search is over everything. */
  postType: string | null;
  /** What to look through: every searchable kind without a post type, that kind with one, nothing for an unknown one. */
  content: SearchableContent[];
}

// Control characters (NUL among them, which PostgreSQL refuses in text) would only ever be noise.
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

function searchTerms(raw: string): string {
  const cleaned = raw.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
  // Cut by code points, so a cut never splits a character in two.
  return Array.from(cleaned).slice(0, SEARCH_TERMS_MAX_LENGTH).join("").trim();
}

/** WordPress post type names are at most 20 characters; anything longer is unknown, and cut like the terms. */
const POST_TYPE_MAX_LENGTH = 40;

function postType(value: string | null): string | null {
  const cleaned = (value ?? "").replace(CONTROL_CHARACTERS, "").trim().slice(0, POST_TYPE_MAX_LENGTH);
  return cleaned === "" ? null : cleaned;
}

/**
 * The search a home address asks for, or null when it asks for none: no `s`, or only white space (the
 * normal home page shows then).
 */
export function parseSiteSearch(search: URLSearchParams): SiteSearch | null {
  const raw = search.get(SEARCH_TERMS_PARAM);
  if (raw === null) return null;
  const terms = searchTerms(raw);
  if (terms === "") return null;
  const type = postType(search.get(SEARCH_POST_TYPE_PARAM));
  return { terms, postType: type, content: searchedContent(type) };
}

function searchedContent(type: string | null): SearchableContent[] {
  if (type === null) return [...SEARCHABLE_CONTENT];
  return SEARCHABLE_CONTENT.filter((kind) => kind === type);
}
