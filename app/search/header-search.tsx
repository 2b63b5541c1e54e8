import type { HeaderSearchStyle } from "~/search/search-overlay.ts";
import { CloseIcon, SearchIcon } from "../header/icons.tsx";
import { SearchForm } from "./search-form.tsx";

/** The full-screen form's id, spelt as Astra spells it (sic), so shops' CSS and scripts keep finding it. */
export const FULL_SCREEN_SEARCH_ID = "ast-seach-full-screen-form";
export const HEADER_COVER_SEARCH_ID = "ast-search-header-cover";
/** The search icon the page script wires to the box (`data-search-toggle`). */
export const SEARCH_TOGGLE_SELECTOR = "[data-search-toggle]";

/**
 * The header's search icon and what it opens: a box over the header or a form over the whole page
 * (`settings.search.style`). Without script the icon, the close control and Escape still work: the box is
 * a native popover (`popover`, `popovertarget`); the page script takes it over after hydration for the
 * theme's behaviour (focus, fade-out, body class). See app/search/header-search.client.ts and decision 013.
 */
export function HeaderSearch({ style }: { style: HeaderSearchStyle }) {
  const boxId = style === "full-screen" ? FULL_SCREEN_SEARCH_ID : HEADER_COVER_SEARCH_ID;
  const fullScreen = style === "full-screen";
  // The full-screen form is a dialog over the page; the header cover is part of the header.
  const dialog = fullScreen ? ({ role: "dialog", "aria-label": "Search the shop" } as const) : {};
  return (
    <div className={`ast-search-menu-icon ${style}`}>
      <button
        type="button"
        className="ast-search-icon astra-search-icon"
        aria-controls={boxId}
        popoverTarget={boxId}
        data-search-toggle=""
      >
        <SearchIcon />
        <span className="screen-reader-text">Search</span>
      </button>
      <div id={boxId} className={`ast-search-box ${style}`} popover="auto" {...dialog}>
        <div className={fullScreen ? "ast-search-wrapper" : "ast-search-cover-inner"}>
          <div className="ast-container">
            {fullScreen ? <SearchForm label="Search the shop" labelVisible /> : <SearchForm />}
          </div>
        </div>
        <button
          type="button"
          id="close"
          className="close"
          aria-label="Close search"
          popoverTarget={boxId}
          popoverTargetAction="hide"
        >
          <CloseIcon className="ast-close-svg" />
        </button>
      </div>
    </div>
  );
}
