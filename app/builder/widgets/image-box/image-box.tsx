import type { z } from "zod";
import { BoxContent, PointerOnlyLink } from "../../render/box-content.tsx";
import { linkAttributes, safeHref } from "../../render/link.ts";
import type { MediaInfo, WidgetProps } from "../../widget.ts";
import { imageSource } from "../image/image.rules.ts";
import type { imageBoxSettings } from "./settings.ts";

export type ImageBoxData = { media: MediaInfo | null };

/**
 * `.elementor-image-box-wrapper` with `figure.elementor-image-box-img` and `.elementor-image-box-content`. The
 * image is decorative beside its title unless the owner gave it alternative text; a linked box is one link for
 * keyboards and screen readers (the title), the image repeating it for pointers.
 */
export function ImageBox({
  settings,
  data,
  context,
}: WidgetProps<z.output<typeof imageBoxSettings>, ImageBoxData>) {
  const link = linkAttributes(settings.link);
  const media = data.media;
  const source = media ? imageSource(media, settings.thumbnail_size) : null;
  const url = source?.src ?? safeHref(settings.image.url);
  const alt = (typeof settings.image.alt === "string" && settings.image.alt) || media?.alt || "";
  const size = settings.thumbnail_size === "custom" ? "full" : settings.thumbnail_size;
  const image = url ? (
    <img
      src={url}
      alt={link ? "" : alt}
      width={source?.width}
      height={source?.height}
      srcSet={source?.srcSet}
      sizes={source?.sizes}
      className={[
        `attachment-${size} size-${size}`,
        media ? `wp-image-${media.id}` : "",
        settings.hover_animation ? `elementor-animation-${settings.hover_animation}` : "",
      ]
        .filter(Boolean)
        .join(" ")}
      loading={context.imageLoading.loading}
      fetchPriority={context.imageLoading.fetchPriority}
      decoding="async"
    />
  ) : null;
  return (
    <div className="elementor-image-box-wrapper">
      {image ? (
        <figure className="elementor-image-box-img">
          {link ? <PointerOnlyLink link={link}>{image}</PointerOnlyLink> : image}
        </figure>
      ) : null}
      <BoxContent
        prefix="image-box"
        titleTag={settings.title_size}
        titleHtml={context.sanitize.inline(String(settings.title_text))}
        descriptionHtml={context.sanitize.inline(String(settings.description_text))}
        link={link}
      />
    </div>
  );
}
