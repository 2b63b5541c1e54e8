import type { SwiperOptions } from "swiper/types";
import { DESKTOP_MIN_WIDTH, DEVICES, type Device, responsiveKey, TABLET_MIN_WIDTH } from "../devices.ts";

/** The spec's carousel defaults (widgets.md §9): autoplay delay 3000 ms, transition speed 600 ms. */
export const DEFAULT_AUTOPLAY_DELAY_MS = 3000;
export const DEFAULT_SPEED_MS = 600;

/**
 * From a carousel's `data-settings` to Swiper's options, the way Elementor's carousels map them. Pure and
 * browser-safe (no Zod here: the server already parsed the settings; the reader also accepts Elementor's raw
 * stored forms, `"yes"` and `"3"`, for documents whose frontend settings came from elsewhere).
 */

/** Elementor's own cut-offs: tablet from 768 px, desktop from 1025 px (widgets.md §9). */
export const ELEMENTOR_BREAKPOINTS: Readonly<Record<Exclude<Device, "mobile">, number>> = {
  tablet: TABLET_MIN_WIDTH,
  desktop: DESKTOP_MIN_WIDTH,
};
/** The Woo product carousels' cut-offs (widgets.md §9): 640, 768 and 1024 px. */
export const WOO_CAROUSEL_BREAKPOINTS = [640, 768, 1024] as const;
/** A carousel with fewer slides than this is not started: its one slide is simply shown. */
export const MIN_SLIDES_TO_START = 2;

export type PerDevice = Record<Device, number>;

export interface CarouselConfig {
  slidesToShow: PerDevice;
  slidesToScroll: PerDevice;
  spaceBetween: PerDevice;
  arrows: boolean;
  dots: boolean;
  /** Pro's pagination styles: bullets (the default), a "2 / 5" fraction or a progress bar. */
  paginationType: "bullets" | "fraction" | "progressbar";
  autoplay: false | { delay: number; pauseOnHover: boolean; disableOnInteraction: boolean };
  loop: boolean;
  fade: boolean;
  speed: number;
  rtl: boolean;
}

type Raw = Record<string, unknown>;

function flag(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  return value === true || value === "yes";
}

function whole(value: unknown): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 ? Math.round(number) : null;
}

function sliderSize(value: unknown): number | null {
  if (value && typeof value === "object" && "size" in value) return whole((value as { size: unknown }).size);
  return whole(value);
}

/** A responsive value per device: an unset device inherits the larger one's value (desktop → tablet → mobile). */
function perDevice(raw: Raw, key: string, read: (value: unknown) => number | null, defaults: PerDevice) {
  const result = { ...defaults };
  let inherited: number | null = null;
  for (const device of DEVICES) {
    const value = read(raw[responsiveKey(key, device)]);
    if (value !== null) {
      result[device] = value;
      inherited = value;
    } else if (inherited !== null && device !== "desktop") {
      // Elementor: a device without its own value uses its default unless the desktop value is smaller.
      result[device] = Math.min(inherited, defaults[device]);
    }
  }
  return result;
}

export interface CarouselDefaults {
  slidesToShow: PerDevice;
}

export const IMAGE_CAROUSEL_DEFAULTS: CarouselDefaults = {
  slidesToShow: { desktop: 3, tablet: 2, mobile: 1 },
};

