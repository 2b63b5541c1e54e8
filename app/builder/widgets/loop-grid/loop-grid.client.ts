import { type FilterEntry, filtersFromParams, loopFilterState } from "../../loop/filter-state.ts";
import { LOOP_FILTER_EVENT, restBase } from "../../loop/loop-dom.ts";
import { refreshLoop } from "../../loop/refresh.ts";
import type { WidgetModule } from "../../runtime/types.ts";

/**
 * The loop grid in the browser. The address is the state: when a taxonomy filter changes it (and on back /
 * forward) the grid asks the refresh-loop endpoint for its new content and swaps it in place. "Load more" and
 * infinite scroll GET the next page's link and take its items and navigation (W-FILTER-11, W-FILTER-12).
 */
const module: WidgetModule = {
  mount(element, settings, runtime) {
    const widgetId = element.dataset.id ?? "";
    const container = element.querySelector<HTMLElement>(":scope > .elementor-widget-container");
    if (!widgetId || !container) return undefined;
    const postId = Number(
      element.parentElement?.closest<HTMLElement>("[data-elementor-id]")?.dataset.elementorId,
    );
    let inFlight: AbortController | null = null;
    let observer: IntersectionObserver | null = null;

    const filterEntries = (): FilterEntry[] => {
      const filters = filtersFromParams(new URLSearchParams(window.location.search), widgetId);
      const widgets = document.querySelectorAll<HTMLElement>(
        `[data-vitrine-loop-filter="${CSS.escape(widgetId)}"]`,
      );
      const entries: FilterEntry[] = [...widgets].map((widget) => {
        const taxonomy = widget.dataset.taxonomy ?? "";
        return { filterId: widget.dataset.filterId ?? "", taxonomy, filter: filters[taxonomy] ?? null };
      });
      // Filters in the address without a widget on the page (a shared link) still count.
      for (const [taxonomy, filter] of Object.entries(filters))
        if (!entries.some((entry) => entry.taxonomy === taxonomy))
          entries.push({ filterId: `url-${taxonomy}`, taxonomy, filter });
      return entries;
    };

    const refresh = async () => {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      const state = loopFilterState(filterEntries());
      await refreshLoop(
        {
          restBase: restBase(),
          postId,
          widgetId,
          filters: state.consolidated.taxonomy,
          paginationBaseUrl: `${window.location.origin}${window.location.pathname}`,
        },
        {
          setLoading(on) {
            element.classList.toggle("e-loading", on);
            container.setAttribute("aria-busy", on ? "true" : "false");
          },
          replace(html) {
            container.innerHTML = html;
            watchInfinite();
          },
        },
        fetch,
        controller.signal,
      );
    };

    const loadMore = async (link: HTMLAnchorElement | null) => {
      const anchor = container.querySelector<HTMLElement>(".e-load-more-anchor");
      const next = anchor?.dataset.nextPage || link?.getAttribute("href");
      if (!anchor || !next || anchor.dataset.loading === "true") return;
      anchor.dataset.loading = "true";
      link?.classList.add("e-loading");
      try {
        const response = await fetch(new URL(next, window.location.href), { credentials: "same-origin" });
        if (!response.ok) return;
        const page = new DOMParser().parseFromString(await response.text(), "text/html");
        const fetched = page.querySelector(
          `.elementor-element-${CSS.escape(widgetId)} > .elementor-widget-container`,
        );
        const items = fetched?.querySelectorAll(".elementor-loop-container > .e-loop-item") ?? [];
        const grid = container.querySelector(".elementor-loop-container");
        if (!fetched || !grid) return;
        for (const item of items) grid.append(document.importNode(item, true));
        // The fetched page's navigation replaces ours (its anchor knows the page after it).
        for (const selector of [".e-load-more-anchor", ".e-load-more-wrapper"]) {
          const ours = container.querySelector(selector);
          const theirs = fetched.querySelector(selector);
          if (theirs)
            ours
              ? ours.replaceWith(document.importNode(theirs, true))
              : container.append(document.importNode(theirs, true));
          else ours?.remove();
        }
        const message = container.querySelector(".e-load-more-message");
        if (message) message.textContent = `${items.length} more items loaded.`;
        watchInfinite();
      } catch {
        // A failed load keeps the link: following it still shows the next page.
      } finally {
        anchor.dataset.loading = "false";
        link?.classList.remove("e-loading");
      }
    };

    const watchInfinite = () => {
      observer?.disconnect();
      const anchor = container.querySelector<HTMLElement>('.e-load-more-anchor[data-infinite="true"]');
      if (!anchor?.dataset.nextPage || typeof IntersectionObserver === "undefined") return;
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore(null);
      });
      observer.observe(anchor);
    };

    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(".e-load-more-button");
      if (!link || !container.contains(link)) return;
      event.preventDefault();
      void loadMore(link);
    };
    const onFilter = () => void refresh();
    const onPopState = () => void refresh();

    // Masonry grids load their layout module on demand (W-MISC-23, W-MISC-24).
    let stopMasonry: (() => void) | null = null;
    let unmounted = false;
    if (isMasonry(settings))
      runtime.loader
        .load("loop-masonry", () => import("../../loop/masonry.client.ts"))
        .then(({ startMasonry }) => {
          if (!unmounted) stopMasonry = startMasonry(container, runtime);
        })
        .catch((error: unknown) => runtime.debug(`masonry not started: ${String(error)}`));

    container.addEventListener("click", onClick);
    element.addEventListener(LOOP_FILTER_EVENT, onFilter);
    window.addEventListener("popstate", onPopState);
    watchInfinite();
    // Tests and other scripts can tell the element is live.
    element.dataset.vitrineReady = "1";
    return () => {
      unmounted = true;
      stopMasonry?.();
      inFlight?.abort();
      observer?.disconnect();
      container.removeEventListener("click", onClick);
      element.removeEventListener(LOOP_FILTER_EVENT, onFilter);
      window.removeEventListener("popstate", onPopState);
    };
  },
};
function isMasonry(settings: unknown): boolean {
  const value = (settings as { masonry?: unknown } | null)?.masonry;
  return value === true || value === "yes";
}

export default module;
