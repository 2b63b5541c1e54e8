import { CarouselFrame, CarouselSlide } from "../../carousel/carousel-markup.tsx";
import { fromProCarousel } from "../../carousel/pro-keys.ts";
import { RawHtml } from "../../render/raw-html.tsx";
import type { WidgetProps } from "../../widget.ts";
import type { Picture } from "../image/picture.ts";
import type { TestimonialCarouselSettings } from "./settings.ts";

export type TestimonialCarouselData = { pictures: (Picture | null)[] };

/**
 * Elementor Pro's testimonial carousel: each slide an `.elementor-testimonial` (the quote, then a footer with the
 * photo and a `<cite>` of name and title), on the shared Swiper frame. Quotes are document HTML, sanitised.
 */
export function TestimonialCarousel({
  settings,
  data,
  context,
}: WidgetProps<TestimonialCarouselSettings, TestimonialCarouselData>) {
  const slides = settings.slides.filter((slide) => String(slide.content).trim() || String(slide.name).trim());
  if (slides.length === 0) return null;
  return (
    <CarouselFrame
      className="elementor-main-swiper"
      label={String(settings.carousel_name) || "Testimonials"}
      settings={fromProCarousel(settings)}
    >
      {slides.map((slide, index) => {
        const picture = data.pictures[settings.slides.indexOf(slide)] ?? null;
        const content = context.sanitize.html(String(slide.content));
        const image = picture ? (
          <div className="elementor-testimonial__image">
            <img
              src={picture.src}
              alt={picture.alt}
              width={picture.width}
              height={picture.height}
              loading="lazy"
              decoding="async"
            />
          </div>
        ) : null;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: testimonials keep their stored order
          <CarouselSlide key={`${slide._id}-${index}`} index={index} count={slides.length}>
            <figure className="elementor-testimonial">
              {settings.layout === "image_above" ? image : null}
              {content ? (
                <blockquote className="elementor-testimonial__content">
                  <div className="elementor-testimonial__text">
                    <RawHtml html={content} />
                  </div>
                </blockquote>
              ) : null}
              <figcaption className="elementor-testimonial__footer">
                {settings.layout === "image_above" ? null : image}
                <cite className="elementor-testimonial__cite">
                  <span className="elementor-testimonial__name">{String(slide.name)}</span>
                  {String(slide.title) ? (
                    <span className="elementor-testimonial__title">{String(slide.title)}</span>
                  ) : null}
                </cite>
              </figcaption>
            </figure>
          </CarouselSlide>
        );
      })}
    </CarouselFrame>
  );
}
