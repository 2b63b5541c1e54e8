import { afterEach, describe, expect, it, vi } from "vitest";
import { orderAttributionConfig } from "../../protocol/order-attribution.ts";
import { startOrderAttribution } from "./order-attribution.client.ts";

/** A browser just big enough for sourcebuster: a cookie jar, a location, a referrer and named inputs. */
function fakeBrowser(url: string, referrer: string, cookies: Record<string, string> = {}) {
  const jar = new Map(Object.entries(cookies));
  const inputs = new Map<string, { value: string }>();
  const written: string[] = [];
  const location = new URL(url);
  const doc = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = "", ...attributes] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      const expired = attributes.some(
        (attribute) => /expires=Thu, 01 Jan 1970/.test(attribute) || /expires=.*19[0-9]{2}/.test(attribute),
      );
      if (expired || value === "") jar.delete(name.trim());
      else jar.set(name.trim(), value);
    },
    location: { href: location.href, hostname: location.hostname, search: location.search },
    referrer,
    querySelectorAll(selector: string) {
      const name = /name="([^"]+)"/.exec(selector)?.[1] ?? "";
      const input = inputs.get(name);
      return input ? [input] : [];
    },
  };
  const input = (name: string) => {
    const element = { value: "" };
    inputs.set(name, element);
    return element;
  };
  vi.stubGlobal("document", doc);
  vi.stubGlobal("window", { location: doc.location });
  vi.stubGlobal("navigator", { userAgent: "TestBrowser/1.0" });
  return { doc: doc as unknown as Document, jar, input, written };
}

