import { DEVICES, responsiveKey } from "../devices.ts";
import type { CarouselDefaults } from "./carousel.rules.ts";

/**
 * Elementor Pro's carousels (media and testimonial carousels, slides) store their Swiper settings under other
 * names than the free image carousel: `slides_per_view`, `space_between`, `show_arrows` + `pagination`, `loop`,
 * and (slides) `transition` / `transition_speed`. `fromProCarousel` renames them to the shared module's keys, so
 * `readCarouselConfig`, `<CarouselFrame>`, `carouselCss` and `mountCarousel` serve them unchanged. Pure and
 * browser-safe (the widgets' browser modules call it on their `data-settings`).
 */
type Raw = Record<string, unknown>;

/** Pro's defaults where they differ from the image carousel's: 10 px between slides. */
export const PRO_SPACE_BETWEEN = 10;

export const MEDIA_CAROUSEL_DEFAULTS: CarouselDefaults = {
  slidesToShow: { desktop: 3, tablet: 2, mobile: 1 },
};
export const SINGLE_SLIDE_DEFAULTS: CarouselDefaults = { slidesToShow: { desktop: 1, tablet: 1, mobile: 1 } };

function isOn(value: unknown): boolean {
  return value === true || value === "yes";
}

export function fromProCarousel(settings: unknown): Raw {
  const raw: Raw = settings && typeof settings === "object" ? (settings as Raw) : {};
  const shared: Raw = {};
  for (const device of DEVICES) {
    const show = raw[responsiveKey("slides_per_view", device)];
    if (show !== undefined && show !== "") shared[responsiveKey("slides_to_show", device)] = show;
    const scroll = raw[responsiveKey("slides_to_scroll", device)];
    if (scroll !== undefined && scroll !== "") shared[responsiveKey("slides_to_scroll", device)] = scroll;
    const space = raw[responsiveKey("space_between", device)];
    if (space !== undefined) shared[responsiveKey("image_spacing_custom", device)] = space;
  }
  if (shared.image_spacing_custom === undefined) shared.image_spacing_custom = PRO_SPACE_BETWEEN;
  // `navigation` (slides) is already the shared key; the carousels split it into arrows and a pagination type.
  if (typeof raw.navigation === "string") shared.navigation = raw.navigation;
  else {
    const arrows = raw.show_arrows === undefined ? true : isOn(raw.show_arrows);
    const pagination = raw.pagination === undefined ? "bullets" : String(raw.pagination);
    const dots = pagination !== "";
    shared.navigation = arrows && dots ? "both" : arrows ? "arrows" : dots ? "dots" : "none";
    if (pagination === "fraction" || pagination === "progressbar") shared.pagination_type = pagination;
  }
  for (const key of ["autoplay", "pause_on_hover", "pause_on_interaction", "autoplay_speed", "direction"])
    if (raw[key] !== undefined) shared[key] = raw[key];
  const loop = raw.loop ?? raw.infinite;
  if (loop !== undefined) shared.infinite = loop;
  const effect = raw.transition ?? raw.effect;
  if (effect !== undefined) shared.effect = effect === "fade" ? "fade" : "slide";
  const speed = raw.transition_speed ?? raw.speed;
  if (speed !== undefined) shared.speed = speed;
  return shared;
}
