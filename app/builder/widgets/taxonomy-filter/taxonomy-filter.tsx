import type { z } from "zod";
import {
  ALL_TERMS,
  filterParamName,
  filtersFromParams,
  type LogicalJoin,
  loopSearch,
  pageParamName,
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
  const common = {
    "aria-label": `Filter by ${taxonomyLabel(taxonomy)}`,
    "data-vitrine-loop-filter": loopId,
    "data-filter-id": element.id,
    "data-taxonomy": taxonomy,
    "data-multiple": multiple ?? "",
  };
  const showFirst = settings.show_first_item === "yes" || settings.show_first_item === true;
  if (settings.vitrine_display === "checkboxes")
    return (
      <CheckboxFilter
        common={common}
        params={data.params}
        loopId={loopId}
        taxonomy={taxonomy}
        multiple={multiple}
        selected={selected}
        terms={terms}
        firstItem={showFirst ? settings.first_item_title : null}
        clearHref={termHref(data.params, loopId, taxonomy, current, ALL_TERMS, multiple)}
        applyLabel={settings.vitrine_apply_label}
      />
    );
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
    <nav className="e-filter" {...common}>
      {showFirst ? item(ALL_TERMS, settings.first_item_title) : null}
      {terms.map((term) => item(term.slug, term.name))}
    </nav>
  );
}

/**
 * The terms as checkboxes (or radio buttons when only one may be chosen) in a GET form to the same page: without
 * script "Apply" submits the choice as the filter's parameter, given once per term (an OR filter's values carry
 * its `~`), which the server reads as one filter; the form keeps the page's other loop parameters, drops this
 * loop's page. The browser module applies each change at once instead and hides the button.
 */
function CheckboxFilter(props: {
  common: Record<string, string>;
  params: URLSearchParams;
  loopId: string;
  taxonomy: string;
  multiple: LogicalJoin | null;
  selected: Set<string>;
  terms: LoopTerm[];
  firstItem: string | null;
  /** The address without this filter: the first item, a link beside checkboxes (a radio button otherwise). */
  clearHref: string;
  applyLabel: string;
}) {
  const { loopId, taxonomy, multiple, selected } = props;
  const name = filterParamName(loopId, taxonomy);
  const kept = [...props.params].filter(([param]) => param !== name && param !== pageParamName(loopId));
  const type = multiple ? "checkbox" : "radio";
  const option = (slug: string, label: string) => {
    const active = slug === ALL_TERMS ? selected.size === 0 : selected.has(slug);
    return (
      <label key={slug} className={`e-filter-item e-filter-option${active ? " e-active" : ""}`}>
        <input
          type={type}
          name={name}
          value={multiple === "OR" ? `~${slug}` : slug}
          data-filter={slug}
          defaultChecked={active}
        />
        <span>{label}</span>
      </label>
    );
  };
  return (
    <form className="e-filter e-filter--checkboxes" method="get" action="./" {...props.common}>
      <fieldset>
        <legend className="elementor-screen-only">{props.common["aria-label"]}</legend>
        {props.firstItem !== null && !multiple ? option(ALL_TERMS, props.firstItem) : null}
        {props.terms.map((term) => option(term.slug, term.name))}
      </fieldset>
      {props.firstItem !== null && multiple ? (
        <a
          className={`e-filter-clear${selected.size === 0 ? " e-active" : ""}`}
          href={props.clearHref}
          data-filter={ALL_TERMS}
          aria-current={selected.size === 0 ? "true" : undefined}
          rel="nofollow"
        >
          {props.firstItem}
        </a>
      ) : null}
      {kept.map(([param, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a parameter may repeat; the order is the address's
        <input key={`${param}-${index}`} type="hidden" name={param} value={value} />
      ))}
      <button type="submit" className="elementor-button e-filter-apply">
        {props.applyLabel}
      </button>
    </form>
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
