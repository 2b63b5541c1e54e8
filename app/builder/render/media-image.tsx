import type { LoadServices, MediaInfo } from "../widget.ts";
import { imageSource, mediaId } from "../widgets/image/image.rules.ts";
import type { MediaValue } from "./fields.ts";
import { safeHref } from "./link.ts";

/** The stored media behind a media control, or null (external URL, empty, unknown id). */
export async function loadMedia(services: LoadServices, value: MediaValue): Promise<MediaInfo | null> {
  const id = mediaId(value.id);
  return id === null ? null : services.media(id);
}

/**
 * An `<img>` for a media control: the stored media with its renditions when there is one, else the URL as written
 * (web URLs only); nothing when neither. Alternative text: the control's, else the media's, unless `decorative`.
 */
export function MediaImage({
  value,
  media,
  className,
  size = "large",
  decorative = false,
  eager = false,
}: {
  value: MediaValue;
  media: MediaInfo | null;
  className?: string;
  size?: string;
  decorative?: boolean;
  eager?: boolean;
}) {
  const source = media ? imageSource(media, size) : null;
  const src = source?.src ?? safeHref(value.url);
  if (!src) return null;
  const alt = decorative ? "" : (typeof value.alt === "string" && value.alt) || media?.alt || "";
  return (
    <img
      src={src}
      alt={alt}
      width={source?.width}
      height={source?.height}
      srcSet={source?.srcSet}
      sizes={source?.sizes}
      className={className}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      draggable={false}
    />
  );
}
