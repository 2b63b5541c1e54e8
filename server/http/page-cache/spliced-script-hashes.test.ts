import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp-hashes.ts";
import { hydrationEncoding, joinSlots, type PageParts, slotValues, spliceTemplate } from "./page-parts.ts";
import { plannedScriptHashes, scriptHashPlan } from "./spliced-script-hashes.ts";

const guest: PageParts = {
  fragments: { miniCart: '<div class="mini" data-nonce="aaaaaaaaaa"><p>No products in the cart.</p></div>' },
  nonces: { qty: "aaaaaaaaaa", login: "bbbbbbbbbb" },
};
const shopper: PageParts = {
  fragments: { miniCart: '<div class="mini" data-nonce="cccccccccc"><ul><li>Mug & Co</li></ul></div>' },
  nonces: { qty: "cccccccccc", login: "dddddddddd" },
};

function page(parts: PageParts): string {
  const fragment = parts.fragments.miniCart ?? "";
  return [
    '<script src="/assets/entry.js"></script>',
    `<script>window.astra={"qtyNonce":"${parts.nonces.qty}","login":"${parts.nonces.login}"}</script>`,
    "<script>console.log('fixed')</script>",
    `<header>${fragment}</header><input name="n" value="${parts.nonces.login}">`,
    "<script>console.log('fixed')</script>",
    `<script type="module">enqueue("[\\"mini\\",${hydrationEncoding(fragment)}]"); q("${parts.nonces.qty}")</script>`,
    "<script>  </script>",
  ].join("\n");
}

describe("a spliced page's script hashes from a plan made once (decision 040)", () => {
  it("gives what scanning the whole spliced page gives: same hashes, once each, in order", () => {
    const html = page(guest);
    const template = spliceTemplate(html, guest);
    const plan = scriptHashPlan(html, template);
    expect(plan).not.toBeNull();
    for (const parts of [shopper, guest, { fragments: guest.fragments, nonces: shopper.nonces }]) {
      const values = slotValues(template, guest, parts);
      const expected = inlineScriptHashes(joinSlots(template, values));
      expect(plannedScriptHashes(plan ?? [], template, values)).toEqual(expected);
    }
    // The shopper's scripts differ from the guest's: the check can tell them apart.
    const guestHashes = inlineScriptHashes(html);
    const shopperValues = slotValues(template, guest, shopper);
    expect(plannedScriptHashes(plan ?? [], template, shopperValues)).not.toEqual(guestHashes);
  });

  it("has no plan when a slot is part of a script's tag rather than its text", () => {
    const parts: PageParts = { fragments: {}, nonces: { a: "aaaaaaaaaa" } };
    const html = '<script data-x="aaaaaaaaaa">1</script>';
    expect(scriptHashPlan(html, spliceTemplate(html, parts))).toBeNull();
    const wrapping: PageParts = { fragments: { x: "<div><script>1</script></div>" }, nonces: {} };
    const outer = "<p>a</p><div><script>1</script></div>";
    expect(scriptHashPlan(outer, spliceTemplate(outer, wrapping))).toBeNull();
  });

  it("gives up for a value that could open or close a script, so the whole page is scanned instead", () => {
    const html = page(guest);
    const template = spliceTemplate(html, guest);
    const plan = scriptHashPlan(html, template) ?? [];
    const sneaky: PageParts = {
      fragments: { miniCart: '<div class="mini"></script><script>alert(1)</script></div>' },
      nonces: shopper.nonces,
    };
    expect(plannedScriptHashes(plan, template, slotValues(template, guest, sneaky))).toBeNull();
  });
});
