import type { Swiper, SwiperOptions } from "swiper/types";
import type { BuilderRuntime } from "../runtime/types.ts";
import {
  type CarouselDefaults,
  readCarouselConfig,
  type SwiperContext,
  swiperOptions,
} from "./carousel.rules.ts";

/**
 * Starts Swiper on a `<CarouselFrame>` (browser side of the shared carousel module). Swiper is loaded on demand
 * through the runtime's loader (`RequiredLibraryError` when it cannot be). Not started with fewer than two
 * slides; autoplay honours reduced motion (none), pauses on hover (when set) and while the carousel is off
 * screen. Returns a cleanup that destroys the instance.
 */
export interface MountedCarousel {
  /** The Swiper instance (for widgets that drive it further). */
  swiper: Swiper;
  destroy(): void;
}

export interface MountCarouselOptions {
  defaults?: CarouselDefaults;
  cutoffs?: SwiperContext["cutoffs"];
  /** Extra Swiper options a widget needs (merged last). */
  extra?: SwiperOptions;
}

export async function mountCarousel(
  element: HTMLElement,
  settings: unknown,
  runtime: BuilderRuntime,
  options: MountCarouselOptions = {},
): Promise<MountedCarousel | null> {
  const frame = element.querySelector<HTMLElement>(".swiper");
  if (!frame) return null;
  const config = readCarouselConfig(settings, options.defaults);
  const swiperSettings = swiperOptions(config, {
    slideCount: frame.querySelectorAll(":scope > .swiper-wrapper > .swiper-slide").length,
    reducedMotion: runtime.reducedMotion(),
    cutoffs: options.cutoffs,
    prevEl: frame.querySelector<HTMLElement>(":scope > .elementor-swiper-button-prev"),
    nextEl: frame.querySelector<HTMLElement>(":scope > .elementor-swiper-button-next"),
    paginationEl: frame.querySelector<HTMLElement>(":scope > .swiper-pagination"),
  });
  if (!swiperSettings) {
    runtime.debug("carousel not started: fewer than two slides");
    return null;
  }
  const { Swiper } = await runtime.loader.require("swiper", () => import("./swiper-library.ts"));
  const track = frame.querySelector(":scope > .swiper-wrapper");
  track?.removeAttribute("tabindex"); // Swiper's keyboard and a11y modules take over from the scroll area.
  const swiper = new Swiper(frame, { ...swiperSettings, ...options.extra });

  // Autoplay stops while the carousel is off screen and resumes when it comes back.
  let observer: IntersectionObserver | null = null;
  if (swiperSettings.autoplay && typeof IntersectionObserver !== "undefined") {
    observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (visible && !swiper.autoplay.running) swiper.autoplay.start();
      else if (!visible && swiper.autoplay.running) swiper.autoplay.stop();
    });
    observer.observe(frame);
  }
  return {
    swiper,
    destroy() {
      observer?.disconnect();
      swiper.destroy(true, true);
    },
  };
}