/** Reads a carousel's frontend settings (parsed or as Elementor stored them). */
export function readCarouselConfig(
  settings: unknown,
  defaults: CarouselDefaults = IMAGE_CAROUSEL_DEFAULTS,
): CarouselConfig {
  const raw: Raw = settings && typeof settings === "object" ? (settings as Raw) : {};
  const slidesToShow = perDevice(
    raw,
    "slides_to_show",
    (value) => {
      const count = whole(value);
      return count && count >= 1 ? count : null;
    },
    defaults.slidesToShow,
  );
  const slidesToScroll = perDevice(
    raw,
    "slides_to_scroll",
    (value) => {
      const count = whole(value);
      return count && count >= 1 ? count : null;
    },
    { desktop: 1, tablet: 1, mobile: 1 },
  );
  const spaceBetween = perDevice(raw, "image_spacing_custom", sliderSize, {
    desktop: 20,
    tablet: 20,
    mobile: 20,
  });
  const navigation = typeof raw.navigation === "string" ? raw.navigation : "both";
  const autoplayOn = flag(raw.autoplay, true);
  return {
    slidesToShow,
    slidesToScroll,
    spaceBetween,
    arrows: navigation === "both" || navigation === "arrows",
    dots: navigation === "both" || navigation === "dots",
    paginationType:
      raw.pagination_type === "fraction" || raw.pagination_type === "progressbar"
        ? raw.pagination_type
        : "bullets",
    autoplay: autoplayOn
      ? {
          delay: whole(raw.autoplay_speed) ?? DEFAULT_AUTOPLAY_DELAY_MS,
          pauseOnHover: flag(raw.pause_on_hover, true),
          disableOnInteraction: flag(raw.pause_on_interaction, true),
        }
      : false,
    loop: flag(raw.infinite, true),
    fade: raw.effect === "fade",
    speed: whole(raw.speed) ?? DEFAULT_SPEED_MS,
    rtl: raw.direction === "rtl",
  };
}

export interface SwiperContext {
  /** How many slides the carousel has: fewer than two and it is not started. */
  slideCount: number;
  reducedMotion: boolean;
  /** `elementor` (768 / 1025 px) or the Woo product carousels' 640 / 768 / 1024 px. */
  cutoffs?: "elementor" | "woo";
  prevEl?: HTMLElement | null;
  nextEl?: HTMLElement | null;
  paginationEl?: HTMLElement | null;
}

function deviceOptions(config: CarouselConfig, device: Device): SwiperOptions {
  const slidesPerView = config.fade ? 1 : config.slidesToShow[device];
  return {
    slidesPerView,
    slidesPerGroup: Math.min(config.slidesToScroll[device], slidesPerView),
    spaceBetween: config.spaceBetween[device],
  };
}

/** Swiper's options for a carousel, or null when it should not start (fewer than two slides). */
export function swiperOptions(config: CarouselConfig, context: SwiperContext): SwiperOptions | null {
  if (context.slideCount < MIN_SLIDES_TO_START) return null;
  const breakpoints: Record<number, SwiperOptions> =
    context.cutoffs === "woo"
      ? {
          [WOO_CAROUSEL_BREAKPOINTS[0]]: deviceOptions(config, "mobile"),
          [WOO_CAROUSEL_BREAKPOINTS[1]]: deviceOptions(config, "tablet"),
          [WOO_CAROUSEL_BREAKPOINTS[2]]: deviceOptions(config, "desktop"),
        }
      : {
          [ELEMENTOR_BREAKPOINTS.tablet]: deviceOptions(config, "tablet"),
          [ELEMENTOR_BREAKPOINTS.desktop]: deviceOptions(config, "desktop"),
        };
  // Looping needs more slides than are shown at once, or Swiper duplicates the only page.
  const mostShown = Math.max(...Object.values(config.slidesToShow));
  const options: SwiperOptions = {
    ...deviceOptions(config, "mobile"),
    breakpoints,
    speed: context.reducedMotion ? 0 : config.speed,
    loop: config.loop && context.slideCount > mostShown,
    grabCursor: true,
    watchSlidesProgress: true,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: {
      enabled: true,
      prevSlideMessage: "Previous slide",
      nextSlideMessage: "Next slide",
      paginationBulletMessage: "Go to slide {{index}}",
      slideLabelMessage: "{{index}} of {{slidesLength}}",
    },
  };
  if (config.fade) Object.assign(options, { effect: "fade", fadeEffect: { crossFade: true } });
  if (config.autoplay && !context.reducedMotion) {
    options.autoplay = {
      delay: config.autoplay.delay,
      disableOnInteraction: config.autoplay.disableOnInteraction,
      pauseOnMouseEnter: config.autoplay.pauseOnHover,
    };
  }
  if (config.arrows && context.prevEl && context.nextEl)
    options.navigation = { prevEl: context.prevEl, nextEl: context.nextEl };
  if (config.dots && context.paginationEl)
    options.pagination = { el: context.paginationEl, type: config.paginationType, clickable: true };
  return options;
}
