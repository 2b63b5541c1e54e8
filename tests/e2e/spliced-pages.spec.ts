import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inlineScriptHashes } from "../../server/http/page-cache/csp-hashes.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { expect, test } from "./fixtures.ts";
import { SPEC_SERVER_PORTS } from "./support.ts";

/**
 * Shoppers with a cart are served the stored page with their own parts spliced in (issue 18,
 * decision 030): the result must be exactly the page rendered for them, and nothing of one shopper
 * may reach another shopper or a visitor without a session. Real HTTP on the production build.
 */
const MUG = 127;
const TEAPOT = 135;
/** The front-page document, the listing, a product page and a category. */
const PAGES = ["/", "/shop/", "/product/tea-time-set/", "/product-category/kitchen/"];
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/** The server project has no browser settings: Debian's Chromium for the one browser test. */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  },
});

/** The demo shop's settings with the page cache's changed, in a file of their own for a server process. */
function settingsFile(pageCache: object): string {
  const settings = JSON.parse(readFileSync("settings.json", "utf8")) as { pageCache?: object };
  const file = path.join(mkdtempSync(path.join(tmpdir(), "vitrine-settings-")), "settings.json");
  writeFileSync(file, JSON.stringify({ ...settings, pageCache: { ...settings.pageCache, ...pageCache } }));
  return file;
}

