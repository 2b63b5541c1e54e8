import type { z } from "zod";
import { anchorProps, linkAttributes, safeHref } from "../../render/link.ts";
import type { MediaInfo, WidgetProps } from "../../widget.ts";
import { imageSource } from "./image.rules.ts";
import type { imageSettings } from "./settings.ts";

export type ImageData = { media: MediaInfo | null };

/**
 * `<img class="attachment-large size-large wp-image-<id>">` with its intrinsic size, `srcset` from the stored
 * renditions, inside `figure.wp-caption` when captioned and a link when asked (to the file or a custom URL).
 */
export function Image({ settings, data, context }: WidgetProps<z.output<typeof imageSettings>, ImageData>) {
  const media = data.media;
  const src = media ? imageSource(media, settings.image_size) : null;
  const url = src?.src ?? safeHref(settings.image.url);
  if (!url) return null;
  const alt = (typeof settings.image.alt === "string" && settings.image.alt) || media?.alt || "";
  const size = settings.image_size === "custom" ? "full" : settings.image_size;
  const image = (
    <img
      src={url}
      alt={alt}
      width={src?.width}
      height={src?.height}
      srcSet={src?.srcSet}
      sizes={src?.sizes}
      className={`attachment-${size} size-${size}${media ? ` wp-image-${media.id}` : ""}`}
      loading={context.imageLoading.loading}
      fetchPriority={context.imageLoading.fetchPriority}
      decoding="async"
    />
  );
  const link =
    settings.link_to === "file"
      ? linkAttributes({ url: media?.url ?? settings.image.url })
      : settings.link_to === "custom"
        ? linkAttributes(settings.link)
        : null;
  const linked = link ? (
    <a
      {...anchorProps(link)}
      {...(settings.link_to === "file" ? { "data-elementor-open-lightbox": settings.open_lightbox } : {})}
    >
      {image}
    </a>
  ) : (
    image
  );
  const caption =
    settings.caption_source === "custom"
      ? settings.caption
      : settings.caption_source === "attachment"
        ? (media?.caption ?? "")
        : "";
  if (!caption) return linked;
  // Captions are HTML in WordPress; they go through the document sanitiser like titles.
  const captionHtml = { __html: context.sanitize.inline(caption) };
  return (
    <figure className="wp-caption">
      {linked}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the caption went through the document sanitiser */}
      <figcaption className="widget-image-caption wp-caption-text" dangerouslySetInnerHTML={captionHtml} />
    </figure>
  );
}
