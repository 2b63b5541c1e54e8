import { createFocusTrap, type FocusTrap } from "focus-trap";
import { LINK_ACTIONS, parseLinkAction } from "../../runtime/link-actions.ts";
import type { BuilderRuntime, WidgetModule } from "../../runtime/types.ts";
import { nextOpen, type OffCanvasCommand, offCanvasTarget } from "./off-canvas.rules.ts";

const ACTIVE = "active";

interface Panel {
  command(command: OffCanvasCommand, link: Element | null): void;
}

/** Every off-canvas of the page by element id: the link actions are registered once and routed by `id`. */
const panels = new Map<string, Panel>();
let unregister: (() => void) | null = null;

function routeActions(runtime: BuilderRuntime) {
  if (unregister) return;
  const route =
    (command: OffCanvasCommand) => (settings: Record<string, unknown>, event: { link: Element | null }) => {
      const id = offCanvasTarget(settings);
      // Without an id, the page's only off-canvas is meant.
      const panel = id ? panels.get(id) : panels.size === 1 ? [...panels.values()][0] : undefined;
      panel?.command(command, event.link);
    };
  const offs = [
    runtime.linkActions.register(LINK_ACTIONS.offCanvasOpen, route("open")),
    runtime.linkActions.register(LINK_ACTIONS.offCanvasClose, route("close")),
    runtime.linkActions.register(LINK_ACTIONS.offCanvasToggle, route("toggle")),
  ];
  unregister = () => {
    for (const off of offs) off();
    unregister = null;
  };
}

/** The links of the page whose action opens, closes or toggles this panel. */
function linksFor(doc: Document, id: string): HTMLAnchorElement[] {
  return [...doc.querySelectorAll<HTMLAnchorElement>('a[href*="elementor-action"]')].filter((link) => {
    const action = parseLinkAction(link.getAttribute("href") ?? "");
    return action?.action.startsWith("off_canvas:") && offCanvasTarget(action.settings) === id;
  });
}

/**
 * Elementor Pro's off-canvas in the browser: opened and closed by `off_canvas:open|close|toggle`, Escape and
 * its overlay; a dialog while open, with focus kept inside (focus-trap) and returned to what opened it; the links
 * that control it carry `aria-expanded`, true while it is open.
 */
const offCanvas: WidgetModule = {
  mount(element, _settings, runtime) {
    const root = element.querySelector<HTMLElement>(".e-off-canvas");
    const id = element.dataset.id;
    if (!root || !id) return undefined;
    const doc = element.ownerDocument;
    const overlay = root.querySelector<HTMLElement>(".e-off-canvas__overlay");
    const main = root.querySelector<HTMLElement>(".e-off-canvas__main");
    root.setAttribute("role", "dialog");
    root.setAttribute("aria-modal", "true");
    root.setAttribute("aria-label", root.dataset.name ?? "Off-Canvas");
    root.setAttribute("aria-hidden", "true");
    root.classList.add("e-off-canvas--js");
    const controls = () => linksFor(doc, id);
    for (const link of controls()) {
      link.setAttribute("aria-controls", root.id);
      link.setAttribute("aria-expanded", "false");
    }
    let open = false;
    let returnTo: HTMLElement | null = null;
    let trap: FocusTrap | null = null;

    const setOpen = (next: boolean, link: Element | null) => {
      if (next === open) return;
      open = next;
      root.classList.toggle(ACTIVE, next);
      root.setAttribute("aria-hidden", String(!next));
      for (const control of controls()) control.setAttribute("aria-expanded", String(next));
      if (next) {
        const active = doc.activeElement;
        returnTo = link instanceof HTMLElement ? link : active instanceof HTMLElement ? active : null;
        trap = createFocusTrap(root, {
          escapeDeactivates: false,
          allowOutsideClick: true,
          returnFocusOnDeactivate: false,
          fallbackFocus: main ?? root,
          tabbableOptions: { displayCheck: "none" },
        });
        // After the panel has become visible, so the first control can take focus.
        requestAnimationFrame(() => {
          if (open) trap?.activate();
        });
      } else {
        trap?.deactivate();
        trap = null;
        returnTo?.focus();
        returnTo = null;
      }
    };
    const panel: Panel = { command: (command, link) => setOpen(nextOpen(open, command), link) };
    panels.set(id, panel);
    routeActions(runtime);

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && open) {
        event.preventDefault();
        setOpen(false, null);
      }
    };
    const onOverlay = () => {
      if (root.dataset.overlayClose !== "no") setOpen(false, null);
    };
    doc.addEventListener("keydown", onKey);
    overlay?.addEventListener("click", onOverlay);
    return () => {
      setOpen(false, null);
      doc.removeEventListener("keydown", onKey);
      overlay?.removeEventListener("click", onOverlay);
      panels.delete(id);
      if (panels.size === 0) unregister?.();
    };
  },
};

export default offCanvas;