/** One browser's cookies over fetch. */
function shopperClient(origin: string) {
  const jar = new Map<string, string>();
  const call = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("user-agent", BROWSER);
    if (jar.size > 0) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(`${origin}${path}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [name = "", value = ""] = (line.split(";")[0] ?? "").split("=");
      if (value) jar.set(name.trim(), value);
      else jar.delete(name.trim());
    }
    return response;
  };
  const add = async (productId: number, quantity: number) => {
    const reply = await call("/?wc-ajax=add_to_cart", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ product_id: String(productId), quantity: String(quantity) }).toString(),
    });
    expect(reply.status).toBe(200);
    return (await reply.json()) as { fragments: Record<string, string>; cart_hash: string };
  };
  const page = async (path: string) => {
    const response = await call(path);
    return { cache: response.headers.get("x-vitrine-cache"), html: await response.text(), response };
  };
  return { call, add, page, jar };
}

/** A page rendered for the shopper carries the request's nonce attributes; a stored page allows its scripts by hash. */
const withoutNonceAttributes = (html: string) => html.replace(/ nonce="[^"]*"/g, "");

/** The nonces in a page: `data-qty-nonce`, `qtyNonce`, `_wpnonce` and the login form's. */
function noncesIn(html: string): Set<string> {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:nonce|Nonce)[^0-9a-f]{1,24}([0-9a-f]{10})\b/g))
    found.add(match[1] ?? "");
  return found;
}

test.describe("spliced pages for shoppers with a cart (issue 18)", () => {
  // One server for the group; the first test needs pages nobody has stored yet.
  test.describe.configure({ mode: "serial" });
  let server: ServerProcess;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // A shopper's first visit to a page must render for them here, to compare with: the server does not
    // fetch guest pages itself.
    server = startServerProcess({
      port: SPEC_SERVER_PORTS.splicedPagesFirstVisit,
      env: { SETTINGS_FILE: settingsFile({ fetchGuestPages: false }) },
    });
    await server.waitHealthy(200_000);
  });
  test.afterAll(async () => server?.stop());

  test("a shopper's spliced page equals the page rendered for them: cart count, mini cart, nonces", async () => {
    const shopper = shopperClient(server.origin);
    const guest = shopperClient(server.origin);
    await shopper.add(MUG, 2);
    for (const path of PAGES) {
      // Nothing stored yet: rendered for the shopper.
      const rendered = await shopper.page(path);
      expect(rendered.cache, path).toBe("bypass");
      expect((await guest.page(path)).cache, path).toBe("miss");
      const spliced = await shopper.page(path);
      expect(spliced.cache, path).toBe("spliced");
      expect(spliced.html, path).toBe(withoutNonceAttributes(rendered.html));
      expect(spliced.response.headers.get("cache-control")).toBe("private, no-store");
      expect(spliced.response.headers.get("surrogate-key")).toBeNull();
      // The shopper's cart, not the guest's, in the markup and in the hydration data.
      expect(spliced.html).not.toContain("No products in the cart.");
      expect(spliced.html).toContain("mini_cart_item");
      // Every inline script is allowed by the spliced page's own policy.
      const policy = spliced.response.headers.get("content-security-policy") ?? "";
      for (const hash of inlineScriptHashes(spliced.html)) expect(policy, path).toContain(hash);
    }
    const listing = await shopper.page("/shop/");
    expect(listing.html).toMatch(/<span class="count">2<\/span>/);
  });

  test("nothing of one shopper reaches another shopper or a visitor without a session", async () => {
    const first = shopperClient(server.origin);
    const second = shopperClient(server.origin);
    const guest = shopperClient(server.origin);
    await first.add(MUG, 1);
    await second.add(TEAPOT, 3);
    const path = "/product-category/kitchen/";
    await guest.page(path);
    const storedBefore = await guest.page(path);
    expect(storedBefore.cache).toBe("hit");

    const firstPage = await first.page(path);
    const secondPage = await second.page(path);
    expect([firstPage.cache, secondPage.cache]).toEqual(["spliced", "spliced"]);
    const firstNonces = noncesIn(firstPage.html);
    const secondNonces = noncesIn(secondPage.html);
    const guestNonces = noncesIn(storedBefore.html);
    expect(firstNonces.size).toBeGreaterThanOrEqual(2);
    for (const nonce of firstNonces) {
      expect(secondNonces.has(nonce)).toBe(false);
      expect(guestNonces.has(nonce)).toBe(false);
    }
    for (const nonce of secondNonces) expect(guestNonces.has(nonce)).toBe(false);
    expect(firstPage.html).toContain("remove_item=");
    expect(secondPage.html).toMatch(/<span class="count">3<\/span>/);
    expect(firstPage.html).toMatch(/<span class="count">1<\/span>/);
    // Splicing leaves the stored page as it was.
    const storedAfter = await guest.page(path);
    expect(storedAfter.cache).toBe("hit");
    expect(storedAfter.html).toBe(storedBefore.html);
    expect(storedAfter.html).toContain("No products in the cart.");
  });

  test("a shopper with a notice waiting gets a page rendered for them, then spliced ones", async () => {
    const shopper = shopperClient(server.origin);
    const guest = shopperClient(server.origin);
    await guest.page("/shop/");
    // The link form of add to cart leaves an "added to your cart" notice for the next page.
    const link = await shopper.call(`/shop/?add-to-cart=${MUG}`);
    expect(link.status).toBe(303);
    const withNotice = await shopper.page("/shop/");
    expect(withNotice.cache).toBe("bypass");
    expect(withNotice.html).toContain("has been added to your cart");
    const next = await shopper.page("/shop/");
    expect(next.cache).toBe("spliced");
    expect(next.html).not.toContain("has been added to your cart");
  });

  test("the cart, checkout and account pages stay rendered per request", async () => {
    const shopper = shopperClient(server.origin);
    await shopper.add(MUG, 1);
    for (const path of ["/cart/", "/checkout/", "/my-account/"]) {
      await shopperClient(server.origin).page(path);
      expect((await shopper.page(path)).cache, path).toBe("bypass");
    }
  });

  test("a shopper's spliced page follows every write to their cart and session (decision 042)", async () => {
    const shopper = shopperClient(server.origin);
    const path = "/product-category/kitchen/";
    await shopperClient(server.origin).page(path);
    const countOf = async () => {
      const seen = await shopper.page(path);
      expect(seen.cache).toBe("spliced");
      return seen.html.match(/<span class="count">(\d+)<\/span>/)?.[1];
    };
    const form = (fields: Record<string, string>): RequestInit => ({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    const keyIn = (fragments: Record<string, string>, productId: number) =>
      Object.values(fragments)
        .join("")
        .match(new RegExp(`data-product_id="${productId}"[^>]*data-cart_item_key="([0-9a-f]{32})"`))?.[1] ??
      "";

    await shopper.add(MUG, 1);
    expect(await countOf()).toBe("1");
    expect(await countOf()).toBe("1");
    await shopper.add(MUG, 2);
    expect(await countOf()).toBe("3");
    const added = await shopper.add(TEAPOT, 1);
    expect(await countOf()).toBe("4");

    const removed = await shopper.call(
      "/?wc-ajax=remove_from_cart",
      form({ cart_item_key: keyIn(added.fragments, TEAPOT) }),
    );
    expect(removed.status).toBe(200);
    expect(await countOf()).toBe("3");

    // The cart form (no script): new quantity, then the "Cart updated." notice on a page rendered for them.
    const cartPage = (await shopper.page("/cart/")).html;
    const cartNonce = cartPage.match(/name="woocommerce-cart-nonce" value="([^"]+)"/)?.[1] ?? "";
    const mugKey = keyIn(added.fragments, MUG);
    const updated = await shopper.call(
      "/cart/",
      form({
        "woocommerce-cart-nonce": cartNonce,
        [`cart[${mugKey}][qty]`]: "5",
        update_cart: "Update cart",
      }),
    );
    expect(updated.status).toBe(303);
    expect((await shopper.page(path)).cache).toBe("bypass");
    expect(await countOf()).toBe("5");

    // An order empties the cart.
    const checkout = (await shopper.page("/checkout/")).html;
    const field = (name: string) => checkout.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? "";
    const ordered = await shopper.call(
      "/?wc-ajax=checkout",
      form({
        billing_first_name: "Spliced",
        billing_last_name: "Shopper",
        billing_country: "FR",
        billing_address_1: "1 Rue de la Paix",
        billing_city: "Paris",
        billing_postcode: "75002",
        billing_phone: "+33 1 23 45 67 89",
        billing_email: "spliced@example.com",
        payment_method: "bacs",
        "woocommerce-process-checkout-nonce": field("woocommerce-process-checkout-nonce"),
        vitrine_checkout_token: field("vitrine_checkout_token"),
      }),
    );
    expect(((await ordered.json()) as { result?: string }).result).toBe("success");
    // The order took stock, which dropped the stored listing: a visitor stores it again.
    await shopperClient(server.origin).page(path);
    expect(await countOf()).toBe("0");
  });

  test("in the browser, runs its scripts under its policy and shows the shopper's cart", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    await fetch(`${server.origin}/shop/`);
    await page.goto(`${server.origin}/shop/`);
    await page.waitForFunction(() => document.documentElement.dataset.vitrineLive === "1");
    const count = page.locator("a.cart-container .count").first();
    await page.locator("a.add_to_cart_button[data-product_id]").first().click();
    await expect(count).not.toHaveText("0");
    const added = (await count.textContent()) ?? "";
    const response = await page.goto(`${server.origin}/shop/`);
    expect(response?.headers()["x-vitrine-cache"]).toBe("spliced");
    await page.waitForFunction(() => document.documentElement.dataset.vitrineLive === "1");
    await expect(count).toHaveText(added);
    await expect(page.locator(".widget_shopping_cart_content .mini_cart_item").first()).toBeAttached();
    expect(violations.filter((text) => /Content Security Policy|hydrat/i.test(text))).toEqual([]);
  });
});

test.describe("a shopper's page that no guest has had stored (decision 046)", () => {
  let server: ServerProcess;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // The default settings.
    server = startServerProcess({ port: SPEC_SERVER_PORTS.splicedPagesDefaults });
    await server.waitHealthy(200_000);
  });
  test.afterAll(async () => server?.stop());

  test("is spliced at once into the guest's page the server asked itself for, which guests then get", async () => {
    const shopper = shopperClient(server.origin);
    const guest = shopperClient(server.origin);
    await shopper.add(TEAPOT, 2);
    for (const path of PAGES) {
      const first = await shopper.page(path);
      expect(first.cache, path).toBe("spliced");
      expect(first.html, path).toContain("mini_cart_item");
      expect(first.html, path).toMatch(/<span class="count">2<\/span>/);
      const stored = await guest.page(path);
      expect(stored.cache, path).toBe("hit");
      expect(stored.html, path).toContain("No products in the cart.");
      expect(stored.html, path).not.toContain("mini_cart_item");
    }
    // A page never stored for guests: rendered for the shopper, every time.
    for (let visit = 0; visit < 2; visit++) expect((await shopper.page("/cart/")).cache).toBe("bypass");
  });
});
