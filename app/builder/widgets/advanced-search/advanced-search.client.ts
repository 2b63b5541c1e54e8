import type { WidgetModule } from "../../runtime/types.ts";
import { isEmptySearch } from "../search-form/search-form.rules.ts";
import { nextLoad, readAdvancedSearchConfig } from "./advanced-search.browser.ts";

/** The console message of a failed search call (widgets.md §8, W-SEARCH-07). */
export const API_FAILURE_MESSAGE = "API request failed";

/**
 * The advanced search in the browser (W-SEARCH-04..08): a search posts the widget's settings and the serialized
 * form to the search call and shows the answer (state `results`); "load more" appends 5 more; clearing the
 * field or Escape closes the results (state `closed`). A failed call logs `API request failed`, says so, and
 * leaves the form as usable as before.
 */
const advancedSearch: WidgetModule = {
  mount(element, _settings, _runtime, browserConfig) {
    const root = element.querySelector<HTMLElement>(".ekit_advanced_search");
    const form = root?.querySelector<HTMLFormElement>("form");
    const field = form?.querySelector<HTMLInputElement>('input[type="search"]');
    const results = root?.querySelector<HTMLElement>(".ekit-advanced-search-results");
    const loadMore = root?.querySelector<HTMLButtonElement>(".ekit-search-load-more");
    const endpoint = root?.dataset.searchEndpoint;
    if (!root || !form || !field || !results || !loadMore || !endpoint) return undefined;
    const settings = readAdvancedSearchConfig(browserConfig);
    if (!settings) {
      console.error(`Vitrine builder: advanced search ${element.dataset.id} has no configuration`);
      return undefined;
    }
    const { perPage } = settings;
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    let shown = 0;
    let found = 0;
    let pending: AbortController | null = null;

    const setState = (state: "closed" | "results") => {
      root.dataset.state = state;
      results.hidden = state === "closed";
      if (state === "closed") {
        results.replaceChildren();
        loadMore.hidden = true;
        shown = 0;
        found = 0;
      }
    };

    const request = async (offset: number, limit: number): Promise<HTMLElement | null> => {
      pending?.abort();
      const controller = new AbortController();
      pending = controller;
      const body = new URLSearchParams();
      for (const [key, value] of new FormData(form)) if (typeof value === "string") body.append(key, value);
      body.set("show_products", settings.showProducts ? "yes" : "");
      body.set("show_posts", settings.showPosts ? "yes" : "");
      body.set("show_image", settings.showImage ? "yes" : "");
      body.set("show_price", settings.showPrice ? "yes" : "");
      body.set("posts_per_page", String(limit));
      body.set("offset", String(offset));
      root.setAttribute("aria-busy", "true");
      if (submit) submit.disabled = true;
      loadMore.disabled = true;
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          body,
          headers: { Accept: "text/html" },
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const template = document.createElement("template");
        // HTML rendered by Vitrine's own search call (text escaped there).
        template.innerHTML = await response.text();
        const answer = template.content.querySelector<HTMLElement>(".ekit-search-results");
        if (!answer) throw new Error("answer without results");
        return answer;
      } catch (error) {
        if (controller.signal.aborted) return null;
        console.error(API_FAILURE_MESSAGE, error);
        const message = document.createElement("p");
        message.className = "ekit-search-error";
        message.textContent = "The search could not be done just now. Please try again.";
        results.querySelector(".ekit-search-error")?.remove();
        results.append(message);
        results.hidden = false;
        return null;
      } finally {
        if (pending === controller) pending = null;
        root.removeAttribute("aria-busy");
        if (submit) submit.disabled = false;
        loadMore.disabled = false;
      }
    };

    const show = (answer: HTMLElement, append: boolean) => {
      const count = Number(answer.dataset.postsCount ?? "0");
      found = Number(answer.dataset.searchFound ?? "0");
      if (append) {
        const list = results.querySelector(".ekit-search-results__list");
        const current = results.querySelector<HTMLElement>(".ekit-search-results");
        const items = answer.querySelectorAll(".ekit-search-results__list > li");
        list?.append(...items);
        if (current) {
          current.dataset.postsCount = String(shown + count);
          current.dataset.searchFound = String(found);
        }
        // Focus the first new result, so keyboard users carry on where the list grew.
        items[0]?.querySelector<HTMLElement>("a")?.focus();
      } else {
        results.replaceChildren(answer);
      }
      shown += count;
      setState("results");
      loadMore.hidden = nextLoad(shown, found) === null;
    };

    const onSubmit = async (event: Event) => {
      event.preventDefault();
      if (isEmptySearch(field.value)) {
        field.focus();
        return;
      }
      const answer = await request(0, perPage);
      if (answer) {
        shown = 0;
        show(answer, false);
      }
    };
    const onLoadMore = async () => {
      const next = nextLoad(shown, found);
      if (!next) return;
      const answer = await request(next.offset, next.posts_per_page);
      if (answer) show(answer, true);
    };
    const onReset = () => {
      pending?.abort();
      setState("closed");
      setTimeout(() => field.focus(), 0);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && root.dataset.state === "results") {
        event.preventDefault();
        setState("closed");
        field.focus();
      }
    };
    form.addEventListener("submit", onSubmit);
    form.addEventListener("reset", onReset);
    loadMore.addEventListener("click", onLoadMore);
    root.addEventListener("keydown", onKey);
    return () => {
      pending?.abort();
      form.removeEventListener("submit", onSubmit);
      form.removeEventListener("reset", onReset);
      loadMore.removeEventListener("click", onLoadMore);
      root.removeEventListener("keydown", onKey);
    };
  },
};

export default advancedSearch;
