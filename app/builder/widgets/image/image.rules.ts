import type { MediaInfo } from "../../widget.ts";

/**
 * WordPress's registered image sizes, by the longest side they allow (`image_size` in the widget). The renderer
 * picks the smallest stored rendition that fills the size, and offers every rendition in `srcset` so the browser
 * downloads no more than the layout needs.
 */
export const IMAGE_SIZE_WIDTHS: Record<string, number> = {
  thumbnail: 150,
  medium: 300,
  medium_large: 768,
  large: 1024,
  "1536x1536": 1536,
  "2048x2048": 2048,
};

export interface ImageSource {
  src: string;
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
}

/** Where the image widget's `<img>` comes from: the stored media (with its renditions), or the URL as written. */
export function imageSource(media: MediaInfo, imageSize: string): ImageSource {
  const limit =
    imageSize === "full"
      ? Number.POSITIVE_INFINITY
      : (IMAGE_SIZE_WIDTHS[imageSize] ?? IMAGE_SIZE_WIDTHS.large ?? 1024);
  const renditions = [...media.variants, { url: media.url, width: media.width, height: media.height }].sort(
    (a, b) => a.width - b.width,
  );
  const fitting = renditions.filter((rendition) => rendition.width <= limit);
  const chosen = fitting.at(-1) ??
    renditions[0] ?? { url: media.url, width: media.width, height: media.height };
  // Scale the intrinsic size down to the requested size when only a larger rendition exists (no layout shift).
  const scale = chosen.width > limit ? limit / chosen.width : 1;
  const width = Math.round(chosen.width * scale);
  const height = Math.round(chosen.height * scale);
  const offered = renditions.filter((rendition) => rendition.width <= Math.max(width, chosen.width));
  if (offered.length < 2) return { src: chosen.url, width, height };
  return {
    src: chosen.url,
    width,
    height,
    srcSet: offered.map((rendition) => `${rendition.url} ${rendition.width}w`).join(", "),
    sizes: `(max-width: ${width}px) 100vw, ${width}px`,
  };
}

/** A stored media id in an image control (`{id: 12}` or `{id: "12"}`), or null for an external or empty image. */
export function mediaId(id: number | string): number | null {
  const number = typeof id === "number" ? id : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}
