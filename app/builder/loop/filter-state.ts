/**
 * The loop filter's state and its place in the address (reference.md "Loop filter"), shared by the server (which
 * renders the filtered grid for a filtered address) and the browser (which writes the address and refreshes the
 * grid in place). Pure: strings in, strings out.
 *
 * - `e-filter-<loopWidgetId>-<taxonomy>` holds term slugs joined by `+` (AND) or `~` (OR); a `!` before a slug
 *   marks a NOT term. URLSearchParams decodes `+` as a space, so a space separates AND terms too.
 * - `e-page-<loopWidgetId>` is the grid's page; any filter change drops it.
 */

export type LogicalJoin = "AND" | "OR";

/** What one taxonomy filter asks of a loop: the terms (a leading `!` means NOT) and how they combine. */
export interface TaxonomyFilter {
  terms: string[];
  logicalJoin: LogicalJoin;
}

/** `{<taxonomy>: {terms, logicalJoin}}`: the refresh call's `widget_filters.taxonomy` and the server's query input. */
export type TaxonomyFilters = Record<string, TaxonomyFilter>;

export const ALL_TERMS = "__all";
export const FILTER_PARAM_PREFIX = "e-filter-";
export const PAGE_PARAM_PREFIX = "e-page-";

const TERM_SLUG = /^!?[\p{L}\p{N}_-]{1,200}$/u;
const TAXONOMY = /^[a-z0-9_-]{1,32}$/;

/** W-FILTER-04: the operator must be AND or OR; anything else turns multiple selection off (null). */
export function logicalJoinOf(value: unknown): LogicalJoin | null {
  return value === "AND" || value === "OR" ? value : null;
}

export function filterParamName(loopWidgetId: string, taxonomy: string): string {
  return `${FILTER_PARAM_PREFIX}${loopWidgetId}-${taxonomy}`;
}

export function pageParamName(loopWidgetId: string): string {
  return `${PAGE_PARAM_PREFIX}${loopWidgetId}`;
}

/** W-URL-04..06: terms joined by `+` (AND) or `~` (OR), NOT terms kept with their `!`. Already URL-encoded. */
export function serializeTerms(filter: TaxonomyFilter): string {
  return filter.terms
    .map((term) => encodeURIComponent(term).replaceAll("%21", "!"))
    .join(filter.logicalJoin === "OR" ? "~" : "+");
}

/** A decoded parameter value back to terms: `~` means OR; `+` (or the space a decoded `+` becomes) means AND. */
export function parseTerms(value: string): TaxonomyFilter | null {
  const logicalJoin: LogicalJoin = value.includes("~") ? "OR" : "AND";
  const terms = [...new Set(value.split(/[~+ ]/).filter((term) => TERM_SLUG.test(term)))];
  if (terms.length === 0 || terms.includes(ALL_TERMS)) return null;
  return { terms, logicalJoin };
}

/** The filters of one loop widget in a query string (`URLSearchParams` decodes it, so `+` arrives as a space). */
export function filtersFromParams(params: URLSearchParams, loopWidgetId: string): TaxonomyFilters {
  const prefix = `${FILTER_PARAM_PREFIX}${loopWidgetId}-`;
  const filters: TaxonomyFilters = {};
  for (const [name, value] of mergedFilterParams(params)) {
    if (!name.startsWith(prefix)) continue;
    const taxonomy = name.slice(prefix.length);
    if (!TAXONOMY.test(taxonomy)) continue;
    const filter = parseTerms(value);
    if (filter) filters[taxonomy] = filter;
  }
  return filters;
}

/**
 * A filter parameter given several times (what a no-script form of checkboxes submits:
 * `e-filter-a1-category=glazes&e-filter-a1-category=news`) is one filter of all its values: joined with `~` (OR)
 * when any value carries a `~` (an OR filter's checkboxes are valued `~slug`), else with a space (AND).
 */
function mergedFilterParams(params: URLSearchParams): [string, string][] {
  const merged = new Map<string, string[]>();
  const order: [string, string][] = [];
  for (const [name, value] of params) {
    if (!name.startsWith(FILTER_PARAM_PREFIX)) {
      order.push([name, value]);
      continue;
    }
    const values = merged.get(name);
    if (values) values.push(value);
    else {
      merged.set(name, [value]);
      order.push([name, ""]);
    }
  }
  return order.map(([name, value]) => {
    const values = merged.get(name);
    if (!values) return [name, value];
    return [name, values.join(values.some((each) => each.includes("~")) ? "~" : " ")];
  });
}

