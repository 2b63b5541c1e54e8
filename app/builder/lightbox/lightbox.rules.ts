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

/**
 * Content popups (Magnific Popup's convention, which the originals' widgets and shops' own HTML use): a link with
 * the class `mfp-ajax` (on itself or a wrapper) shows the page its URL returns (W-POPUP-52); `mfp-inline` with a
 * `#id` href shows that element of the page. Null for any other link.
 */
export type ContentPopupKind = "ajax" | "inline";

export function contentPopupKind(classNames: readonly string[], href: string): ContentPopupKind | null {
  const classes = new Set(classNames.flatMap((names) => names.split(/\s+/)));
  if (classes.has("mfp-inline")) return href.trim().startsWith("#") ? "inline" : null;
  if (classes.has("mfp-ajax")) return href.trim() === "" || href.trim().startsWith("#") ? null : "ajax";
  return null;
}

/** The element id an inline content link names (`#newsletter-terms`), or null. */
export function inlineTargetId(href: string): string | null {
  const hash = href.trim();
  if (!hash.startsWith("#") || hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * Whether an ajax link's URL may be fetched: only the shop's own origin (a page of another site cannot be read
 * from the browser, and would be untrusted markup); anything else shows the failure with its link.
 */
export function ajaxContentUrl(href: string, pageUrl: string): URL | null {
  try {
    const url = new URL(href, pageUrl);
    if (url.origin !== new URL(pageUrl).origin) return null;
    url.hash = "";
    return url;
  } catch {
    return null;
  }
}
