import type { WidgetModule } from "../../runtime/types.ts";
import {
  HOTSPOT_RESIZE_DEBOUNCE_MS,
  type HotspotEvent,
  type HotspotTrigger,
  nextHotspotState,
  type TooltipSide,
  tooltipSide,
} from "./hotspot.rules.ts";

const ACTIVE = "e-hotspot--active";
const SIDES = ["top", "right", "bottom", "left"] as const;

/**
 * Opens and closes each spot's tooltip by its trigger (hover or click; one open at a time), Escape and a click
 * outside close it, and an open tooltip moves to the opposite side when it has no room; re-checked on resize after
 * 250 ms (W-MISC-18, W-MISC-19).
 */
const module: WidgetModule = {
  mount(element) {
    const wrapper = element.querySelector<HTMLElement>(".e-hotspot__wrapper");
    if (!wrapper) return undefined;
    const value = wrapper.dataset.trigger;
    const trigger: HotspotTrigger = value === "mouseenter" || value === "none" ? value : "click";
    const spots = [...wrapper.querySelectorAll<HTMLElement>(".e-hotspot")];
    const open = new Map<HTMLElement, boolean>(spots.map((spot) => [spot, trigger === "none"]));
    wrapper.dataset.hotspotsReady = "";

    const place = (spot: HTMLElement) => {
      const tooltip = spot.querySelector<HTMLElement>(".e-hotspot__tooltip");
      const preferred = (SIDES as readonly string[]).includes(spot.dataset.side ?? "")
        ? (spot.dataset.side as TooltipSide)
        : "top";
      if (!tooltip) return;
      const side = tooltipSide(
        preferred,
        spot.getBoundingClientRect(),
        { width: tooltip.offsetWidth, height: tooltip.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      );
      for (const name of SIDES) tooltip.classList.toggle(`e-hotspot__tooltip--${name}`, name === side);
    };
    const apply = (spot: HTMLElement, event: HotspotEvent) => {
      const next = nextHotspotState(open.get(spot) ?? false, event, trigger);
      if (next && !open.get(spot))
        for (const other of spots) if (other !== spot && open.get(other)) apply(other, "outside");
      open.set(spot, next);
      spot.classList.toggle(ACTIVE, next);
      spot.querySelector("button.e-hotspot__button")?.setAttribute("aria-expanded", String(next));
      if (next) place(spot);
    };
    for (const spot of spots) if (open.get(spot)) apply(spot, "key");

    const spotOf = (event: Event) =>
      (event.target as Element | null)?.closest<HTMLElement>(".e-hotspot") ?? null;
    const onClick = (event: MouseEvent) => {
      const spot = spotOf(event);
      if (
        !spot ||
        !(event.target as Element).closest(".e-hotspot__button") ||
        spot.querySelector("a.e-hotspot__button")
      )
        return;
      apply(spot, "click");
    };
    const onOver = (event: PointerEvent) => {
      const spot = spotOf(event);
      if (spot && event.pointerType === "mouse") apply(spot, "enter");
    };
    const onOut = (event: PointerEvent) => {
      const spot = spotOf(event);
      if (spot && event.pointerType === "mouse" && !spot.contains(event.relatedTarget as Node | null))
        apply(spot, "leave");
    };
    const onFocus = (event: FocusEvent) => {
      const spot = spotOf(event);
      if (spot && trigger === "mouseenter") apply(spot, "enter");
    };
    const onBlur = (event: FocusEvent) => {
      const spot = spotOf(event);
      if (spot && trigger === "mouseenter" && !spot.contains(event.relatedTarget as Node | null))
        apply(spot, "leave");
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const spot of spots) if (open.get(spot) && trigger !== "none") apply(spot, "escape");
    };
    const onDocument = (event: MouseEvent) => {
      if (wrapper.contains(event.target as Node)) return;
      for (const spot of spots) if (open.get(spot) && trigger !== "none") apply(spot, "outside");
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const spot of spots) if (open.get(spot)) place(spot);
      }, HOTSPOT_RESIZE_DEBOUNCE_MS);
    };
    wrapper.addEventListener("click", onClick);
    wrapper.addEventListener("pointerover", onOver);
    wrapper.addEventListener("pointerout", onOut);
    wrapper.addEventListener("focusin", onFocus);
    wrapper.addEventListener("focusout", onBlur);
    wrapper.addEventListener("keydown", onKey);
    document.addEventListener("click", onDocument);
    window.addEventListener("resize", onResize);
    return () => {
      wrapper.removeEventListener("click", onClick);
      wrapper.removeEventListener("pointerover", onOver);
      wrapper.removeEventListener("pointerout", onOut);
      wrapper.removeEventListener("focusin", onFocus);
      wrapper.removeEventListener("focusout", onBlur);
      wrapper.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onDocument);
      window.removeEventListener("resize", onResize);
      clearTimeout(timer);
    };
  },
};

export default module;
