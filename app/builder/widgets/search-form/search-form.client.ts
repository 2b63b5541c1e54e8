import { createFocusTrap, type FocusTrap } from "focus-trap";
import type { WidgetModule } from "../../runtime/types.ts";
import { isEmptySearch } from "./search-form.rules.ts";

/**
 * The search widgets in the browser: an empty search does nothing (W-SEARCH-03), the clear button puts focus
 * back in the field (W-SEARCH-01), and ElementsKit's header search opens its panel as a modal dialog (focus
 * kept inside, Escape, the close button and a click beside the form close it, focus back on the button).
 */
const searchForm: WidgetModule = {
  mount(element) {
    const cleanups: (() => void)[] = [];
    const on = (target: EventTarget, type: string, handler: (event: Event) => void) => {
      target.addEventListener(type, handler);
      cleanups.push(() => target.removeEventListener(type, handler));
    };
    for (const form of element.querySelectorAll<HTMLFormElement>("form")) {
      const field = form.querySelector<HTMLInputElement>('input[type="search"]');
      if (!field) continue;
      on(form, "submit", (event) => {
        if (isEmptySearch(field.value)) {
          event.preventDefault();
          field.focus();
        }
      });
      // After the native reset has emptied the field.
      on(form, "reset", () => setTimeout(() => field.focus(), 0));
    }

    const opener = element.querySelector<HTMLAnchorElement>(".ekit_navsearch-button");
    const panel = element.querySelector<HTMLElement>(".ekit_modal-searchPanel");
    if (opener && panel) {
      const field = panel.querySelector<HTMLInputElement>('input[type="search"]');
      const closer = panel.querySelector<HTMLElement>(".ekit-search-close");
      element.classList.add("ekit-search-js");
      opener.setAttribute("role", "button");
      opener.setAttribute("aria-expanded", "false");
      panel.setAttribute("role", "dialog");
      panel.setAttribute("aria-modal", "true");
      panel.setAttribute("aria-label", "Search");
      panel.hidden = true;
      let trap: FocusTrap | null = null;
      const setOpen = (open: boolean) => {
        if (open === !panel.hidden) return;
        panel.hidden = !open;
        panel.classList.toggle("is-open", open);
        opener.setAttribute("aria-expanded", String(open));
        if (open) {
          trap = createFocusTrap(panel, {
            initialFocus: field ?? false,
            escapeDeactivates: false,
            allowOutsideClick: true,
            returnFocusOnDeactivate: false,
            fallbackFocus: panel,
          });
          trap.activate();
        } else {
          trap?.deactivate();
          trap = null;
          opener.focus();
        }
      };
      on(opener, "click", (event) => {
        event.preventDefault();
        setOpen(panel.hidden);
      });
      on(opener, "keydown", (event) => {
        if ((event as KeyboardEvent).key === " ") {
          event.preventDefault();
          setOpen(panel.hidden);
        }
      });
      if (closer)
        on(closer, "click", (event) => {
          event.preventDefault();
          setOpen(false);
        });
      on(panel, "click", (event) => {
        if (event.target === panel) setOpen(false);
      });
      on(element.ownerDocument, "keydown", (event) => {
        if ((event as KeyboardEvent).key === "Escape" && !panel.hidden) setOpen(false);
      });
      cleanups.push(() => {
        trap?.deactivate();
        panel.hidden = false;
        element.classList.remove("ekit-search-js");
      });
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  },
};

export default searchForm;
