import type { CartFragments } from "~/cart/cart-update.ts";

/**
 * Replaces every element matching each fragment selector with the fragment's
 * HTML (WooCommerce's contract: a selector maps to the element's complete outer
 * HTML). The replaced nodes live inside server-rendered containers React does
 * not reconcile, so swapping them never fights React.
 */
export function applyFragments(doc: Document, fragments: CartFragments): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: NodeListOf<Element>;
    try {
      targets = doc.querySelectorAll(selector);
    } catch {
      continue; // a selector the browser cannot parse matches nothing
    }
    for (const target of targets) {
      const template = doc.createElement("template");
      template.innerHTML = html;
      const replacement = template.content.firstElementChild;
      if (replacement) target.replaceWith(replacement);
    }
  }
}
