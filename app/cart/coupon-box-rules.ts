/**
 * The coupon box (Astra's cart and checkout layouts): the code typed in the visible field is copied into the
 * form's hidden coupon field and the form's apply button is clicked (S-CHK-18); Enter in the field does the
 * same (S-CHK-19).
 */

export interface CouponBoxParts {
  codeField: { value: string };
  hiddenField: { value: string };
  applyButton: { click(): void };
}

export function applyFromCouponBox(parts: CouponBoxParts): void {
  parts.hiddenField.value = parts.codeField.value.trim();
  parts.applyButton.click();
}

/** Enter, whether the browser reports the key name or only the legacy key code 13. */
export function isEnterKey(event: { key?: string; keyCode?: number }): boolean {
  return event.key === "Enter" || event.keyCode === 13;
}

export interface CouponNotice {
  type: "success" | "error";
  messages: string[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .trim();
}

/**
 * Reads the notice HTML the coupon calls answer (`ul.woocommerce-error > li` or `div.woocommerce-message`) as
 * plain text, so the page shows it with its own markup and nothing from the reply is inserted as HTML.
 */
export function readCouponNotice(html: string): CouponNotice | null {
  const isError = /class="[^"]*woocommerce-error/.test(html);
  const parts = isError
    ? [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((match) => match[1] ?? "")
    : [html];
  const messages = parts.map(textOf).filter((message) => message !== "");
  if (messages.length === 0) return null;
  return { type: isError ? "error" : "success", messages };
}
