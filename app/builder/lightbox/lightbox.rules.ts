/**
 * Elementor's lightbox rules (widgets.md §5, §8, §9): which links open in the lightbox, how a gallery is grouped
 * and counted, and its messages. Pure functions of the link's attributes; the browser module shows them with
 * PhotoSwipe (decision 024).
 */

/** Image links open in the lightbox (W-MISC-03). */
const IMAGE_LINK = /\.(png|jpe?g|gif|svg|webp|avif)(\?[^#]*)?(#.*)?$/i;
/** Video links (YouTube, Vimeo) count as lightbox links too. */
const VIDEO_LINK = /^(https?:)?\/\/(www\.)?(youtube\.com\/watch|youtu\.be\/|vimeo\.com\/\d)/i;

/** Gallery preloading: 0 slides before the current one, 2 after (W-POPUP-49). */
export const GALLERY_PRELOAD: [number, number] = [0, 2];
/** The gallery counter, `%curr% of %total%` (W-POPUP-50). */
export const GALLERY_COUNTER = "%curr% of %total%";
export const IMAGE_FAILED = "The image could not be loaded.";
export const CONTENT_FAILED = "The content could not be loaded.";
export const CONTENT_NOT_FOUND = "Content not found";

export interface LinkFacts {
  href: string;
  /** `data-elementor-open-lightbox`: "yes", "no", "default" or absent. */
  openLightbox: string | null;
  /** Whether the link has a `download` attribute. */
  download: boolean;
}

/**
 * Whether a link opens in the lightbox: an explicit yes or no decides (W-MISC-05); otherwise an image or video
 * link that is not a download (W-MISC-03, W-MISC-04).
 */
export function opensInLightbox(link: LinkFacts): boolean {
  if (link.openLightbox === "yes") return true;
  if (link.openLightbox === "no") return false;
  if (link.download) return false;
  const href = link.href.trim();
  return IMAGE_LINK.test(href) || VIDEO_LINK.test(href);
}

export function isVideoLink(href: string): boolean {
  return VIDEO_LINK.test(href);
}

/** `%curr% of %total%` filled in. */
export function galleryCounter(current: number, total: number): string {
  return GALLERY_COUNTER.replace("%curr%", String(current)).replace("%total%", String(total));
}

/** The embeddable player address of a YouTube or Vimeo link, or null. */
export function videoEmbedUrl(href: string): string | null {
  try {
    const url = new URL(href, "https://example.invalid");
    if (/(^|\.)youtube\.com$/.test(url.hostname)) {
      const id = url.searchParams.get("v");
      return id && /^[\w-]{6,20}$/.test(id)
        ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
        : null;
    }
    if (url.hostname === "youtu.be") {
      const id = url.pathname.slice(1);
      return /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` : null;
    }
    if (/(^|\.)vimeo\.com$/.test(url.hostname)) {
      const id = /^\/(\d+)/.exec(url.pathname)?.[1];
      return id ? `https://player.vimeo.com/video/${id}?autoplay=1` : null;
    }
  } catch {
    return null;
  }
  return null;
}
