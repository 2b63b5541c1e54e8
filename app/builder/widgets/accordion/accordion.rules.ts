/**
 * Pure rules of the accordion widgets: which items open together, the collapse options check (W-TABS-04) and
 * the FAQ schema (`FAQPage` JSON-LD).
 */

/** Items to close when `opened` opens: its siblings in accordion mode (W-TABS-02), none in toggle mode. */
export function itemsToClose(opened: number, open: readonly boolean[], exclusive: boolean): number[] {
  if (!exclusive) return [];
  return open.flatMap((isOpen, index) => (isOpen && index !== opened ? [index] : []));
}

/** The collapse options and the types they must have, as the original's collapse component checks them. */
const COLLAPSE_OPTION_TYPES: Readonly<Record<string, string>> = {
  toggle: "boolean",
  parent: "(null|element|string)",
};

function typeOf(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === "object" && "nodeType" in value) return "element";
  return Object.prototype.toString.call(value).slice(8, -1).toLowerCase();
}

/** Checks collapse options; a value of the wrong type throws a TypeError naming it (W-TABS-04). */
export function checkCollapseOptions(options: Record<string, unknown>): { toggle: boolean; parent: unknown } {
  for (const [property, expected] of Object.entries(COLLAPSE_OPTION_TYPES)) {
    if (!(property in options)) continue;
    const actual = typeOf(options[property]);
    if (!new RegExp(`^${expected}$`).test(actual))
      throw new TypeError(
        `COLLAPSE: Option "${property}" provided type "${actual}" but expected type "${expected}".`,
      );
  }
  return { toggle: (options.toggle as boolean | undefined) ?? true, parent: options.parent ?? null };
}

/** `FAQPage` structured data for the items (question → answer), safe inside a `<script>` element. */
export function faqSchemaJson(items: readonly { question: string; answerHtml: string }[]): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answerHtml },
    })),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/**
 * The ElementsKit accordion item open on load: the first marked "Keep this slide open?" (`ekit_acc_is_active`),
 * else the first item when "Keep first slide auto open?" (`ekit_accordion_open_first_slide`, on by default)
 * is on, else none.
 */
export function ekitOpenItem(active: readonly boolean[], openFirstSlide: boolean): number | null {
  const chosen = active.indexOf(true);
  if (chosen >= 0) return chosen;
  return openFirstSlide && active.length > 0 ? 0 : null;
}
