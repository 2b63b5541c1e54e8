import { describe, expect, it } from "vitest";
import {
  fillTemplate,
  hydrationEncoding,
  type PageParts,
  spliceParts,
  spliceTemplate,
} from "./page-parts.ts";

const guest: PageParts = {
  fragments: {
    miniCart: '<div class="mini" data-qty-nonce="aaaaaaaaaa"><p>No products in the cart.</p></div>',
  },
  nonces: { qty: "aaaaaaaaaa", login: "bbbbbbbbbb" },
};
const shopper: PageParts = {
  fragments: { miniCart: '<div class="mini" data-qty-nonce="cccccccccc"><ul><li>Mug & Co</li></ul></div>' },
  nonces: { qty: "cccccccccc", login: "dddddddddd" },
};

/** A page as React Router renders it: the fragment in the markup, and again in the hydration script. */
function page(parts: PageParts): string {
  const fragment = parts.fragments.miniCart ?? "";
  return [
    `<script>window.astra={"qtyNonce":"${parts.nonces.qty}"}</script>`,
    `<header>${fragment}</header><form><input name="woocommerce-login-nonce" value="${parts.nonces.login}"></form>`,
    `<script>enqueue("[\\"miniCartHtml\\",${hydrationEncoding(fragment)}]")</script>`,
  ].join("");
}

describe("splicing a shopper's parts into a stored page (decision 030)", () => {
  it("gives the page rendered with the shopper's parts: markup, hydration data and nonces", () => {
    expect(spliceParts(page(guest), guest, shopper)).toBe(page(shopper));
  });

  it("encodes hydration strings as the inline script carries them (JSON twice, HTML-significant characters escaped)", () => {
    expect(hydrationEncoding('<a href="/x">&</a>')).toBe(
      String.raw`\"\u003ca href=\\\"/x\\\"\u003e\u0026\u003c/a\u003e\"`,
    );
  });

  it("leaves a page alone when the shopper's parts are the guest's, and ignores values too short to be safe", () => {
    expect(spliceParts(page(guest), guest, guest)).toBe(page(guest));
    const short: PageParts = { fragments: {}, nonces: { x: "1" } };
    expect(spliceParts("a1b1", short, { fragments: {}, nonces: { x: "2" } })).toBe("a1b1");
  });

  it("does not look again at what it put in (a shopper's value equal to another guest value stays)", () => {
    const swapped: PageParts = { fragments: {}, nonces: { qty: "bbbbbbbbbb", login: "aaaaaaaaaa" } };
    const html = "aaaaaaaaaa|bbbbbbbbbb";
    expect(spliceParts(html, { fragments: {}, nonces: guest.nonces }, swapped)).toBe("bbbbbbbbbb|aaaaaaaaaa");
  });

  it("replaces a nonce inside a fragment the shopper shares with the guest, as before the pattern was kept", () => {
    const sameMarkup: PageParts = { fragments: guest.fragments, nonces: shopper.nonces };
    const expected = page(guest)
      .replaceAll("aaaaaaaaaa", "cccccccccc")
      .replaceAll("bbbbbbbbbb", "dddddddddd");
    expect(spliceParts(page(guest), guest, sameMarkup)).toBe(expected);
    // The pattern kept for the guest's parts serves the next shopper too.
    expect(spliceParts(page(guest), guest, shopper)).toBe(page(shopper));
  });

  it("cuts a stored page once and fills the cut page for each shopper as a full pass would", () => {
    const template = spliceTemplate(page(guest), guest);
    expect(template.slots.length).toBeGreaterThan(0);
    expect(template.segments).toHaveLength(template.slots.length + 1);
    expect(fillTemplate(template, guest, shopper)).toBe(page(shopper));
    expect(fillTemplate(template, guest, guest)).toBe(page(guest));
    const sameNonces: PageParts = { fragments: shopper.fragments, nonces: guest.nonces };
    expect(fillTemplate(template, guest, sameNonces)).toBe(
      page(guest)
        .replace(guest.fragments.miniCart ?? "", shopper.fragments.miniCart ?? "")
        .replace(
          hydrationEncoding(guest.fragments.miniCart ?? ""),
          hydrationEncoding(shopper.fragments.miniCart ?? ""),
        ),
    );
  });
});
