import { SearchIcon } from "../../../header/icons.tsx";
import {
  PRODUCT_POST_TYPE,
  SEARCH_POST_TYPE_PARAM,
  SEARCH_TERMS_MAX_LENGTH,
  SEARCH_TERMS_PARAM,
} from "../../../search/search-address.ts";
import type { WidgetProps } from "../../widget.ts";
import type { SearchFormSettings } from "./settings.ts";

/** Vitrine's search page is the site root (`/?s=…`), as WordPress's is. */
const SEARCH_ACTION = "/";

/**
 * The search widgets (W-SEARCH-01..03): a GET form to Vitrine's search page with a submit button and a clear
 * button (a reset button, so it works without script; CSS shows it only while the field holds text). The
 * browser module keeps an empty search from going anywhere and puts focus back in the field after clearing.
 */
export function SearchFormWidget(props: WidgetProps<SearchFormSettings, undefined>) {
  return props.context.widgetType === "elementskit-header-search" ? (
    <HeaderSearch {...props} />
  ) : (
    <ElementorSearchForm {...props} />
  );
}

function ElementorSearchForm(props: WidgetProps<SearchFormSettings, undefined>) {
  const { element, settings } = props;
  if (settings.skin === "full_screen") return <FullScreenSearchForm {...props} />;
  const fieldId = `elementor-search-form-${element.id}`;
  const skin = settings.skin;
  return (
    <search>
      <form className="elementor-search-form" action={SEARCH_ACTION} method="get">
        <div className={`elementor-search-form__container elementor-search-form--skin-${skin}`}>
          <label className="elementor-screen-only" htmlFor={fieldId}>
            Search
          </label>
          {skin === "minimal" ? (
            <div className="elementor-search-form__icon">
              <SearchIcon />
            </div>
          ) : null}
          <SearchField
            id={fieldId}
            className="elementor-search-form__input"
            placeholder={settings.placeholder}
            productsOnly={settings.search_products_only === "yes"}
          />
          <button
            type="reset"
            className="elementor-search-form__clear vitrine-search-clear"
            aria-label="Clear"
          >
            <ClearIcon />
          </button>
          {skin === "classic" ? (
            <button type="submit" className="elementor-search-form__submit" aria-label="Search">
              {settings.button_type === "text" ? settings.button_text || "Search" : <SearchIcon />}
            </button>
          ) : null}
        </div>
      </form>
    </search>
  );
}

/**
 * Elementor Pro's full-screen skin: a search button; the form covers the window while open, its field large,
 * with a close button (Enter submits, as in Elementor). Without script the button is a link to the form, which
 * CSS shows while it is the address's target, and the close button a link back; with script it is a modal
 * dialog (focus kept inside, Escape, the close button and a click on the backdrop close it).
 */
function FullScreenSearchForm({ element, settings }: WidgetProps<SearchFormSettings, undefined>) {
  const fieldId = `elementor-search-form-${element.id}`;
  const containerId = `elementor-search-form-screen-${element.id}`;
  const toggleId = `elementor-search-form-toggle-${element.id}`;
  return (
    <search>
      <form className="elementor-search-form" action={SEARCH_ACTION} method="get">
        <a
          id={toggleId}
          href={`#${containerId}`}
          className="elementor-search-form__toggle"
          aria-controls={containerId}
        >
          <SearchIcon />
          <span className="elementor-screen-only">Search</span>
        </a>
        <div
          id={containerId}
          className="elementor-search-form__container elementor-search-form--skin-full_screen"
        >
          <label className="elementor-screen-only" htmlFor={fieldId}>
            Search
          </label>
          <SearchField
            id={fieldId}
            className="elementor-search-form__input"
            placeholder={settings.placeholder}
            productsOnly={settings.search_products_only === "yes"}
          />
          <button
            type="reset"
            className="elementor-search-form__clear vitrine-search-clear"
            aria-label="Clear"
          >
            <ClearIcon />
          </button>
          <a
            href={`#${toggleId}`}
            className="dialog-lightbox-close-button dialog-close-button"
            aria-label="Close this search box."
          >
            <ClearIcon />
          </a>
        </div>
      </form>
    </search>
  );
}

/**
 * ElementsKit's header search: a search button opening a panel with the form. Without script the button is a
 * link to the panel, which CSS shows while it is the address's target; with script it is a modal dialog.
 */
function HeaderSearch({ element, settings }: WidgetProps<SearchFormSettings, undefined>) {
  const panelId = `ekit_modal-popup-${element.id}`;
  const fieldId = `ekit-search-field-${element.id}`;
  const openerId = `ekit-search-open-${element.id}`;
  return (
    <>
      <a
        id={openerId}
        href={`#${panelId}`}
        className="ekit_navsearch-button ekit-modal-popup"
        aria-controls={panelId}
      >
        <SearchIcon />
        <span className="elementor-screen-only">Open search</span>
      </a>
      <div id={panelId} className="ekit_modal-searchPanel">
        <div className="ekit-search-panel">
          <search>
            <form className="ekit-search-group" action={SEARCH_ACTION} method="get">
              <label className="elementor-screen-only" htmlFor={fieldId}>
                Search for:
              </label>
              <SearchField
                id={fieldId}
                className="ekit_search-field"
                placeholder={settings.ekit_search_placeholder_text}
                productsOnly={settings.search_products_only === "yes"}
              />
              <button type="reset" className="ekit_search-clear vitrine-search-clear" aria-label="Clear">
                <ClearIcon />
              </button>
              <button type="submit" className="ekit_search-button" aria-label="Search">
                <SearchIcon />
              </button>
            </form>
          </search>
          <a href={`#${openerId}`} className="ekit-search-close" aria-label="Close search">
            <ClearIcon />
          </a>
        </div>
      </div>
    </>
  );
}

function SearchField({
  id,
  className,
  placeholder,
  productsOnly,
}: {
  id: string;
  className: string;
  placeholder: string;
  productsOnly: boolean;
}) {
  return (
    <>
      <input
        id={id}
        className={className}
        type="search"
        name={SEARCH_TERMS_PARAM}
        // A placeholder is always present so CSS can tell an empty field (`:placeholder-shown`).
        placeholder={placeholder || " "}
        maxLength={SEARCH_TERMS_MAX_LENGTH}
        autoComplete="off"
      />
      {productsOnly ? <input type="hidden" name={SEARCH_POST_TYPE_PARAM} value={PRODUCT_POST_TYPE} /> : null}
    </>
  );
}

function ClearIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
