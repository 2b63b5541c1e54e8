import type { CarouselDefaults } from "../../carousel/carousel.rules.ts";
import { MEDIA_CAROUSEL_DEFAULTS, SINGLE_SLIDE_DEFAULTS } from "../../carousel/pro-keys.ts";
import { videoSource } from "../video/video.rules.ts";

/**
 * Elementor Pro's media carousel: its skins show 3 / 2 / 1 slides per device (carousel and coverflow) or one
 * large slide with a row of thumbnails (slideshow). A video slide is a thumbnail linking to the video, opened in
 * the lightbox; only YouTube and Vimeo addresses count.
 */
export function skinDefaults(skin: string): CarouselDefaults {
  return skin === "slideshow" ? SINGLE_SLIDE_DEFAULTS : MEDIA_CAROUSEL_DEFAULTS;
}

/** The video page a video slide links to, or null when the address is not a YouTube or Vimeo video. */
export function slideVideoUrl(url: string): string | null {
  return videoSource("youtube", url)?.watchUrl ?? videoSource("vimeo", url)?.watchUrl ?? null;
}
