import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fillTemplate, hydrationEncoding, type PageParts, slotValues } from "./page-parts.ts";
import { SplicedBodies, splicedPageTemplate } from "./spliced-page.ts";

const guestCart = '<div class="mini" data-nonce="aaaaaaaaaa"><p>No products in the cart.</p></div>';
const guest: PageParts = { fragments: { miniCart: guestCart }, nonces: { qty: "aaaaaaaaaa" } };
const lines = Array.from({ length: 30 }, (_, index) => `<li>Product ${index} — 12,00 €</li>`).join("");
const shopper: PageParts = {
  fragments: { miniCart: `<div class="mini" data-nonce="cccccccccc"><ul>${lines}</ul></div>` },
  nonces: { qty: "cccccccccc" },
};
const html = [
  "<!DOCTYPE html><html><head><title>Shop</title></head><body>",
  `<header>${guestCart}</header>`,
  "<main>",
  "<p>Handmade stoneware, fired twice.</p>".repeat(300),
  "</main>",
  `<script>enqueue("${hydrationEncoding(guestCart)}", "aaaaaaaaaa")</script></body></html>`,
].join("");

describe("spliced pages sent as gzip from parts (decision 040)", () => {
  it("inflates to the page the template fills for the shopper, with short and long values", () => {
    const template = splicedPageTemplate(html, guest);
    const bodies = new SplicedBodies();
    for (const parts of [shopper, guest]) {
      const values = slotValues(template, guest, parts);
      const body = bodies.gzip(template, values);
      expect(gunzipSync(body).toString("utf8")).toBe(fillTemplate(template, guest, parts));
      // Again, from the kept parts.
      expect(gunzipSync(bodies.gzip(template, values)).toString("utf8")).toBe(
        fillTemplate(template, guest, parts),
      );
    }
    expect(template.scripts).not.toBeNull();
  });
});
