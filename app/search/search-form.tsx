import { useId } from "react";
import {
  PRODUCT_POST_TYPE,
  SEARCH_POST_TYPE_PARAM,
  SEARCH_TERMS_MAX_LENGTH,
  SEARCH_TERMS_PARAM,
} from "~/search/search-address.ts";
import { SearchIcon } from "../header/icons.tsx";

/**
 * The theme's search form (`form.search-form` with `input.search-field` named `s`), as the header overlays
 * and the empty search results page show it. A plain GET form to the site root: it works the same with or
 * without script, and a search always starts from a freshly loaded page (closed overlays, focus at the top).
 */
export function SearchForm({
  defaultValue = "",
  postType = PRODUCT_POST_TYPE,
  label = "Search for:",
  labelVisible = false,
}: {
  defaultValue?: string;
  /** Kept as a hidden `post_type` field; null searches every kind of content. */
  postType?: string | null;
  label?: string;
  labelVisible?: boolean;
}) {
  const fieldId = useId();
  return (
    <search>
      <form method="get" className="search-form" action="/">
        <label htmlFor={fieldId} className={labelVisible ? "search-form-label" : "screen-reader-text"}>
          {label}
        </label>
        <div className="search-form-row">
          <input
            id={fieldId}
            type="search"
            className="search-field"
            name={SEARCH_TERMS_PARAM}
            defaultValue={defaultValue}
            placeholder="Search products…"
            maxLength={SEARCH_TERMS_MAX_LENGTH}
          />
          {postType ? <input type="hidden" name={SEARCH_POST_TYPE_PARAM} value={postType} /> : null}
          <button type="submit" className="search-submit">
            <SearchIcon />
            <span className="screen-reader-text">Search</span>
          </button>
        </div>
      </form>
    </search>
  );
}
