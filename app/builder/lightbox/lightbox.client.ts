import PhotoSwipe, { type SlideData } from "photoswipe";
import "photoswipe/style.css";
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
  const links = group
    ? [...document.querySelectorAll<HTMLAnchorElement>("a[data-elementor-lightbox-slideshow]")].filter(
        (candidate) => candidate.dataset.elementorLightboxSlideshow === group && isLightboxLink(candidate),
      )
    : [link];
  const index = Math.max(0, links.indexOf(link));
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
