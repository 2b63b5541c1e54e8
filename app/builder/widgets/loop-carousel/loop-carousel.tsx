import type { z } from "zod";
import { CarouselFrame } from "../../carousel/carousel-markup.tsx";
import type { LoopItemsData } from "../../loop/load-loop.ts";
import { LoopItemStyles } from "../../loop/loop-item-styles.tsx";
import { RawHtml } from "../../render/raw-html.tsx";
import type { WidgetProps } from "../../widget.ts";
import type { loopCarouselSettings } from "./settings.ts";

/**
 * Elementor Pro's loop carousel: the loop items as the slides of a Swiper frame (`.elementor-loop-container.swiper
 * > .swiper-wrapper > .e-loop-item.swiper-slide`), the template's CSS once. Without script the track scrolls
 * sideways with snap points; with it Swiper (loaded on demand) takes over.
 */
export function LoopCarousel({
  settings,
  data,
}: WidgetProps<z.output<typeof loopCarouselSettings>, LoopItemsData | null>) {
  if (!data) return null;
  if (data.items.length === 0)
    return (
      <div className="e-loop-nothing-found-message">
        <p className="e-loop-nothing-found-message__text">{settings.nothing_found_message_text}</p>
      </div>
    );
  return (
    <>
      <LoopItemStyles data={data} />
      <CarouselFrame className="elementor-loop-container" label="Carousel" settings={settings}>
        {data.items.map((item) => (
          <RawHtml key={item.entry.id} html={item.html} />
        ))}
      </CarouselFrame>
    </>
  );
}
