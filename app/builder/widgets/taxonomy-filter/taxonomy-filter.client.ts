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

    /** Marks the selected terms and points every link at its next address (checks the boxes in a form). */
    const sync = () => {
      const filter = current();
      const selected = new Set(filter?.terms ?? []);
      for (const item of nav.querySelectorAll<HTMLElement>("[data-filter]")) {
        const term = item.dataset.filter ?? "";
        const active = term === ALL_TERMS ? selected.size === 0 : selected.has(term);
        if (item instanceof HTMLInputElement) {
          item.checked = active;
          item.closest(".e-filter-item")?.classList.toggle("e-active", active);
          continue;
        }
        item.classList.toggle("e-active", active);
        if (active) item.setAttribute("aria-current", "true");
        else item.removeAttribute("aria-current");
        item.setAttribute(
          "href",
          relativeHref(
            queryWithFilter(window.location.search, loopId, taxonomy, toggleTerm(filter, term, multiple)),
          ),
        );
      }
    };

    /** The address after choosing (or un-choosing) a term, written with pushState; the loop refreshes. */
    const choose = (term: string) => {
      const next = toggleTerm(current(), term, multiple);
      const search = queryWithFilter(window.location.search, loopId, taxonomy, next);
      window.history.pushState(null, "", `${window.location.pathname}${search}${window.location.hash}`);
      sync();
      const loop = document.querySelector(`.elementor-element-${CSS.escape(loopId)}`);
      loop?.dispatchEvent(new CustomEvent(LOOP_FILTER_EVENT));
    };

    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-filter]");
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
      choose(link.dataset.filter ?? "");
    };
    // Checkboxes and radio buttons apply each change at once; the form's "Apply" is for visitors without script.
    const onChange = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !nav.contains(input)) return;
      const term = input.dataset.filter ?? "";
      // A radio button only reports being chosen; choosing the selected term again is not a change.
      if (input.type === "radio" && (current()?.terms ?? []).includes(term)) return;
      choose(term);
    };
    const onSubmit = (event: Event) => event.preventDefault();

    nav.addEventListener("click", onClick);
    nav.addEventListener("change", onChange);
    nav.addEventListener("submit", onSubmit);
    nav.classList.add("e-filter--live");
    window.addEventListener("popstate", sync);
    // Tests and other scripts can tell the element is live.
    element.dataset.vitrineReady = "1";
    return () => {
      nav.removeEventListener("click", onClick);
      nav.removeEventListener("change", onChange);
      nav.removeEventListener("submit", onSubmit);
      window.removeEventListener("popstate", sync);
    };
  },
};
export default module;
