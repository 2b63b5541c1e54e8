import type { WidgetModule } from "../../runtime/types.ts";
import { EMBED_NOTE, SHOW_EMBED_LABEL } from "./google-maps.rules.ts";

/**
 * Elementor's Google Maps on demand (decision 033): a button over the static picture puts Google's embed iframe
 * in its place when the visitor asks, so Google is not contacted before. Marks `data-embed-loaded="1"`.
 */
const module: WidgetModule = {
  mount(element) {
    const embed = element.querySelector<HTMLElement>(".elementor-custom-embed[data-embed-src]");
    const actions = embed?.querySelector(".elementor-custom-embed-actions");
    if (!embed || !actions) return undefined;
    const src = embed.dataset.embedSrc ?? "";
    if (!/^https:\/\//.test(src)) return undefined;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "elementor-custom-embed-show";
    const label = document.createElement("span");
    label.textContent = SHOW_EMBED_LABEL;
    const note = document.createElement("small");
    note.textContent = EMBED_NOTE;
    button.append(label, note);
    const show = () => {
      const title = embed.dataset.embedTitle ?? "";
      const frame = document.createElement("iframe");
      frame.src = src;
      frame.title = title;
      frame.setAttribute("aria-label", title);
      frame.referrerPolicy = "no-referrer-when-downgrade";
      embed.querySelector(".elementor-custom-embed-picture")?.replaceWith(frame);
      button.remove();
      embed.dataset.embedLoaded = "1";
      frame.focus();
    };
    button.addEventListener("click", show);
    actions.prepend(button);
    return () => button.removeEventListener("click", show);
  },
};

export default module;
