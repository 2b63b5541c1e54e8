import type { WidgetModule } from "../../runtime/types.ts";
import { type Orientation, tabForHash, tabForKey } from "./tabs.rules.ts";

/**
 * Turns the server's linked titles into an ARIA tab list (WAI-ARIA tabs pattern): `tablist`/`tab`/`tabpanel`
 * roles, one tab in the tab order, arrows, Home and End move and activate, panels `hidden` when not active.
 * A hash naming a tab (or its panel) opens it on load and on `hashchange` (W-URL-08, W-URL-09); with hash sync
 * on, activating a tab writes its id as the hash (W-URL-07).
 */
interface TabsOptions {
  hashSync?: boolean;
  hover?: boolean;
  orientation?: Orientation;
}

const ACTIVE_TAB_CLASSES = ["elementor-active", "active"];

const module: WidgetModule = {
  mount(element) {
    const root = element.querySelector<HTMLElement>("[data-tabs]");
    if (!root) return undefined;
    let options: TabsOptions = {};
    try {
      options = JSON.parse(root.dataset.tabs ?? "{}") as TabsOptions;
    } catch {
      // Defaults: click, no hash sync, horizontal.
    }
    const orientation: Orientation = options.orientation === "vertical" ? "vertical" : "horizontal";
    const list = root.querySelector<HTMLElement>("[data-tablist]");
    const tabs = [...root.querySelectorAll<HTMLAnchorElement>("[data-tab]")].filter(
      (tab) => tab.closest("[data-tabs]") === root,
    );
    const panels = [...root.querySelectorAll<HTMLElement>("[data-panel]")].filter(
      (panel) => panel.closest("[data-tabs]") === root,
    );
    if (!list || tabs.length === 0 || tabs.length !== panels.length) return undefined;
    const ids = tabs.map((tab, index) => ({ tabId: tab.id, panelId: panels[index]?.id ?? "" }));

    list.setAttribute("role", "tablist");
    list.setAttribute("aria-orientation", orientation);
    for (const item of list.querySelectorAll("li")) item.setAttribute("role", "presentation");
    tabs.forEach((tab, index) => {
      tab.setAttribute("role", "tab");
      tab.setAttribute("aria-controls", ids[index]?.panelId ?? "");
    });
    for (const panel of panels) {
      panel.setAttribute("role", "tabpanel");
      panel.tabIndex = 0;
    }
    root.classList.add("vitrine-tabs--live");

    let current = Math.max(
      0,
      panels.findIndex((panel) => panel.classList.contains("vitrine-tab-panel--active")),
    );
    const select = (index: number, { focus = false, writeHash = false } = {}) => {
      current = index;
      tabs.forEach((tab, i) => {
        const selected = i === index;
        tab.setAttribute("aria-selected", String(selected));
        tab.tabIndex = selected ? 0 : -1;
        for (const name of ACTIVE_TAB_CLASSES)
          if (tab.classList.contains(name) || selected) tab.classList.toggle(name, selected);
      });
      panels.forEach((panel, i) => {
        const selected = i === index;
        panel.hidden = !selected;
        panel.classList.toggle("vitrine-tab-panel--active", selected);
        panel.classList.toggle("elementor-active", selected);
      });
      if (focus) tabs[index]?.focus();
      if (writeHash && options.hashSync) {
        const id = ids[index]?.tabId;
        // replaceState: the hash follows the tab without a jump and without a history entry per click.
        if (id && window.location.hash !== `#${id}`) window.history.replaceState(null, "", `#${id}`);
      }
    };

    const fromHash = () => {
      const index = tabForHash(window.location.hash, ids);
      if (index >= 0 && index !== current) select(index);
      return index;
    };
    if (fromHash() < 0) select(current);

    const onClick = (event: MouseEvent) => {
      const index = tabs.indexOf((event.target as Element).closest("[data-tab]") as HTMLAnchorElement);
      if (index < 0) return;
      event.preventDefault();
      select(index, { writeHash: true });
    };
    const onKey = (event: KeyboardEvent) => {
      const index = tabs.indexOf((event.target as Element).closest("[data-tab]") as HTMLAnchorElement);
      if (index < 0) return;
      if (event.key === " " || event.key === "Enter") {
        event.preventDefault();
        select(index, { writeHash: true });
        return;
      }
      const next = tabForKey(event.key, index, tabs.length, orientation);
      if (next === null) return;
      event.preventDefault();
      select(next, { focus: true, writeHash: true });
    };
    const onHover = (event: MouseEvent) => {
      const index = tabs.indexOf((event.target as Element).closest("[data-tab]") as HTMLAnchorElement);
      if (index >= 0 && index !== current) select(index, { writeHash: true });
    };
    list.addEventListener("click", onClick);
    list.addEventListener("keydown", onKey);
    if (options.hover) list.addEventListener("mouseover", onHover);
    window.addEventListener("hashchange", fromHash);
    return () => {
      list.removeEventListener("click", onClick);
      list.removeEventListener("keydown", onKey);
      list.removeEventListener("mouseover", onHover);
      window.removeEventListener("hashchange", fromHash);
    };
  },
};

export default module;
