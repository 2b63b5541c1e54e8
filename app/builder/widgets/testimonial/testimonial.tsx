import type { z } from "zod";
import { anchorProps, linkAttributes, safeHref } from "../../render/link.ts";
import { RawHtml } from "../../render/raw-html.tsx";
import type { MediaInfo, WidgetProps } from "../../widget.ts";
import { imageSource } from "../image/image.rules.ts";
import type { testimonialSettings } from "./settings.ts";

export type TestimonialData = { media: MediaInfo | null };

/**
 * `.elementor-testimonial-wrapper`: the quote (`blockquote.elementor-testimonial-content`), then
 * `.elementor-testimonial-meta` with the photo, name (a link when set) and job. The photo is decorative beside
 * the name unless the owner gave it alternative text.
 */
export function Testimonial({
  settings,
  data,
  context,
}: WidgetProps<z.output<typeof testimonialSettings>, TestimonialData>) {
  const media = data.media;
  const source = media ? imageSource(media, settings.testimonial_image_size) : null;
  const url = source?.src ?? safeHref(settings.testimonial_image.url);
  const alt =
    (typeof settings.testimonial_image.alt === "string" && settings.testimonial_image.alt) ||
    media?.alt ||
    "";
  const link = linkAttributes(settings.link);
  const name = String(settings.testimonial_name);
  const job = String(settings.testimonial_job);
  const content = context.sanitize.html(String(settings.testimonial_content));
  const hasImage = url !== null && url !== "";
  const size = settings.testimonial_image_size === "custom" ? "full" : settings.testimonial_image_size;
  return (
    <div
      className={`elementor-testimonial-wrapper elementor-testimonial-text-align-${settings.testimonial_alignment}`}
    >
      {content ? (
        <blockquote className="elementor-testimonial-content">
          <RawHtml html={content} />
        </blockquote>
      ) : null}
      {hasImage || name || job ? (
        <div
          className={`elementor-testimonial-meta${hasImage ? " elementor-has-image" : ""} elementor-testimonial-image-position-${settings.testimonial_image_position}`}
        >
          <div className="elementor-testimonial-meta-inner">
            {hasImage ? (
              <div className="elementor-testimonial-image">
                <img
                  src={url}
                  alt={alt}
                  width={source?.width}
                  height={source?.height}
                  srcSet={source?.srcSet}
                  sizes={source?.sizes}
                  className={`attachment-${size} size-${size}${media ? ` wp-image-${media.id}` : ""}`}
                  loading="lazy"
                  decoding="async"
                />
              </div>
            ) : null}
            <div className="elementor-testimonial-details">
              {name ? (
                <div className="elementor-testimonial-name">
                  {link ? <a {...anchorProps(link)}>{name}</a> : name}
                </div>
              ) : null}
              {job ? <div className="elementor-testimonial-job">{job}</div> : null}
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
