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
});