const tracking = { orderAttribution: true, allowTracking: true, sessionLengthMinutes: 30 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("startOrderAttribution", () => {
  it("records a utm visit in sourcebuster's cookies and fills the hidden inputs", () => {
    const browser = fakeBrowser(
      "https://shop.example/checkout/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_id=42",
      "https://mail.example/",
    );
    const sourceType = browser.input("wc_order_attribution_source_type");
    const source = browser.input("wc_order_attribution_utm_source");
    const utmId = browser.input("wc_order_attribution_utm_id");
    const userAgent = browser.input("wc_order_attribution_user_agent");
    const pages = browser.input("wc_order_attribution_session_pages");
    startOrderAttribution(orderAttributionConfig(tracking), browser.doc);
    expect([...browser.jar.keys()].sort()).toEqual(
      [
        "sbjs_current",
        "sbjs_current_add",
        "sbjs_first",
        "sbjs_first_add",
        "sbjs_migrations",
        "sbjs_session",
        "sbjs_udata",
      ].sort(),
    );
    expect(decodeURIComponent(browser.jar.get("sbjs_current") ?? "")).toContain(
      "typ=utm|||src=newsletter|||mdm=email",
    );
    expect(browser.written.every((line) => !line.includes("domain="))).toBe(true);
    expect(sourceType.value).toBe("utm");
    expect(source.value).toBe("newsletter");
    expect(utmId.value).toBe("42");
    expect(userAgent.value).toBe("TestBrowser/1.0");
    expect(pages.value).toBe("1");
  });

  it("W-TRACK-03 writes the values into a block checkout's store in the page, with no network call", () => {
    const browser = fakeBrowser("https://shop.example/checkout/?utm_source=newsletter&utm_medium=email", "");
    const written: unknown[][] = [];
    const stores: string[] = [];
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("window", {
      location: browser.doc.location,
      wc: { wcBlocksData: { CHECKOUT_STORE_KEY: "wc/store/checkout" } },
      wp: {
        data: {
          dispatch: (store: string) => {
            stores.push(store);
            return { __internalSetExtensionData: (...args: unknown[]) => written.push(args) };
          },
        },
      },
    });
    startOrderAttribution(orderAttributionConfig(tracking), browser.doc);
    expect(stores).toEqual(["wc/store/checkout"]);
    expect(written).toHaveLength(1);
    const [namespace, values, replace] = written[0] ?? [];
    expect(namespace).toBe("woocommerce/order-attribution");
    expect(values).toMatchObject({ source_type: "utm", utm_source: "newsletter", utm_medium: "email" });
    expect(replace).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("W-TRACK-03 a page without a block checkout store only fills the inputs", () => {
    const browser = fakeBrowser("https://shop.example/checkout/", "");
    const source = browser.input("wc_order_attribution_utm_source");
    vi.stubGlobal("window", { location: browser.doc.location, wp: { data: {} } });
    expect(() => startOrderAttribution(orderAttributionConfig(tracking), browser.doc)).not.toThrow();
    expect(source.value).toBe("(direct)");
  });

  it("does not track and deletes every sbjs cookie when tracking is not allowed (W-TRACK-01)", () => {
    const browser = fakeBrowser("https://shop.example/checkout/", "", {
      sbjs_current: "typ%3Dtypein",
      sbjs_first: "typ%3Dtypein",
      sbjs_session: "pgs%3D2",
      sbjs_udata: "vst%3D1",
      sbjs_migrations: "1418474375998%3D1",
      store_notice1: "hidden",
    });
    const sourceType = browser.input("wc_order_attribution_source_type");
    startOrderAttribution(orderAttributionConfig({ ...tracking, allowTracking: false }), browser.doc);
    expect([...browser.jar.keys()]).toEqual(["store_notice1"]);
    expect(sourceType.value).toBe("");
  });

  const expiryOf = (written: string[], name: string) => {
    const line = [...written].reverse().find((entry) => entry.startsWith(`${name}=`)) ?? "";
    return Date.parse(/expires=([^;]+)/.exec(line)?.[1] ?? "");
  };

  it("W-TRACK-04 W-TRACK-05 cookies last 6 months of 30 days; the session cookie 30 minutes", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const now = Date.UTC(2026, 0, 10, 12, 0, 0);
    vi.setSystemTime(now);
    try {
      const browser = fakeBrowser("https://shop.example/", "");
      startOrderAttribution(orderAttributionConfig(tracking), browser.doc);
      const minute = 60_000;
      expect(expiryOf(browser.written, "sbjs_current")).toBe(now + 6 * 30 * 24 * 60 * minute);
      expect(expiryOf(browser.written, "sbjs_udata")).toBe(now + 6 * 30 * 24 * 60 * minute);
      expect(expiryOf(browser.written, "sbjs_session")).toBe(now + 30 * minute);
    } finally {
      vi.useRealTimers();
    }
  });

  it("W-TRACK-07 W-TRACK-08 a visit without referrer or campaign is (direct) / (none)", () => {
    const browser = fakeBrowser("https://shop.example/", "");
    const source = browser.input("wc_order_attribution_utm_source");
    const medium = browser.input("wc_order_attribution_utm_medium");
    startOrderAttribution(orderAttributionConfig(tracking), browser.doc);
    expect(decodeURIComponent(browser.jar.get("sbjs_current") ?? "")).toContain(
      "typ=typein|||src=(direct)|||mdm=(none)",
    );
    expect([source.value, medium.value]).toEqual(["(direct)", "(none)"]);
  });

  it.each([
    ["https://www.bing.com/search?q=mug", "bing"],
    ["https://search.yahoo.com/search?p=mug", "yahoo"],
    ["https://www.google.fr/search?q=mug", "google"],
    ["https://yandex.ru/search/?text=mug", "yandex"],
    ["https://go.mail.ru/search?q=mug", "go.mail.ru"],
    ["https://nova.rambler.ru/search?query=mug", "rambler"],
  ])("W-TRACK-09 a referrer from %s is organic search from %s", (referrer, engine) => {
    const browser = fakeBrowser("https://shop.example/", referrer);
    startOrderAttribution(orderAttributionConfig(tracking), browser.doc);
    const current = decodeURIComponent(browser.jar.get("sbjs_current") ?? "");
    expect(current).toContain("typ=organic");
    expect(current).toContain(`src=${engine}`);
    expect(current).toContain("mdm=organic");
  });

  it("W-TRACK-09 a referrer from another site is a referral, not a search", () => {
    const browser = fakeBrowser("https://shop.example/", "https://blog.example/post");
    startOrderAttribution(orderAttributionConfig(tracking), browser.doc);
    expect(decodeURIComponent(browser.jar.get("sbjs_current") ?? "")).toContain(
      "typ=referral|||src=blog.example|||mdm=referral",
    );
  });

  it("W-TRACK-06 with the promo code enabled, sbjs_promo holds a code in 100000–999999; none otherwise", () => {
    for (let run = 0; run < 20; run++) {
      const browser = fakeBrowser("https://shop.example/", "");
      startOrderAttribution(orderAttributionConfig({ ...tracking, promoCode: true }), browser.doc);
      const code = Number(/code=(\d+)/.exec(decodeURIComponent(browser.jar.get("sbjs_promo") ?? ""))?.[1]);
      expect(code).toBeGreaterThanOrEqual(100_000);
      expect(code).toBeLessThanOrEqual(999_999);
      vi.unstubAllGlobals();
    }
    const without = fakeBrowser("https://shop.example/", "");
    startOrderAttribution(orderAttributionConfig(tracking), without.doc);
    expect(without.jar.has("sbjs_promo")).toBe(false);
  });

  it("W-TRACK-01 a refused consent cookie stops tracking and deletes every sbjs cookie, promo included", () => {
    const browser = fakeBrowser("https://shop.example/?utm_source=x", "", {
      wp_consent_marketing: "deny",
      sbjs_current: "typ%3Dtypein",
      sbjs_current_add: "fd%3D1",
      sbjs_first: "typ%3Dtypein",
      sbjs_first_add: "fd%3D1",
      sbjs_session: "pgs%3D2",
      sbjs_udata: "vst%3D1",
      sbjs_promo: "code%3D123456",
      sbjs_migrations: "1418474375998%3D1",
    });
    startOrderAttribution(orderAttributionConfig(tracking), browser.doc);
    expect([...browser.jar.keys()]).toEqual(["wp_consent_marketing"]);
  });

  it("W-TRACK-01 with consent required, nothing is tracked until the banner's cookie says allow", () => {
    const before = fakeBrowser("https://shop.example/", "");
    startOrderAttribution(orderAttributionConfig({ ...tracking, requireConsent: true }), before.doc);
    expect([...before.jar.keys()]).toEqual([]);
    vi.unstubAllGlobals();
    const after = fakeBrowser("https://shop.example/", "", { wp_consent_marketing: "allow" });
    startOrderAttribution(orderAttributionConfig({ ...tracking, requireConsent: true }), after.doc);
    expect(after.jar.has("sbjs_current")).toBe(true);
  });
});
