import { createFocusTrap, type FocusTrap } from "focus-trap";
import type { WidgetModule } from "../../runtime/types.ts";
import { isEmptySearch } from "./search-form.rules.ts";

type Listen = (target: EventTarget, type: string, handler: (event: Event) => void) => void;

/** The parts of a search that opens over the page: its button, the panel and how the panel shows. */
interface ModalSearch {
  opener: HTMLElement;
  panel: HTMLElement;
  closer: HTMLElement | null;
  /** Shows or hides the panel (a class, the `hidden` attribute). */
  show(open: boolean): void;
  isOpen(): boolean;
}

/**
 * A search panel as a modal dialog: the button opens and closes it, focus goes to the field and stays inside,
 * Escape, the close button and a click on the backdrop (or anywhere outside the form) close it, focus goes back
 * to the button.
 * Returns the cleanup that puts the markup back as the server wrote it.
 */
function attachModalSearch(search: ModalSearch, on: Listen): () => void {
  const { opener, panel, closer } = search;
  const field = panel.querySelector<HTMLInputElement>('input[type="search"]');
  opener.setAttribute("role", "button");
  opener.setAttribute("aria-expanded", "false");
  panel.setAttribute("role", "dialog");
  panel.setAttribute("aria-modal", "true");
  panel.setAttribute("aria-label", "Search");
  search.show(false);
  let trap: FocusTrap | null = null;
  const setOpen = (open: boolean) => {
    if (open === search.isOpen()) return;
    search.show(open);
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
    setOpen(!search.isOpen());
  });
  on(opener, "keydown", (event) => {
    if ((event as KeyboardEvent).key === " ") {
      event.preventDefault();
      setOpen(!search.isOpen());
    }
  });
  if (closer) {
    closer.setAttribute("role", "button");
    on(closer, "click", (event) => {
      event.preventDefault();
      setOpen(false);
    });
    on(closer, "keydown", (event) => {
      if ((event as KeyboardEvent).key === " ") {
        event.preventDefault();
        setOpen(false);
      }
    });
  }
  // The panel is the backdrop: a click on it, or anywhere else outside its form (while it is still scaling in,
  // say), closes it. The button's own click toggles it.
  on(panel.ownerDocument, "click", (event) => {
    const target = event.target as Node;
    if (!search.isOpen() || opener.contains(target)) return;
    if (target === panel || !panel.contains(target)) setOpen(false);
  });
  on(panel.ownerDocument, "keydown", (event) => {
    if ((event as KeyboardEvent).key === "Escape" && search.isOpen()) setOpen(false);
  });
  return () => {
    trap?.deactivate();
    for (const name of ["role", "aria-expanded"]) opener.removeAttribute(name);
    for (const name of ["role", "aria-modal", "aria-label"]) panel.removeAttribute(name);
    closer?.removeAttribute("role");
  };
}

const FULL_SCREEN_OPEN = "elementor-search-form--full-screen";
const FULL_SCREEN_SCRIPTED = "vitrine-search-full-screen-js";

/**
 * The search widgets in the browser: an empty search does nothing (W-SEARCH-03), the clear button puts focus
 * back in the field (W-SEARCH-01); ElementsKit's header search and Elementor's full-screen skin open their
 * form as a modal dialog.
 */
const searchForm: WidgetModule = {
  mount(element) {
    const cleanups: (() => void)[] = [];
    const on: Listen = (target, type, handler) => {
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

    const opener = element.querySelector<HTMLElement>(".ekit_navsearch-button");
    const panel = element.querySelector<HTMLElement>(".ekit_modal-searchPanel");
    if (opener && panel) {
      element.classList.add("ekit-search-js");
      cleanups.push(
        attachModalSearch(
          {
            opener,
            panel,
            closer: panel.querySelector<HTMLElement>(".ekit-search-close"),
            show(open) {
              panel.hidden = !open;
              panel.classList.toggle("is-open", open);
            },
            isOpen: () => !panel.hidden,
          },
          on,
        ),
        () => {
          panel.hidden = false;
          panel.classList.remove("is-open");
          element.classList.remove("ekit-search-js");
        },
      );
    }

    // Elementor's full-screen skin: CSS fades and scales the form in and out (not with reduced motion).
    const toggle = element.querySelector<HTMLElement>(".elementor-search-form__toggle");
    const screen = element.querySelector<HTMLElement>(".elementor-search-form--skin-full_screen");
    if (toggle && screen) {
      element.classList.add(FULL_SCREEN_SCRIPTED);
      cleanups.push(
        attachModalSearch(
          {
            opener: toggle,
            panel: screen,
            closer: screen.querySelector<HTMLElement>(".dialog-close-button"),
            show(open) {
              screen.classList.toggle(FULL_SCREEN_OPEN, open);
              screen.classList.toggle("elementor-lightbox", open);
            },
            isOpen: () => screen.classList.contains(FULL_SCREEN_OPEN),
          },
          on,
        ),
        () => {
          screen.classList.remove(FULL_SCREEN_OPEN, "elementor-lightbox");
          element.classList.remove(FULL_SCREEN_SCRIPTED);
        },
      );
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  },
};

export default searchForm;
