import { ADVANCED_SEARCH_ROUTE } from "../../../../protocol/elementskit.ts";
import { SearchIcon } from "../../../header/icons.tsx";
import { SEARCH_TERMS_MAX_LENGTH, SEARCH_TERMS_PARAM } from "../../../search/search-address.ts";
import type { WidgetProps } from "../../widget.ts";
import type { AdvancedSearchSettings } from "./settings.ts";

/**
 * ElementsKit's advanced search (W-SEARCH-04..08): closed (just the form) or showing results below it. Without
 * script the form is a GET to Vitrine's search page; the browser module posts it with the widget's settings to
 * the search call instead and shows the answer in place, with "load more".
 */
export function AdvancedSearch({ element, settings }: WidgetProps<AdvancedSearchSettings, undefined>) {
  const fieldId = `ekit-advanced-search-${element.id}`;
  const resultsId = `ekit-advanced-search-results-${element.id}`;
  return (
    <div className="ekit-wid-con">
      <div
        className="ekit_advanced_search"
        data-state="closed"
        data-search-endpoint={`/wp-json${ADVANCED_SEARCH_ROUTE}`}
      >
        <search>
          <form className="ekit-search-group ekit-advanced-search-form" action="/" method="get">
            <label className="elementor-screen-only" htmlFor={fieldId}>
              Search products and articles
            </label>
            <input
              id={fieldId}
              className="ekit_search-field"
              type="search"
              name={SEARCH_TERMS_PARAM}
              placeholder={settings.ekit_search_placeholder || " "}
              maxLength={SEARCH_TERMS_MAX_LENGTH}
              autoComplete="off"
              aria-controls={resultsId}
            />
            <button type="reset" className="ekit_search-clear vitrine-search-clear" aria-label="Clear">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            <button type="submit" className="ekit_search-button">
              <SearchIcon />
              <span className="ekit_search-button-text">{settings.ekit_search_button_text || "Search"}</span>
            </button>
          </form>
        </search>
        <div id={resultsId} className="ekit-advanced-search-results" aria-live="polite" hidden />
        <button type="button" className="ekit-search-load-more" hidden>
          Load more
        </button>
      </div>
    </div>
  );
}
