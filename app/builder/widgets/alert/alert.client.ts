import type { WidgetModule } from "../../runtime/types.ts";

/** Fade-out before a dismissed alert leaves the layout (skipped under reduced motion). */
export const ALERT_FADE_MS = 300;

/**
 * Shows the alert's dismiss button and makes it work: the alert fades out and is removed from the layout, and
 * focus moves to the widget so keyboard users are not left on nothing.
 */
const alert: WidgetModule = {
  mount(element, _settings, runtime) {
    const box = element.querySelector<HTMLElement>(".elementor-alert");
    const button = box?.querySelector<HTMLButtonElement>(".elementor-alert-dismiss");
    if (!box || !button) return undefined;
    button.hidden = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const dismiss = () => {
      const hide = () => {
        box.hidden = true;
        element.tabIndex = -1;
        element.focus({ preventScroll: true });
      };
      if (runtime.reducedMotion()) {
        hide();
        return;
      }
      box.style.transition = `opacity ${ALERT_FADE_MS}ms`;
      box.style.opacity = "0";
      timer = setTimeout(hide, ALERT_FADE_MS);
    };
    button.addEventListener("click", dismiss);
    return () => {
      clearTimeout(timer);
      button.removeEventListener("click", dismiss);
      button.hidden = true;
    };
  },
};

export default alert;
