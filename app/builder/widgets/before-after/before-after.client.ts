import type { WidgetModule } from "../../runtime/types.ts";
import {
  beforeClip,
  clampOffset,
  dragStarted,
  type Orientation,
  positionForKey,
  positionFromPointer,
} from "./before-after.rules.ts";

/**
 * Makes the before/after slider move: drag (mouse, pen or touch) once the pointer has travelled 8 px along the
 * slider, a tap or click jumps the divider there, the handle's keys move it, and "move on hover" follows a mouse.
 */
const module: WidgetModule = {
  mount(element) {
    const root = element.querySelector<HTMLElement>(".ekit-before-after");
    const before = root?.querySelector<HTMLElement>(".ekit-before-after__before");
    const handle = root?.querySelector<HTMLElement>(".ekit-before-after__handle");
    if (!root || !before || !handle) return undefined;
    const orientation: Orientation = root.dataset.orientation === "vertical" ? "vertical" : "horizontal";
    const label = handle.dataset.label ?? "";
    let offset = clampOffset(Number(handle.getAttribute("aria-valuenow")));
    let frame = 0;
    let press: { id: number; x: number; y: number; dragging: boolean } | null = null;

    const render = () => {
      frame = 0;
      root.style.setProperty("--ekit-before-after-offset", `${offset}%`);
      before.style.clipPath = beforeClip(offset, orientation);
      handle.setAttribute("aria-valuenow", String(offset));
      handle.setAttribute("aria-valuetext", `${Math.round(offset)}% ${label}`);
    };
    const moveTo = (value: number) => {
      offset = clampOffset(value);
      if (!frame) frame = requestAnimationFrame(render);
    };
    const fromEvent = (event: PointerEvent) => {
      const box = root.getBoundingClientRect();
      return orientation === "horizontal"
        ? positionFromPointer(event.clientX, box.left, box.width)
        : positionFromPointer(event.clientY, box.top, box.height);
    };

    const onDown = (event: PointerEvent) => {
      if (event.button !== 0) return;
      press = { id: event.pointerId, x: event.clientX, y: event.clientY, dragging: false };
    };
    const onMove = (event: PointerEvent) => {
      if (press && press.id === event.pointerId) {
        if (!press.dragging && dragStarted(event.clientX - press.x, event.clientY - press.y, orientation)) {
          press.dragging = true;
          root.setPointerCapture?.(event.pointerId);
          root.classList.add("ekit-before-after--dragging");
        }
        if (press.dragging) {
          event.preventDefault();
          moveTo(fromEvent(event));
        }
        return;
      }
      if (root.dataset.moveOnHover === "yes" && event.pointerType === "mouse") moveTo(fromEvent(event));
    };
    const onUp = (event: PointerEvent) => {
      if (!press || press.id !== event.pointerId) return;
      // A press that never became a drag is a click or tap: the divider jumps there.
      if (!press.dragging && event.type === "pointerup") moveTo(fromEvent(event));
      press = null;
      root.classList.remove("ekit-before-after--dragging");
      if (event.type === "pointerup") handle.focus({ preventScroll: true });
    };
    const onKey = (event: KeyboardEvent) => {
      const next = positionForKey(offset, event.key, event.shiftKey);
      if (next === null) return;
      event.preventDefault();
      moveTo(next);
    };

    root.addEventListener("pointerdown", onDown);
    root.addEventListener("pointermove", onMove);
    root.addEventListener("pointerup", onUp);
    root.addEventListener("pointercancel", onUp);
    handle.addEventListener("keydown", onKey);
    return () => {
      root.removeEventListener("pointerdown", onDown);
      root.removeEventListener("pointermove", onMove);
      root.removeEventListener("pointerup", onUp);
      root.removeEventListener("pointercancel", onUp);
      handle.removeEventListener("keydown", onKey);
      cancelAnimationFrame(frame);
    };
  },
};

export default module;
