import { CarouselFrame, CarouselSlide } from "../../carousel/carousel-markup.tsx";
import { fromProCarousel } from "../../carousel/pro-keys.ts";
import { anchorProps, linkAttributes } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import type { Picture } from "../image/picture.ts";
import type { SlidesSettings } from "./settings.ts";

export type SlidesData = { pictures: (Picture | null)[] };

/**
 * Elementor Pro's Slides: full-width slides, each a background (colour, image, overlay) under a heading, a
 * description and a button, on the shared Swiper frame. The background image is an `<img>` (the first one is the
 * page's likely largest paint, so it loads eagerly). A slide-wide link wraps the contents; with `link_click:
 * button` only the button is a link.
 */
export function Slides({ settings, data }: WidgetProps<SlidesSettings, SlidesData>) {
  const slides = settings.slides;
  if (slides.length === 0) return null;
  return (
    <CarouselFrame
      className="elementor-slides-wrapper elementor-main-swiper"
      trackClassName="elementor-slides"
      label={String(settings.slides_title) || "Slides"}
      settings={fromProCarousel(settings)}
    >
      {slides.map((slide, index) => {
        const picture = data.pictures[index] ?? null;
        const link = linkAttributes(slide.link);
        const heading = String(slide.heading);
        const description = String(slide.description);
        const buttonText = String(slide.button_text);
        const wholeSlide = link && slide.link_click === "slide";
        const button = buttonText ? (
          link && !wholeSlide ? (
            <a className="elementor-button elementor-slide-button elementor-size-sm" {...anchorProps(link)}>
              {buttonText}
            </a>
          ) : (
            <span className="elementor-button elementor-slide-button elementor-size-sm">{buttonText}</span>
          )
        ) : null;
        const contents = (
          <div className="swiper-slide-contents">
            {heading ? <div className="elementor-slide-heading">{heading}</div> : null}
            {description ? <div className="elementor-slide-description">{description}</div> : null}
            {button}
          </div>
        );
        return (
          <CarouselSlide
            // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their stored order
            key={`${slide._id}-${index}`}
            index={index}
            count={slides.length}
            className={slide._id ? `elementor-repeater-item-${slide._id}` : undefined}
          >
            <div className="swiper-slide-bg">
              {picture ? (
                <img
                  src={picture.src}
                  alt=""
                  width={picture.width}
                  height={picture.height}
                  srcSet={picture.srcSet}
                  sizes="100vw"
                  loading={index === 0 ? undefined : "lazy"}
                  fetchPriority={index === 0 ? "high" : undefined}
                  decoding="async"
                />
              ) : null}
            </div>
            {slide.background_overlay ? <div className="elementor-background-overlay" /> : null}
            {wholeSlide ? (
              <a className="swiper-slide-inner" {...anchorProps(link)}>
                {contents}
              </a>
            ) : (
              <div className="swiper-slide-inner">{contents}</div>
            )}
          </CarouselSlide>
        );
      })}
    </CarouselFrame>
  );
}
