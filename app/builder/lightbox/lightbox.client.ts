import PhotoSwipe, { type SlideData } from "photoswipe";
import "photoswipe/style.css";
import "./lightbox.css";
import {
  GALLERY_PRELOAD,
  IMAGE_FAILED,
  isVideoLink,
  opensInLightbox,
  videoEmbedUrl,
} from "./lightbox.rules.ts";

/**
 * The shared lightbox (decision 024): PhotoSwipe 5.4.4, loaded only when a visitor opens a lightbox link. Links
 * with the same `data-elementor-lightbox-slideshow` form a gallery ("%curr% of %total%", preloading 0 before and
 * 2 after, Esc, arrow keys and swipe from PhotoSwipe); a failed image shows "The image could not be loaded.".
 */

/** Whether a clicked link opens in the lightbox (W-MISC-03..05). */
export function isLightboxLink(link: Element): link is HTMLAnchorElement {
  return (
    link instanceof HTMLAnchorElement &&
    opensInLightbox({
      href: link.getAttribute("href") ?? "",
      openLightbox: link.getAttribute("data-elementor-open-lightbox"),
      download: link.hasAttribute("download"),
    })
  );
}

const FALLBACK_WIDTH = 1600;

function slideOf(link: HTMLAnchorElement): SlideData {
  const href = link.href;
  const title = link.dataset.elementorLightboxTitle ?? link.querySelector("img")?.alt ?? "";
  if (isVideoLink(href)) {
    const embed = videoEmbedUrl(href);
    const frame = document.createElement("div");
    frame.className = "vitrine-lightbox-video";
    if (embed) {
      const iframe = document.createElement("iframe");
      iframe.src = embed;
      iframe.title = title || "Video";
      iframe.allow = "autoplay; fullscreen; picture-in-picture";
      iframe.allowFullscreen = true;
      frame.append(iframe);
    }
    return { html: frame.outerHTML };
  }
  // The full image's size is not in the page: the thumbnail's proportions at a large width stand in for it.
  const thumbnail = link.querySelector("img");
  const ratio =
    thumbnail && thumbnail.naturalWidth > 0
      ? thumbnail.naturalHeight / thumbnail.naturalWidth
      : Number(thumbnail?.getAttribute("height")) / Number(thumbnail?.getAttribute("width")) || 0.75;
  return { src: href, width: FALLBACK_WIDTH, height: Math.round(FALLBACK_WIDTH * ratio), alt: title };
}

/** Loads the image to learn its real size (PhotoSwipe needs it); keeps the estimate when that fails. */
function measured(slide: SlideData): Promise<SlideData> {
  if (!slide.src) return Promise.resolve(slide);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ ...slide, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(slide);
    image.src = slide.src ?? "";
  });
}

export async function openLightbox(link: HTMLAnchorElement, reducedMotion: boolean): Promise<void> {
  const group = link.dataset.elementorLightboxSlideshow;
  // A looping carousel repeats slides (Swiper's `swiper-slide-duplicate` clones): each picture counts once.
  const links = group
    ? [...document.querySelectorAll<HTMLAnchorElement>("a[data-elementor-lightbox-slideshow]")].filter(
        (candidate) =>
          candidate.dataset.elementorLightboxSlideshow === group &&
          !candidate.closest(".swiper-slide-duplicate") &&
          isLightboxLink(candidate),
      )
    : [link];
  const own = links.indexOf(link);
  const index = Math.max(0, own >= 0 ? own : links.findIndex((candidate) => candidate.href === link.href));
  const slides = links.map(slideOf);
  const current = slides[index];
  if (current) slides[index] = await measured(current);
  const lightbox = new PhotoSwipe({
    dataSource: slides,
    index,
    preload: GALLERY_PRELOAD,
    indexIndicatorSep: " of ",
    errorMsg: IMAGE_FAILED,
    showHideAnimationType: reducedMotion ? "none" : "fade",
    closeTitle: "Close (Esc)",
    arrowPrevTitle: "Previous (arrow left)",
    arrowNextTitle: "Next (arrow right)",
    returnFocus: true,
  });
  // Later slides learn their real size as they load.
  lightbox.on("contentLoad", ({ content }) => {
    const data = content.data;
    if (!data.src || data.vitrineMeasured) return;
    data.vitrineMeasured = true;
    void measured(data).then((real) => {
      if (real.width === data.width && real.height === data.height) return;
      data.width = real.width;
      data.height = real.height;
      lightbox.refreshSlideContent(content.index);
    });
  });
  lightbox.init();
}

export interface ContentLightboxOptions {
  /** The dialog's accessible name ("Video"). */
  title: string;
  reducedMotion: boolean;
  /** Called once with the empty frame the content goes in (the video popup builds its player there). */
  onReady(frame: HTMLElement): void;
  onClose?(): void;
}

/** Opens the lightbox on one piece of content built in place, such as a video player. */
export function openContentLightbox(options: ContentLightboxOptions): void {
  const lightbox = new PhotoSwipe({
    dataSource: [
      { html: '<div class="vitrine-lightbox-video"><div data-vitrine-lightbox-frame></div></div>' },
    ],
    index: 0,
    showHideAnimationType: options.reducedMotion ? "none" : "fade",
    closeTitle: "Close (Esc)",
    returnFocus: true,
    counter: false,
    zoom: false,
  });
  let ready = false;
  const find = () => {
    const frame = lightbox.element?.querySelector<HTMLElement>("[data-vitrine-lightbox-frame]");
    if (!frame || ready) return;
    ready = true;
    lightbox.element?.setAttribute("aria-label", options.title);
    options.onReady(frame);
  };
  // PhotoSwipe appends a slide's HTML when it lays the slide out, which may come after init.
  lightbox.on("afterInit", find);
  lightbox.on("contentAppend", () => queueMicrotask(find));
  lightbox.on("openingAnimationStart", find);
  lightbox.on("openingAnimationEnd", find);
  if (options.onClose) lightbox.on("destroy", options.onClose);
  lightbox.init();
}
