import { useRef, useState } from "react";
import { shouldStartCarousel } from "~/product/carousel.ts";
import { type SliderMove, sliderMove } from "~/product/slider.ts";
import { createSwipeTracker } from "~/product/swipe.ts";
import {
  THUMBNAIL_ITEM_WIDTH,
  thumbnailOffset,
  thumbnailViewportLength,
  thumbnailWindow,
} from "~/product/thumbnail-slider.ts";
import type { ImageView } from "../../server/shop/catalogue/views.ts";
import { ProductImage } from "./product-image.tsx";

/**
 * The product gallery: the main image with previous/next controls and touch
 * swipe, and a vertical thumbnail slider (80 px items, 15 px apart, at most 4 on
 * view). `override` (the chosen variation's image) shows until a thumbnail or
 * control is used. With fewer than 2 images there is no slider.
 */
export function ProductGallery({
  images,
  override,
  badge,
}: {
  images: ImageView[];
  override: ImageView | null;
  badge: React.ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const [firstThumbnail, setFirstThumbnail] = useState(0);
  // Using the slider sets the variation's image aside until another variation is chosen.
  const [setAside, setSetAside] = useState<ImageView | null>(null);
  const swipe = useRef(createSwipeTracker({ now: () => performance.now() }));
  const showOverride = override !== null && override !== setAside;
  const current = showOverride ? override : (images[index] ?? null);
  const sliding = shouldStartCarousel(images.length);

  const move = (step: SliderMove) => {
    const next = sliderMove({ index, count: images.length }, step, "wrap");
    setIndex(next);
    setFirstThumbnail((first) => thumbnailWindow(images.length, next, first));
    setSetAside(override);
  };

  return (
    <div
      className={`woocommerce-product-gallery woocommerce-product-gallery--with-images${sliding ? " ast-product-gallery-layout-vertical-slider" : ""}`}
    >
      {badge}
      <figure
        className="woocommerce-product-gallery__wrapper"
        onTouchStart={(event) => {
          const touch = event.touches[0];
          if (sliding && touch) swipe.current.start({ x: touch.clientX, y: touch.clientY });
        }}
        onTouchEnd={(event) => {
          const touch = event.changedTouches[0];
          const direction = touch ? swipe.current.end({ x: touch.clientX, y: touch.clientY }) : null;
          if (direction) move(direction);
        }}
        onTouchCancel={() => swipe.current.cancel()}
      >
        <ProductImage image={current} loading="eager" className="wp-post-image" />
        {sliding ? (
          <div className="flex-direction-nav">
            <button
              type="button"
              className="flex-prev"
              aria-label="Previous image"
              onClick={() => move("prev")}
            >
              ‹
            </button>
            <button type="button" className="flex-next" aria-label="Next image" onClick={() => move("next")}>
              ›
            </button>
          </div>
        ) : null}
      </figure>
      {sliding ? (
        <div
          className="flex-viewport-thumbnails"
          style={{ height: thumbnailViewportLength(images.length), width: THUMBNAIL_ITEM_WIDTH }}
        >
          <ol
            className="flex-control-nav flex-control-thumbs"
            aria-label="Product images"
            style={{ transform: `translateY(-${thumbnailOffset(firstThumbnail)}px)` }}
          >
            {images.map((image, position) => (
              <li key={image.src}>
                <button
                  type="button"
                  className={position === index && !showOverride ? "flex-active" : undefined}
                  aria-label={`Show image ${position + 1} of ${images.length}`}
                  aria-current={position === index && !showOverride ? "true" : undefined}
                  onClick={() => move({ index: position })}
                >
                  <ProductImage image={{ ...image, alt: "" }} />
                </button>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
