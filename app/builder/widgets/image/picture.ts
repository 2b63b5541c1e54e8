import { safeHref } from "../../render/link.ts";
import type { LoadServices, MediaInfo } from "../../widget.ts";
import { imageSource, mediaId } from "./image.rules.ts";

/**
 * One image of a repeater (carousels, galleries, accordions) resolved for rendering: the stored media's
 * renditions when the control names one, else the URL as written (only a safe one). `full` is the largest image,
 * for lightbox links.
 */
export interface Picture {
  src: string;
  full: string;
  width?: number;
  height?: number;
  srcSet?: string;
  sizes?: string;
  alt: string;
  caption: string;
  /** The stored media's id, or null for an external image. */
  mediaId: number | null;
}

export interface ImageControl {
  url?: string;
  id?: number | string;
  alt?: string;
}

/** Loads the stored media of an image control (null when it names none). */
export function loadMedia(
  control: ImageControl | undefined,
  services: LoadServices,
): Promise<MediaInfo | null> {
  const id = mediaId(control?.id ?? "");
  return id === null ? Promise.resolve(null) : services.media(id);
}

/** The picture of an image control at a registered size, or null when there is nothing safe to show. */
export function pictureOf(
  control: ImageControl | undefined,
  media: MediaInfo | null,
  size: string,
): Picture | null {
  const ownAlt = typeof control?.alt === "string" ? control.alt : "";
  if (media) {
    const source = imageSource(media, size === "custom" ? "full" : size);
    return {
      ...source,
      full: media.url,
      alt: ownAlt || media.alt,
      caption: media.caption,
      mediaId: media.id,
    };
  }
  const url = typeof control?.url === "string" ? safeHref(control.url) : null;
  if (!url || /^(#|mailto:|tel:)/i.test(url)) return null;
  return { src: url, full: url, alt: ownAlt, caption: "", mediaId: null };
}
