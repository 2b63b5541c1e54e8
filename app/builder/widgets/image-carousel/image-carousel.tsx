import { CarouselFrame, CarouselSlide } from "../../carousel/carousel-markup.tsx";
import { safeHref } from "../../render/link.ts";
import type { MediaInfo, WidgetProps } from "../../widget.ts";
import { imageSource } from "../image/image.rules.ts";
import type { imageCarouselSettings } from "./settings.ts";

export type ImageCarouselData = { slides: { media: MediaInfo | null; url: string; alt: string }[] };

type Settings = import("zod").output<typeof imageCarouselSettings>;

/** Elementor's image carousel on the shared Swiper frame: one figure per image, its caption when asked. */
export function ImageCarousel({ settings, data }: WidgetProps<Settings, ImageCarouselData>) {
  const slides = data.slides.filter((slide) => slide.media !== null || safeHref(slide.url) !== null);
  if (slides.length === 0) return null;
  return (
    <CarouselFrame
      className="elementor-image-carousel-wrapper"
      trackClassName="elementor-image-carousel"
      label={settings.carousel_name || "Image carousel"}
      settings={settings}
    >
      {slides.map((slide, index) => {
        const source = slide.media ? imageSource(slide.media, settings.thumbnail_size) : null;
        const alt = slide.media?.alt || slide.alt;
        const image = (
          <img
            className="swiper-slide-image"
            src={source?.src ?? safeHref(slide.url) ?? ""}
            alt={alt}
            {...(source ? { width: source.width, height: source.height } : {})}
            {...(source?.srcSet ? { srcSet: source.srcSet, sizes: source.sizes } : {})}
            loading={index < 3 ? undefined : "lazy"}
            decoding="async"
          />
        );
        const caption = settings.caption_type === "caption" ? slide.media?.caption : "";
        const full = slide.media?.url ?? safeHref(slide.url);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an image may be in the carousel twice; the order is fixed
          <CarouselSlide key={`${slide.media?.id ?? slide.url}-${index}`} index={index} count={slides.length}>
            <figure className="swiper-slide-inner">
              {settings.link_to === "file" && full ? (
                <a href={full} data-elementor-open-lightbox="yes">
                  {image}
                </a>
              ) : (
                image
              )}
              {caption ? (
                <figcaption className="elementor-image-carousel-caption">{caption}</figcaption>
              ) : null}
            </figure>
          </CarouselSlide>
        );
      })}
    </CarouselFrame>
  );
}
