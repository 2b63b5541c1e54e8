import { isToggleKey, nextTwoState, type Trigger, type TwoStateEvent } from "./two-state.rules.ts";

/**
 * Wires a two-state element: `control` (a button) is pressed or not (`aria-pressed`), `target` gets `activeClass`.
 * Hover turns it only for a mouse (touch taps arrive as clicks); Escape turns it back.
 */
export function wireTwoState(
  control: HTMLElement,
  target: HTMLElement,
  activeClass: string,
  trigger: Trigger,
): () => void {
  let flipped = false;
  let mouseInside = false;
  const set = (event: TwoStateEvent) => {
    const next = nextTwoState(flipped, event, trigger);
    if (next === flipped) return;
    flipped = next;
    target.classList.toggle(activeClass, flipped);
    control.setAttribute("aria-pressed", String(flipped));
  };
  const onEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    mouseInside = true;
    set("pointerenter");
  };
  const onLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    mouseInside = false;
    set("pointerleave");
  };
  const onClick = (event: MouseEvent) => {
    // Links on the back face keep working; a mouse that hovers already turned a hover-trigger element.
    if ((event.target as Element | null)?.closest("a[href]")) return;
    if (trigger === "hover" && mouseInside && event.detail > 0) return;
    set("click");
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") set("escape");
    else if (isToggleKey(event.key) && event.target === control) {
      event.preventDefault();
      set("key");
    }
  };
  target.addEventListener("pointerenter", onEnter);
  target.addEventListener("pointerleave", onLeave);
  target.addEventListener("click", onClick);
  target.addEventListener("keydown", onKey);
  return () => {
    target.removeEventListener("pointerenter", onEnter);
    target.removeEventListener("pointerleave", onLeave);
    target.removeEventListener("click", onClick);
    target.removeEventListener("keydown", onKey);
  };
}
