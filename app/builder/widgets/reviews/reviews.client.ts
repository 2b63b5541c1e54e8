import type { WidgetModule } from "../../runtime/types.ts";

/**
 * "Read more" on review texts longer than 120 characters (W-MISC-27): the rest of the text is hidden behind a
 * button that shows it (and "Read less" hides it again), `aria-expanded` telling the state.
 */
const module: WidgetModule = {
  mount(element) {
    const root = element.querySelector<HTMLElement>("[data-reviews]");
    if (!root) return undefined;
    let labels = { more: "Read more", less: "Read less" };
    try {
      labels = { ...labels, ...(JSON.parse(root.dataset.reviews ?? "{}") as Partial<typeof labels>) };
    } catch {
      // The default labels.
    }
    for (const rest of root.querySelectorAll<HTMLElement>(".vitrine-review-rest")) {
      const text = rest.parentElement;
      if (!text) continue;
      const ellipsis = document.createElement("span");
      ellipsis.className = "vitrine-review-ellipsis";
      ellipsis.textContent = "…";
      ellipsis.setAttribute("aria-hidden", "true");
      rest.before(ellipsis);
      rest.hidden = true;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "vitrine-review-more";
      button.textContent = labels.more;
      button.setAttribute("aria-expanded", "false");
      button.setAttribute("aria-controls", text.id);
      button.addEventListener("click", () => {
        const open = rest.hidden;
        rest.hidden = !open;
        ellipsis.textContent = open ? "" : "…";
        button.textContent = open ? labels.less : labels.more;
        button.setAttribute("aria-expanded", String(open));
      });
      text.after(button);
    }
    return undefined;
  },
};

export default module;
