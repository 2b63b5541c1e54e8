import type { Page } from "@playwright/test";

/** The main demo shop; variants below run the same catalogue with other settings (see playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);

export const VARIANT_PORTS = {
  "default-redirect": E2E_PORT + 1,
  "default-stay": E2E_PORT + 2,
  "redirect-cart": E2E_PORT + 3,
  "redirect-checkout": E2E_PORT + 4,
  /** Theme variants: full-screen search; header menus, sticky and admin-bar options; page furniture options. */
  "search-full-screen": E2E_PORT + 5,
  "header-alt": E2E_PORT + 6,
  "furniture-alt": E2E_PORT + 7,
  /** The demo's Elementor header template (content/demo/site/20-header.xml) instead of Astra's header. */
  "header-template": E2E_PORT + 8,
  /** A third-party visitor-statistics script that waits for consent (S-CALL-11); the shop is in coming-soon mode. */
  statistics: E2E_PORT + 16,
  /**
   * A Google Maps key (decision 033): the maps stand-in (+9) serves Google Maps JavaScript, Static Maps and
   * Street View; the server imports the services pages (tests/e2e/content/80-services.xml).
   */
  "google-maps": E2E_PORT + 17,
} as const;

export type Variant = keyof typeof VARIANT_PORTS;

/** The map tile stand-in (tests/e2e/services/maps.spec.ts); every e2e server's VITRINE_MAP_TILE_URL points here. */
export const MAP_TILE_PORT = E2E_PORT + 9;

/**
 * The servers single specs start for themselves (the server-only project), one port each. Every port of the
 * suite is named in this file, and playwright.config.ts refuses to run when two names share one: two specs
 * on one port fail only when they happen to run at the same time (page-cache and server-lifecycle once did).
 */
export const SPEC_SERVER_PORTS = {
  crashRecoveryEmbedded: E2E_PORT + 10,
  crashRecoveryPostgres: E2E_PORT + 11,
  pageCacheEmbedded: E2E_PORT + 12,
  pageCachePostgresFirst: E2E_PORT + 13,
  pageCachePostgresSecond: E2E_PORT + 14,
  splicedPagesFirstVisit: E2E_PORT + 15,
  splicedPagesDefaults: E2E_PORT + 18,
  splicedPagesPostgresFirst: E2E_PORT + 19,
  splicedPagesPostgresSecond: E2E_PORT + 24,
  lifecycleSettings: E2E_PORT + 20,
  lifecycleFirstProcess: E2E_PORT + 21,
  lifecycleSecondProcess: E2E_PORT + 22,
  lifecycleSignals: E2E_PORT + 23,
} as const;

/** Names sharing a port among all the suite's servers; empty when every server has its own. */
export function sharedPorts(): string[] {
  const named: [string, number][] = [
    ["main", E2E_PORT],
    ["map stand-in", MAP_TILE_PORT],
    ...Object.entries(VARIANT_PORTS),
    ...Object.entries(SPEC_SERVER_PORTS),
  ];
  return named
    .filter(([, port], index) => named.findIndex(([, other]) => other === port) !== index)
    .map(([name, port]) => `${name} (${port})`);
}
export const MAP_TILE_URL = `http://127.0.0.1:${MAP_TILE_PORT}/tiles/{z}/{x}/{y}.png`;
/** The same stand-in answering as the geocoder (Nominatim) and the router (OSRM). */
export const MAP_SERVICES_URL = `http://127.0.0.1:${MAP_TILE_PORT}`;
/** The `google-maps` variant's key, which the stand-in's Google services accept. */
export const GOOGLE_MAPS_STAND_IN_KEY = "stand-in-google-key";

export function variantOrigin(variant: Variant): string {
  return `http://127.0.0.1:${VARIANT_PORTS[variant]}`;
}

/** The header cart count as the shopper sees it. */
export async function headerCartCount(page: Page): Promise<string> {
  return ((await page.locator("a.cart-container .count").first().textContent()) ?? "").trim();
}

/** Waits until the page script has taken over (cart client installed after hydration). */
export async function waitForPageScript(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.vitrineLive === "1");
}

/**
 * Holds the page's entry chunk back, as a slow link would, until the returned function is called: whatever the
 * test does meanwhile happens on the server's page, before hydration.
 */
export async function holdHydration(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Resolves once React has hydrated the page (app/lib/script-marker.tsx). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-vitrine-hydrated"));
}

export async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute("data-vitrine-hydrated"));
}

export interface RecordedLayoutShift {
  value: number;
  sources: { node: string; previousRect: number[]; currentRect: number[] }[];
}

/**
 * Records the layout shifts of the pages this page loads from now on (a `layout-shift` observer, buffered, so
 * shifts before the observer runs are kept). Read them with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: RecordedLayoutShift[] = [];
    (window as unknown as { __layoutShifts: RecordedLayoutShift[] }).__layoutShifts = shifts;
    const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ""}.${[...node.classList].join(".")}`
        : "";
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => ({
            node: name(source.node),
            previousRect: rect(source.previousRect),
            currentRect: rect(source.currentRect),
          })),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts recorded so far on the current page (see `recordLayoutShifts`), after two more frames. */
export async function layoutShifts(page: Page): Promise<RecordedLayoutShift[]> {
  return page.evaluate(
    () =>
      new Promise<RecordedLayoutShift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { __layoutShifts: RecordedLayoutShift[] }).__layoutShifts),
          ),
        ),
      ),
  );
}
