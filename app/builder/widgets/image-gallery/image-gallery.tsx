import type { z } from "zod";
import { safeHref } from "../../render/link.ts";
import type { MediaInfo, WidgetProps } from "../../widget.ts";
import { imageSource } from "../image/image.rules.ts";
import { lightboxActionHash, seededShuffle } from "./image-gallery.rules.ts";
import type { imageGallerySettings } from "./settings.ts";

export type ImageGalleryData = { media: (MediaInfo | null)[] };

/**
 * WordPress's gallery markup inside `.elementor-image-gallery`: `div.gallery.gallery-columns-<n>` of
 * `figure.gallery-item` (image, optional caption). Links to the full image carry Elementor's lightbox attributes
 * (`data-elementor-open-lightbox`, `-lightbox-slideshow`, `-lightbox-title`, `-lightbox-description`,
 * `data-e-action-hash`) for the lightbox to pick up; without it they simply open the image.
 */
export function ImageGallery({
  settings,
  data,
  element,
  context,
}: WidgetProps<z.output<typeof imageGallerySettings>, ImageGalleryData>) {
  const pictures = settings.wp_gallery
    .map((item, index) => ({ item, media: data.media[index] ?? null }))
    .filter(({ item, media }) => media !== null || safeHref(item.url) !== null);
  const ordered = settings.gallery_rand === "rand" ? seededShuffle(pictures, element.id) : pictures;
  if (ordered.length === 0) return null;
  const size = settings.thumbnail_size === "custom" ? "full" : settings.thumbnail_size;
  const galleryId = `gallery-${element.id}`;
  return (
    <div className="elementor-image-gallery">
      <div
        id={galleryId}
        className={`gallery galleryid-${context.documentId} gallery-columns-${settings.gallery_columns} gallery-size-${size}`}
      >
        {ordered.map(({ item, media }, index) => {
          const source = media ? imageSource(media, settings.thumbnail_size) : null;
          const src = source?.src ?? safeHref(item.url) ?? "";
          const full = media?.url ?? safeHref(item.url) ?? "";
          const alt = media?.alt ?? "";
          const caption = settings.gallery_display_caption === "none" ? "" : (media?.caption ?? "");
          const captionId = caption ? `${galleryId}-${media?.id ?? index}` : undefined;
          const width = source?.width ?? media?.width;
          const height = source?.height ?? media?.height;
          const orientation = width && height && height > width ? "portrait" : "landscape";
          const image = (
            <img
              src={src}
              alt={alt}
              width={width}
              height={height}
              srcSet={source?.srcSet}
              sizes={source?.sizes}
              className={`attachment-${size} size-${size}`}
              aria-describedby={captionId}
              loading="lazy"
              decoding="async"
            />
          );
          const linked =
            settings.gallery_link === "none" || !full ? (
              image
            ) : (
              <a
                href={full}
                aria-label={alt ? undefined : `Image ${index + 1} of ${ordered.length}`}
                {...(settings.gallery_link === "file"
                  ? {
                      "data-elementor-open-lightbox": settings.open_lightbox,
                      "data-elementor-lightbox-slideshow": element.id,
                      ...(alt ? { "data-elementor-lightbox-title": alt } : {}),
                      ...(caption ? { "data-elementor-lightbox-description": caption } : {}),
                      "data-e-action-hash": lightboxActionHash({
                        id: media?.id ?? item.id,
                        url: full,
                        slideshow: element.id,
                      }),
                    }
                  : {})}
              >
                {image}
              </a>
            );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: static server markup; a picture may repeat
            <figure key={index} className="gallery-item">
              <div className={`gallery-icon ${orientation}`}>{linked}</div>
              {caption ? (
                <figcaption className="wp-caption-text gallery-caption" id={captionId}>
                  {caption}
                </figcaption>
              ) : null}
            </figure>
          );
        })}
      </div>
    </div>
  );
}
