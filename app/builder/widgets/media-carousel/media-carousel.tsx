import { CarouselFrame, CarouselSlide } from "../../carousel/carousel-markup.tsx";
import { fromProCarousel } from "../../carousel/pro-keys.ts";
import { ElementorIcon } from "../../render/icon.tsx";
import { anchorProps, linkAttributes } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import type { Picture } from "../image/picture.ts";
import { slideVideoUrl } from "./media-carousel.rules.ts";
import type { MediaCarouselSettings } from "./settings.ts";

export type MediaCarouselData = { pictures: (Picture | null)[] };

const PLAY_ICON = { value: "fas fa-play", library: "fa-solid" };
const ZOOM_ICON = { value: "fas fa-search-plus", library: "fa-solid" };

/**
 * Elementor Pro's media carousel on the shared Swiper frame (`elementor-main-swiper`): one image per slide, a
 * link to the full image (lightbox), a custom link, or (video slides) the video's page with a play badge, which
 * the lightbox opens in place. The slideshow skin adds a row of thumbnails that pick a slide once Swiper runs.
 */
export function MediaCarousel({
  settings,
  data,
  element,
}: WidgetProps<MediaCarouselSettings, MediaCarouselData>) {
  const slides = settings.slides
    .map((slide, index) => ({ slide, picture: data.pictures[index] ?? null }))
    .filter(({ picture }) => picture !== null) as {
    slide: MediaCarouselSettings["slides"][number];
    picture: Picture;
  }[];
  if (slides.length === 0) return null;
  const shared = fromProCarousel(settings);
  const gallery = `media-carousel-${element.id}`;
  const captionOf = (picture: Picture) =>
    settings.caption === "caption" || settings.caption === "description" ? picture.caption : picture.alt;
  return (
    <>
      <CarouselFrame
        className={`elementor-main-swiper elementor-media-carousel--skin-${settings.skin}`}
        label={String(settings.carousel_name) || "Media carousel"}
        settings={shared}
      >
        {slides.map(({ slide, picture }, index) => {
          const videoUrl = slide.type === "video" ? slideVideoUrl(slide.video.url) : null;
          const custom = slide.image_link_to_type === "custom" ? linkAttributes(slide.image_link_to) : null;
          const caption = captionOf(picture);
          const image = (
            <>
              <img
                className="elementor-carousel-image"
                src={picture.src}
                alt={picture.alt}
                width={picture.width}
                height={picture.height}
                srcSet={picture.srcSet}
                sizes={picture.sizes}
                loading={index < 3 ? undefined : "lazy"}
                decoding="async"
              />
              {videoUrl ? (
                <span className="elementor-custom-embed-play">
                  <ElementorIcon icon={PLAY_ICON} />
                  <span className="elementor-screen-only">Play the video</span>
                </span>
              ) : null}
              {settings.overlay && !videoUrl ? (
                <span className="elementor-carousel-image-overlay" aria-hidden="true">
                  {settings.overlay === "icon" ? <ElementorIcon icon={ZOOM_ICON} /> : caption}
                </span>
              ) : null}
            </>
          );
          let content = image;
          if (videoUrl)
            content = (
              <a
                href={videoUrl}
                className="elementor-carousel-video"
                data-elementor-open-lightbox="yes"
                data-elementor-lightbox-slideshow={gallery}
                data-elementor-lightbox-title={picture.alt || undefined}
              >
                {image}
              </a>
            );
          else if (slide.image_link_to_type === "file")
            content = (
              <a
                href={picture.full}
                data-elementor-open-lightbox="yes"
                data-elementor-lightbox-slideshow={gallery}
                data-elementor-lightbox-title={caption || undefined}
              >
                {image}
              </a>
            );
          else if (custom) content = <a {...anchorProps(custom)}>{image}</a>;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their stored order; an image may repeat
            <CarouselSlide key={`${slide._id}-${index}`} index={index} count={slides.length}>
              {content}
            </CarouselSlide>
          );
        })}
      </CarouselFrame>
      {settings.skin === "slideshow" && slides.length > 1 ? (
        <ul className="elementor-thumbnails-swiper" aria-label="Choose a slide" hidden>
          {slides.map(({ slide, picture }, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one thumbnail per slide, in order
            <li key={`${slide._id}-${index}`}>
              <button type="button" className="elementor-carousel-thumbnail" data-slide-index={index}>
                <img src={picture.src} alt="" width={picture.width} height={picture.height} loading="lazy" />
                <span className="elementor-screen-only">
                  Show slide {index + 1} of {slides.length}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
