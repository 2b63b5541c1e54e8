import {
  ALL_TERMS,
  filtersFromParams,
  type LogicalJoin,
  queryWithFilter,
  relativeHref,
  toggleTerm,
} from "../../loop/filter-state.ts";
import { LOOP_FILTER_EVENT } from "../../loop/loop-dom.ts";
import type { WidgetModule } from "../../runtime/types.ts";

/**
 * The taxonomy filter in the browser: a click writes the new selection into the address (`pushState`,
 * W-URL-02..06; the loop's page parameter dropped) and tells the loop grid to refresh in place. On back /
 * forward the links show the address's selection again (the grid refreshes itself).
 */
const module: WidgetModule = {
  mount(element) {
    const nav = element.querySelector<HTMLElement>("[data-vitrine-loop-filter]");
    if (!nav) return undefined;
    const loopId = nav.dataset.vitrineLoopFilter ?? "";
    const taxonomy = nav.dataset.taxonomy ?? "";
    const multiple: LogicalJoin | null =
      nav.dataset.multiple === "AND" || nav.dataset.multiple === "OR" ? nav.dataset.multiple : null;

    const current = () =>
      filtersFromParams(new URLSearchParams(window.location.search), loopId)[taxonomy] ?? null;

    /** Marks the selected terms and points every link at its next address. */
    const sync = () => {
      const filter = current();
      const selected = new Set(filter?.terms ?? []);
      for (const link of nav.querySelectorAll<HTMLAnchorElement>(".e-filter-item")) {
        const term = link.dataset.filter ?? "";
        const active = term === ALL_TERMS ? selected.size === 0 : selected.has(term);
        link.classList.toggle("e-active", active);
        if (active) link.setAttribute("aria-current", "true");
        else link.removeAttribute("aria-current");
        link.setAttribute(
          "href",
          relativeHref(
            queryWithFilter(window.location.search, loopId, taxonomy, toggleTerm(filter, term, multiple)),
          ),
        );
      }
    };

    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(".e-filter-item");
      if (
        !link ||
        !nav.contains(link) ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.button !== 0
      )
        return;
      event.preventDefault();
      const next = toggleTerm(current(), link.dataset.filter ?? "", multiple);
      const search = queryWithFilter(window.location.search, loopId, taxonomy, next);
      window.history.pushState(null, "", `${window.location.pathname}${search}${window.location.hash}`);
      sync();
      const loop = document.querySelector(`.elementor-element-${CSS.escape(loopId)}`);
      loop?.dispatchEvent(new CustomEvent(LOOP_FILTER_EVENT));
    };

    nav.addEventListener("click", onClick);
    window.addEventListener("popstate", sync);
    // Tests and other scripts can tell the element is live.
    element.dataset.vitrineReady = "1";
    return () => {
      nav.removeEventListener("click", onClick);
      window.removeEventListener("popstate", sync);
    };
  },
};
export default module;
