import type { Page } from "@playwright/test";
import { assetUrlsOf, carriesZod } from "../../bench/page-assets.ts";
import { CONTENT_PAGES } from "./builder/content-support.ts";
import { expect, test } from "./fixtures.ts";

/**
 * No server-side schema code in the browser (issue 18, decisions 031 and 034): the scripts a page type loads,
 * first load and chunks loaded after hydration (widget and extension modules included), carry no Zod. The
 * detector (`carriesZod`) is shown to find Zod in a built chunk by bench/page-assets.test.ts.
 */

const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

const PAGE_TYPES = [
  { label: "home", path: "/" },
  { label: "shop", path: "/shop/" },
  { label: "product", path: "/product/organic-hoodie/" },
  { label: "cart", path: "/cart/" },
  { label: "checkout", path: "/checkout/" },
  { label: "account", path: "/my-account/" },
  { label: "document", path: "/our-story/" },
  { label: "post", path: "/2026/11/caring-for-stoneware/" },
  { label: "search", path: "/?s=linen&post_type=product" },
];

/**
 * Pages whose widget and extension modules load after hydration: motion effects, tilt, sticky element and
 * entrance animations ("Our story"), the Swiper carousels, the sticky header, the advanced search and back to top.
 */
const WIDGET_PAGES = [
  {
    label: "effects",
    path: "/our-story/",
    modules: ["motion-fx.client", "tilt.client"],
  },
  { label: "carousels", path: CONTENT_PAGES.carousels, modules: ["image-carousel.client", "mount-carousel"] },
  { label: "sticky header", path: "/header-sticky/", modules: ["sticky.client"] },
  {
    label: "advanced search and back to top",
    path: "/header-search/",
    modules: ["advanced-search.client", "back-to-top.client"],
  },
];

/** Collects the scripts the page loads, and those whose code carries Zod. */
function scriptsWithZod(page: Page): { found(): Promise<string[]>; loaded: string[] } {
  const withZod: string[] = [];
  const loaded: string[] = [];
  const checks: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    loaded.push(response.url());
    checks.push(
      response.text().then(
        (body) => {
          if (carriesZod(body)) withZod.push(response.url());
        },
        () => undefined,
      ),
    );
  });
  return {
    loaded,
    found: async () => {
      await Promise.all(checks);
      return withZod;
    },
  };
}

test.describe("first load", () => {
  for (const { label, path } of PAGE_TYPES) {
    test(`the ${label} page's first-load scripts carry no Zod and are preloaded at low priority; its whole markup comes at once`, async ({
      request,
    }) => {
      // A browser's request: crawlers get the whole document at once (app/entry.server.tsx).
      const html = await (await request.get(path, { headers: { "user-agent": BROWSER_USER_AGENT } })).text();
      const { scripts } = assetUrlsOf(html);
      expect(scripts.length).toBeGreaterThan(0);
      // Parts whose code loads after hydration are written where they stand, not sent after the shell for a
      // script to reveal (decision 038); React Router's streamed loader data are the only segments, all scripts.
      const segments = [...html.matchAll(/<div hidden id="S:\d+">(.{0,40})/g)].map((match) => match[1]);
      for (const segment of segments) expect(segment).toMatch(/^<script/);
      // The page's images and content take a slow link first, its hydration code after: the preloads are held
      // back until the first paint (decision 052) and then ask at low priority (decision 037).
      expect(html).not.toMatch(/<link\b[^>]*\brel="modulepreload"/);
      const preloads = html.match(/<link\b[^>]*\brel="vitrine-modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length).toBeGreaterThan(0);
      for (const tag of preloads) expect(tag).toContain('fetchpriority="low"');
      expect(html).not.toMatch(/<script\b[^>]*\btype="module"(?![^>]*\bsrc=)[^>]*>/);
      for (const url of scripts) {
        const body = await (await request.get(url)).text();
        expect(carriesZod(body), `${url} contains Zod`).toBe(false);
      }
    });
  }

  test("the hydration code is asked for only once the page has painted, and every page type then hydrates (decision 052)", async ({
    page,
  }) => {
    for (const { path } of PAGE_TYPES) {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-vitrine-hydrated"));
      const timing = await page.evaluate(() => {
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
        return {
          firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? null,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          held: document.querySelectorAll(
            'link[rel="vitrine-modulepreload"], script[type="text/vitrine-module"]',
          ).length,
        };
      });
      expect(timing.firstPaint, path).not.toBeNull();
      expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.firstPaint ?? 0);
      expect(timing.held, path).toBe(0);
    }
  });

  for (const { label, path, modules } of [
    ...PAGE_TYPES.map((type) => ({ ...type, modules: [] })),
    ...WIDGET_PAGES,
  ]) {
    test(`the ${label} page loads no Zod after hydration either`, async ({ page }) => {
      const scripts = scriptsWithZod(page);
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.vitrineLive === "1");
      await page.waitForLoadState("networkidle");
      // The widget modules are among the scripts checked (a module may load at idle, after the network settles).
      for (const module of modules)
        await expect
          .poll(() => scripts.loaded.some((url) => url.includes(`/${module}-`)), { message: module })
          .toBe(true);
      expect(await scripts.found()).toEqual([]);
    });
  }
});

