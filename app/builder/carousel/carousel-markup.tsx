import type { ReactNode } from "react";
import { DEVICES, responsiveKey } from "../devices.ts";
import type { Settings } from "../render/element.ts";
import type { StyleWriter } from "../render/style-sheet.ts";
import { type CarouselDefaults, IMAGE_CAROUSEL_DEFAULTS, readCarouselConfig } from "./carousel.rules.ts";

/**
 * Server markup of a Swiper carousel with Elementor's class contract (`swiper`, `swiper-wrapper`,
 * `swiper-slide`, `elementor-swiper-button-prev|next`, `swiper-pagination`), so a site's custom CSS keeps its
 * hooks. Without script the track scrolls sideways with snap points (every slide reachable); the arrows and dots
 * appear only once Swiper has started (`swiper-initialized`).
 */
export interface CarouselFrameProps {
  /** Class of the outer element beside `swiper` (`elementor-image-carousel-wrapper`). */
  className: string;
  /** Class of the track beside `swiper-wrapper` (`elementor-image-carousel`). */
  trackClassName?: string;
  /** Accessible name of the carousel region ("Gallery", the widget's title). */
  label: string;
  settings: Settings;
  /** The slides, each a `<CarouselSlide>`. */
  children: ReactNode;
}

export function CarouselFrame({ className, trackClassName, label, settings, children }: CarouselFrameProps) {
  const config = readCarouselConfig(settings);
  return (
    <section
      className={`${className} swiper`}
      dir={config.rtl ? "rtl" : "ltr"}
      aria-roledescription="carousel"
      aria-label={label}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: without script the track is a scroll area the keyboard must reach */}
      <div className={`${trackClassName ? `${trackClassName} ` : ""}swiper-wrapper`} tabIndex={0}>
        {children}
      </div>
      {config.dots ? <div className="swiper-pagination" /> : null}
      {config.arrows ? (
        <>
          <button
            type="button"
            className="elementor-swiper-button elementor-swiper-button-prev"
            aria-label="Previous slide"
          >
            <Chevron direction="prev" />
          </button>
          <button
            type="button"
            className="elementor-swiper-button elementor-swiper-button-next"
            aria-label="Next slide"
          >
            <Chevron direction="next" />
          </button>
        </>
      ) : null}
    </section>
  );
}

export function CarouselSlide({
  index,
  count,
  className,
  children,
}: {
  index: number;
  count: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern's slide is a group, not a form fieldset
    <div
      className={`swiper-slide${className ? ` ${className}` : ""}`}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
    >
      {children}
    </div>
  );
}

function Chevron({ direction }: { direction: "prev" | "next" }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      className="e-font-icon-svg"
    >
      <path
        d={direction === "prev" ? "M15.5 4 7.5 12l8 8" : "M8.5 4l8 8-8 8"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Generated CSS the frame needs before (and without) script: slides per view and the gap per device, as custom
 * properties `carousel.css` sizes the slides with. Call from the widget's `css` hook.
 */
export function carouselCss(
  settings: Settings,
  style: StyleWriter,
  defaults: CarouselDefaults = IMAGE_CAROUSEL_DEFAULTS,
): void {
  const config = readCarouselConfig(settings, defaults);
  for (const device of DEVICES) {
    const ownValue =
      settings[responsiveKey("slides_to_show", device)] !== undefined ||
      settings[responsiveKey("image_spacing_custom", device)] !== undefined;
    if (device !== "desktop" && !ownValue && config.slidesToShow[device] === config.slidesToShow.desktop)
      continue;
    style.rule(
      " .swiper",
      {
        "--vitrine-carousel-per-view": config.fade ? 1 : config.slidesToShow[device],
        "--vitrine-carousel-gap": `${config.spaceBetween[device]}px`,
      },
      device,
    );
  }
}
