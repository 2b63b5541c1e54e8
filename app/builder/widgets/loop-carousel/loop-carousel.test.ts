import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
  readCarouselConfig,
  swiperOptions,
  WOO_CAROUSEL_BREAKPOINTS,
} from "../../carousel/carousel.rules.ts";
import type { LoopEntry } from "../../loop/loop-services.ts";
import { loadDocumentPage } from "../../page/document-page.server.ts";
import { memorySource, publishedPage } from "../../page/test-support.ts";

const post = (id: number, title: string): LoopEntry => ({
  postType: "post",
  id,
  title,
  url: `/2024/05/post-${id}/`,
  excerpt: `About ${title}.`,
  publishedAt: "2024-05-02T10:00:00.000Z",
  authorName: "Camille",
  image: null,
  terms: [],
  product: null,
});

const card = publishedPage({
  id: 900,
  type: "loop-item",
  path: null,
  title: "Card",
  elements: [
    {
      id: "c1",
      elType: "container",
      settings: {},
      elements: [{ id: "t1", elType: "widget", widgetType: "theme-post-title", settings: {}, elements: [] }],
    },
  ],
});

const carouselPage = (settings: Record<string, unknown>) =>
  publishedPage({
    id: 14,
    path: "/carousel/",
    elements: [
      {
        id: "lc1",
        elType: "widget",
        widgetType: "loop-carousel",
        settings: { template_id: 900, ...settings },
        elements: [],
      },
    ],
  });

async function render(
  settings: Record<string, unknown> = {},
  entries = [post(1, "One"), post(2, "Two"), post(3, "Three")],
) {
  const { source } = memorySource({ documents: [carouselPage(settings), card], entries });
  const slots = new Map<string, string>();
  await loadDocumentPage(source, slots, "/carousel/");
  return slots.get("elementor-slot-14") ?? "";
}

describe("loop carousel", () => {
  it("renders the loop items as the slides of Swiper's class contract, labelled", async () => {
    const html = await render();
    expect(html).toContain('class="elementor-loop-container swiper"');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toMatch(
      /<div class="swiper-wrapper" tabindex="0"><div [^>]*class="[^"]*e-loop-item e-loop-item-1 [^"]*swiper-slide"/,
    );
    expect(html).toContain('role="group" aria-roledescription="slide" aria-label="1 of 3"');
    expect(html).toContain('aria-label="3 of 3"');
    expect(html).not.toContain('role="listitem"');
    expect(html).toContain("elementor-swiper-button-next");
    expect(html).toContain('data-vitrine-client="widgets/loop-carousel/loop-carousel"');
    // Slides per view for the script-free track.
    expect(html).toContain("--vitrine-carousel-per-view:3");
  });

  it("W-MISC-30 W-MISC-31 hands the browser the default speed 600 ms and autoplay delay 3000 ms", async () => {
    const html = await render();
    const settings = JSON.parse(
      (/data-settings="([^"]*)"/.exec(html)?.[1] ?? "{}").replaceAll("&quot;", '"'),
    ) as Record<string, unknown>;
    expect(settings.speed).toBe(600);
    expect(settings.autoplay_speed).toBe(3000);
    const options = swiperOptions(readCarouselConfig(settings), { slideCount: 3, reducedMotion: false });
    expect(options?.speed).toBe(600);
    expect(options?.autoplay).toMatchObject({ delay: 3000 });
  });

  it("W-MISC-32 breaks at the Woo carousel cut-offs 640, 768 and 1024 px", () => {
    expect(WOO_CAROUSEL_BREAKPOINTS).toEqual([640, 768, 1024]);
    const options = swiperOptions(
      readCarouselConfig({ slides_to_show: "4", slides_to_show_tablet: "2", slides_to_show_mobile: "1" }),
      { slideCount: 6, reducedMotion: false, cutoffs: "woo" },
    );
    expect(Object.keys(options?.breakpoints ?? {})).toEqual(["640", "768", "1024"]);
    expect(options?.breakpoints?.[1024]?.slidesPerView).toBe(4);
    expect(options?.breakpoints?.[768]?.slidesPerView).toBe(2);
    expect(options?.breakpoints?.[640]?.slidesPerView).toBe(1);
    const module = readFileSync(new URL("./loop-carousel.client.ts", import.meta.url), "utf8");
    expect(module).toContain('cutoffs: "woo"');
  });

  it("W-MISC-33 uses Swiper 8.4.5, imported only through the runtime's loader (its own chunk)", () => {
    const require = createRequire(import.meta.url);
    const manifest = JSON.parse(readFileSync(require.resolve("swiper/package.json"), "utf8")) as {
      version: string;
    };
    expect(manifest.version).toBe("8.4.5");
    const mount = readFileSync(new URL("../../carousel/mount-carousel.ts", import.meta.url), "utf8");
    expect(mount).toContain('runtime.loader.require("swiper", () => import("./swiper-library.ts"))');
    expect(mount).not.toMatch(/^import [^;]*from "swiper"/m);
  });

  it("says so when the query finds nothing, and is not a carousel for it", async () => {
    const html = await render({}, []);
    expect(html).toContain("It seems we can’t find what you’re looking for.");
    expect(html).not.toContain("swiper-wrapper");
  });
});
