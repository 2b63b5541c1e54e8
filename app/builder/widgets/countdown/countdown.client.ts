import type { WidgetModule } from "../../runtime/types.ts";
import {
  Countdown,
  type CountdownUnit,
  evergreenDueDate,
  pad,
  unitValues,
  ZOOM_EXPIRED_TEXT,
} from "./countdown.rules.ts";
import type { CountdownConfig } from "./countdown-model.ts";

/**
 * Runs a countdown rendered by `countdown.tsx`: digits every 100 ms, the visitor's own evergreen due date, and
 * the finish actions (hide, finish title and content, redirect; the zoom counter shows EXPIRED). Text goes in
 * with `textContent`, so labels and messages are never read as HTML (W-COUNT-08). The element's state is in
 * `data-countdown-state` (running, stopped, finished) and the instance on `element.vitrineCountdown`.
 */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const module: WidgetModule = {
  mount(element) {
    const root = element.querySelector<HTMLElement>("[data-countdown]");
    if (!root) return undefined;
    let config: CountdownConfig;
    try {
      config = JSON.parse(root.dataset.countdown ?? "") as CountdownConfig;
    } catch {
      return undefined;
    }
    const due =
      config.due ??
      (config.evergreen !== null
        ? evergreenDueDate(storage(), config.storageKey, config.evergreen, Date.now())
        : null);
    if (due === null) return undefined;
    root.classList.add("vitrine-countdown--live");
    const countdown = new Countdown(due);
    const shown = config.units.map((item) => item.unit);
    const digits = new Map<CountdownUnit, HTMLElement[]>();
    for (const span of root.querySelectorAll<HTMLElement>("[data-unit]")) {
      const unit = span.dataset.unit as CountdownUnit;
      digits.set(unit, [...(digits.get(unit) ?? []), span]);
    }
    const setState = () => {
      root.dataset.countdownState = countdown.state;
    };
    countdown.on("update", (event) => {
      const values = unitValues(event.offset.totalSeconds, shown);
      for (const [unit, spans] of digits) for (const span of spans) span.textContent = pad(values[unit] ?? 0);
      setState();
    });
    countdown.on("stop", setState);
    countdown.on("finish", () => {
      setState();
      finish(root, config);
    });
    countdown.start();
    (element as HTMLElement & { vitrineCountdown?: Countdown }).vitrineCountdown = countdown;
    return () => countdown.remove();
  },
};

function finish(root: HTMLElement, config: CountdownConfig) {
  root.classList.add("vitrine-countdown--finished");
  const timer = root.querySelector<HTMLElement>("[role='timer']");
  if (config.zoom) {
    const counter = root.querySelector<HTMLElement>(".ekit-zoom-counter");
    if (counter) counter.textContent = ZOOM_EXPIRED_TEXT;
    return;
  }
  if (config.flavour === "elementskit") {
    if (timer) timer.hidden = true;
    const box = root.querySelector<HTMLElement>(".elementskit-countdown-finish");
    if (box) {
      const title = document.createElement("h3");
      title.className = "ekit-countdown-finish-title";
      title.textContent = config.finishTitle;
      box.replaceChildren(title);
      if (config.finishContent) {
        const content = document.createElement("p");
        content.className = "ekit-countdown-finish-content";
        content.textContent = config.finishContent;
        box.append(content);
      }
      box.hidden = false;
    }
    return;
  }
  if (config.actions.includes("hide") && timer) timer.hidden = true;
  if (config.actions.includes("message")) {
    const message = root.querySelector<HTMLElement>(".elementor-countdown-expire--message");
    if (message) {
      message.textContent = config.finishContent;
      message.hidden = false;
    }
  }
  if (config.actions.includes("redirect") && config.redirect) window.location.assign(config.redirect);
}

export default module;
