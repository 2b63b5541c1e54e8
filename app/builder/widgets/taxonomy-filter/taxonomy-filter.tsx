import type { z } from "zod";
import {
  ALL_TERMS,
  filtersFromParams,
  type LogicalJoin,
  loopSearch,
  queryWithFilter,
  relativeHref,
  type TaxonomyFilter,
  toggleTerm,
} from "../../loop/filter-state.ts";
import type { LoopTerm } from "../../loop/loop-services.ts";
import type { WidgetProps } from "../../widget.ts";
import type { taxonomyFilterSettings } from "./settings.ts";

export interface TaxonomyFilterData {
  terms: LoopTerm[];
  params: URLSearchParams;
}

/** The link a term leads to: the same page with this filter's selection after the click (page reset). */
export function termHref(
  params: URLSearchParams,
  loopId: string,
  taxonomy: string,
  current: TaxonomyFilter | null,
  term: string,
  multiple: LogicalJoin | null,
): string {
  return relativeHref(
    queryWithFilter(loopSearch(params), loopId, taxonomy, toggleTerm(current, term, multiple)),
  );
}

/**
 * The filter's terms as links to the filtered address (so filtering works without script: the server renders the
 * grid for that address), the selected ones marked `aria-current` and `e-active`. The browser module turns the
 * clicks into an in-place refresh.
 */
export function TaxonomyFilterView({
  settings,
  data,
  element,
}: WidgetProps<z.output<typeof taxonomyFilterSettings>, TaxonomyFilterData | null>) {
  if (!data || !settings.selected_element) return null;
  const loopId = settings.selected_element;
  const taxonomy = settings.taxonomy;
  const multiple = settings.multiple_selection ? logicalJoinOrNull(settings.logical_combination) : null;
  const current = filtersFromParams(data.params, loopId)[taxonomy] ?? null;
  const terms = data.terms
    .filter((term) => settings.show_empty_items || term.count > 0)
    .slice(0, settings.number_of_taxonomies ?? undefined);
  const selected = new Set(current?.terms ?? []);
  const item = (slug: string, name: string) => {
    const active = slug === ALL_TERMS ? selected.size === 0 : selected.has(slug);
    return (
      <a
        key={slug}
        className={`e-filter-item${active ? " e-active" : ""}`}
        href={termHref(data.params, loopId, taxonomy, current, slug, multiple)}
        data-filter={slug}
        aria-current={active ? "true" : undefined}
        rel="nofollow"
      >
        {name}
      </a>
    );
  };
  return (
    <nav
      className="e-filter"
      aria-label={`Filter by ${taxonomyLabel(taxonomy)}`}
      data-vitrine-loop-filter={loopId}
      data-filter-id={element.id}
      data-taxonomy={taxonomy}
      data-multiple={multiple ?? ""}
    >
      {settings.show_first_item === "yes" || settings.show_first_item === true
        ? item(ALL_TERMS, settings.first_item_title)
        : null}
      {terms.map((term) => item(term.slug, term.name))}
    </nav>
  );
}

function logicalJoinOrNull(value: string): LogicalJoin | null {
  return value === "AND" || value === "OR" ? value : null;
}

function taxonomyLabel(taxonomy: string): string {
  return (
    { category: "category", post_tag: "tag", product_cat: "product category", product_tag: "product tag" }[
      taxonomy
    ] ?? taxonomy.replaceAll("_", " ")
  );
}