/** The grid's page from `e-page-<id>` (1 when absent or not a page number). */
export function pageFromParams(params: URLSearchParams, loopWidgetId: string): number {
  const value = params.get(pageParamName(loopWidgetId));
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/**
 * The query string after a filter change (W-URL-02, W-URL-03): this loop's parameter for the taxonomy replaced
 * (removed for `__all` or no terms), every `e-page-<id>…` parameter of the loop dropped, the rest kept in order.
 * Written by hand so `+` and `~` stay literal.
 */
export function queryWithFilter(
  search: string,
  loopWidgetId: string,
  taxonomy: string,
  filter: TaxonomyFilter | null,
): string {
  const name = filterParamName(loopWidgetId, taxonomy);
  const pagePrefix = pageParamName(loopWidgetId);
  const kept = rawPairs(search).filter(([key]) => key !== name && !key.startsWith(pagePrefix));
  const parts = kept.map(([key, value]) => (value === null ? key : `${key}=${value}`));
  if (filter && filter.terms.length > 0 && !filter.terms.includes(ALL_TERMS))
    parts.push(`${encodeURIComponent(name)}=${serializeTerms(filter)}`);
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/** The query string for page `page` of a loop (page 1 removes the parameter). */
export function queryWithPage(search: string, loopWidgetId: string, page: number): string {
  const name = pageParamName(loopWidgetId);
  const parts = rawPairs(search)
    .filter(([key]) => key !== name)
    .map(([key, value]) => (value === null ? key : `${key}=${value}`));
  if (page > 1) parts.push(`${encodeURIComponent(name)}=${page}`);
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/** `?a=1&b` → [["a","1"],["b",null]], names decoded, values left as written. */
function rawPairs(search: string): [string, string | null][] {
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (query === "") return [];
  return query
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      const key = at === -1 ? pair : pair.slice(0, at);
      let decoded = key;
      try {
        decoded = decodeURIComponent(key.replaceAll("+", " "));
      } catch {
        // A malformed escape is kept as written.
      }
      return [decoded, at === -1 ? null : pair.slice(at + 1)] as [string, string | null];
    });
}

/**
 * What a click on a term does to a filter (multiple selection only when the join is AND or OR, W-FILTER-04):
 * `__all` clears; with multiple selection the term toggles; without it the term replaces the selection, and a
 * second click on the only selected term clears it.
 */
export function toggleTerm(
  current: TaxonomyFilter | null,
  term: string,
  multiple: LogicalJoin | null,
): TaxonomyFilter | null {
  if (term === ALL_TERMS) return null;
  const selected = current?.terms ?? [];
  if (multiple === null) {
    return selected.length === 1 && selected[0] === term ? null : { terms: [term], logicalJoin: "AND" };
  }
  const terms = selected.includes(term) ? selected.filter((t) => t !== term) : [...selected, term];
  return terms.length === 0 ? null : { terms, logicalJoin: multiple };
}

/** One taxonomy filter widget's contribution, as the browser collects them for a loop. */
export interface FilterEntry {
  filterId: string;
  taxonomy: string;
  filter: TaxonomyFilter | null;
}

/**
 * The loop's filter state (W-FILTER-01..03): filters keyed by filter (widget) id, each with `filterType` and
 * `filterData` {terms, selectedTaxonomy, logicalJoin}, and the consolidated filters by type and taxonomy,
 * which is what the refresh call sends as `widget_filters`.
 */
export interface LoopFilterState {
  filters: Record<
    string,
    {
      filterType: "taxonomy";
      filterData: { terms: string[]; selectedTaxonomy: string; logicalJoin: LogicalJoin };
    }
  >;
  consolidated: { taxonomy: TaxonomyFilters };
}

export function loopFilterState(entries: readonly FilterEntry[]): LoopFilterState {
  const state: LoopFilterState = { filters: {}, consolidated: { taxonomy: {} } };
  for (const { filterId, taxonomy, filter } of entries) {
    if (!filter || filter.terms.length === 0) continue;
    state.filters[filterId] = {
      filterType: "taxonomy",
      filterData: { terms: filter.terms, selectedTaxonomy: taxonomy, logicalJoin: filter.logicalJoin },
    };
    const merged = state.consolidated.taxonomy[taxonomy];
    state.consolidated.taxonomy[taxonomy] = merged
      ? { terms: [...new Set([...merged.terms, ...filter.terms])], logicalJoin: merged.logicalJoin }
      : { terms: [...filter.terms], logicalJoin: filter.logicalJoin };
  }
  return state;
}

/** `widget_filters` of a refresh call back into loop parameters (the server renders the same as for the URL). */
export function paramsFromFilters(loopWidgetId: string, filters: TaxonomyFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [taxonomy, filter] of Object.entries(filters)) {
    if (!TAXONOMY.test(taxonomy)) continue;
    const terms = filter.terms.filter((term) => TERM_SLUG.test(term) && term !== ALL_TERMS);
    if (terms.length > 0)
      params.set(
        filterParamName(loopWidgetId, taxonomy),
        terms.join(filter.logicalJoin === "OR" ? "~" : " "),
      );
  }
  if (page > 1) params.set(pageParamName(loopWidgetId), String(page));
  return params;
}

/** The parameters a cached render depends on (loop filters and pages), in a stable order for a cache key. */
export function loopCacheKey(params: URLSearchParams): string {
  return [...params]
    .filter(([name]) => name.startsWith(FILTER_PARAM_PREFIX) || name.startsWith(PAGE_PARAM_PREFIX))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("&");
}

/** Loop parameters as a query string (`?…`, or "" when none), filter terms with literal `+` / `~` / `!`. */
export function loopSearch(params: URLSearchParams): string {
  const parts: string[] = [];
  for (const [name, value] of params) {
    const filter = name.startsWith(FILTER_PARAM_PREFIX) ? parseTerms(value) : null;
    if (name.startsWith(FILTER_PARAM_PREFIX) && !filter) continue;
    parts.push(`${encodeURIComponent(name)}=${filter ? serializeTerms(filter) : encodeURIComponent(value)}`);
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/** A query-only link to the same page ("./" when no parameters are left). */
export function relativeHref(search: string): string {
  return search === "" || search === "?" ? "./" : search;
}

/** Only the loop parameters of a query (what loop widgets render from), in their order, repeated filters merged. */
export function loopParamsOf(params: URLSearchParams): URLSearchParams {
  const loop = new URLSearchParams();
  for (const [name, value] of mergedFilterParams(params))
    if (name.startsWith(FILTER_PARAM_PREFIX) || name.startsWith(PAGE_PARAM_PREFIX)) loop.append(name, value);
  return loop;
}