/** Requests for built stylesheets (`/assets/*.css`) the page makes until its HTML is parsed. */
function stylesheetRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "stylesheet" && url.pathname.startsWith("/assets/"))
      urls.push(url.pathname);
  });
  return urls;
}

test.describe("stylesheets that do not block the first paint (decision 035)", () => {
  for (const { label, path } of PAGE_TYPES) {
    test(`the ${label} page carries its built stylesheets in its HTML, each once, and requests none`, async ({
      page,
    }) => {
      const requested = stylesheetRequests(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(requested).toEqual([]);
      const sheets = await page.evaluate(() => ({
        inline: [...document.querySelectorAll("style[data-href]")].map(
          (style) => style.getAttribute("data-href") ?? "",
        ),
        linked: [...document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')].map(
          (link) => link.getAttribute("href") ?? "",
        ),
        headLinks: [...document.querySelectorAll('head link[rel="stylesheet"][disabled]')].map(
          (link) => link.getAttribute("href") ?? "",
        ),
        // site.css hides the skip link off screen: the theme's rules apply without any request.
        skipLinkPosition: getComputedStyle(document.querySelector(".skip-link") ?? document.body).position,
      }));
      expect(sheets.inline.length).toBeGreaterThan(8);
      expect(new Set(sheets.inline).size).toBe(sheets.inline.length);
      expect(sheets.linked.filter((href) => href.startsWith("/assets/"))).toEqual([]);
      // The links React hydrates stay in the head, disabled, each right after its sheet's text.
      for (const href of sheets.headLinks) expect(sheets.inline).toContain(href);
      expect(sheets.skipLinkPosition).toBe("absolute");
    });
  }

  test("a page ships only the stylesheets of the widgets it uses", async ({ request }) => {
    const story = await (await request.get("/our-story/")).text();
    const shop = await (await request.get("/shop/")).text();
    expect(story).toMatch(/<style data-href="\/assets\/before-after-[^"]+\.css">/);
    expect(shop).not.toMatch(/before-after-[^"]+\.css/);
  });

  test("the check can fail: a stylesheet the page links is seen as a request", async ({ page }) => {
    await page.goto("/shop/", { waitUntil: "domcontentloaded" });
    const requested = stylesheetRequests(page);
    const href = await page.evaluate(() =>
      document.querySelector("style[data-href]")?.getAttribute("data-href"),
    );
    await page.evaluate((url) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = `${url}?again`;
      document.head.append(link);
    }, href ?? "");
    await expect.poll(() => requested.length).toBe(1);
  });
});

/**
 * Counts, through the hook React reports its commits to (the one React DevTools installs), how often a commit after
 * hydration rendered an element matching `selector` again. As DevTools does, a commit's changes are found by
 * walking only the parts whose children changed; an element was rendered when its props are a new object.
 */
async function installRerenderCounter(page: Page, selectors: Record<string, string>): Promise<void> {
  await page.addInitScript((watched: Record<string, string>) => {
    interface Fiber {
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      memoizedProps: unknown;
      stateNode: unknown;
      tag: number;
    }
    const state = {
      commits: 0,
      rerendered: Object.fromEntries(Object.keys(watched).map((name) => [name, 0])),
    };
    (window as unknown as { __rerenders: typeof state }).__rerenders = state;
    const HOST_COMPONENT = 5;
    const countRendered = (parent: Fiber, counts: Record<string, number>): void => {
      if (parent.alternate && parent.child === parent.alternate.child) return; // children left as they were
      for (let node = parent.child; node; node = node.sibling) {
        const rendered = node.alternate === null || node.alternate.memoizedProps !== node.memoizedProps;
        if (rendered && node.tag === HOST_COMPONENT && node.stateNode instanceof Element)
          for (const [name, selector] of Object.entries(watched))
            if (node.stateNode.matches(selector)) counts[name] = (counts[name] ?? 0) + 1;
        countRendered(node, counts);
      }
    };
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        state.commits++;
        // The first commit is hydration itself, where every element is new.
        if (state.commits > 1) countRendered(root.current, state.rerendered);
      },
    };
  }, selectors);
}

test.describe("hydration", () => {
  test("after hydration the header and the product cards are not rendered again: a body class re-renders <body> alone, the toolbar's media query the toolbar alone, routes discovered later the layout alone (decision 049)", async ({
    page,
  }) => {
    await installRerenderCounter(page, {
      header: "#masthead",
      productCard: "ul.products > li.product",
      // Hydrated once its code has arrived (decision 038): a render after hydration the counter must see.
      paletteSwitcher: ".ast-builder-color-switcher",
    });
    // React Router patches in the routes the page's links lead to once it has asked for them.
    const manifestAnswered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/__manifest",
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/shop/");
    await page.waitForFunction(() => document.documentElement.dataset.vitrineLive === "1");
    // Below the header's break point the store keeps its class on <body> once the page has hydrated.
    await expect(page.locator("body")).toHaveClass(/\bast-header-break-point\b/);
    await manifestAnswered;
    await page.waitForLoadState("networkidle");
    const counts = await page.evaluate(
      () =>
        (window as unknown as { __rerenders: { commits: number; rerendered: Record<string, number> } })
          .__rerenders,
    );
    expect(counts.commits).toBeGreaterThan(1);
    expect(counts.rerendered.paletteSwitcher).toBeGreaterThan(0);
    expect(counts.rerendered.header).toBe(0);
    expect(counts.rerendered.productCard).toBe(0);
  });
});
