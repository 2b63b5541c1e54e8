import { mountCarousel } from "../../carousel/mount-carousel.ts";
import { fromProCarousel } from "../../carousel/pro-keys.ts";
import type { WidgetModule } from "../../runtime/types.ts";
import { skinDefaults } from "./media-carousel.rules.ts";

/**
 * Starts the shared Swiper carousel; the slideshow skin's thumbnails (hidden until now) then pick a slide and
 * show which one is current. Lightbox links (images, videos) are the runtime's.
 */
const module: WidgetModule = {
  mount(element, rawSettings, runtime) {
    const skin = (rawSettings as { skin?: string } | null)?.skin ?? "carousel";
    const cleanups: (() => void)[] = [];
    const mounted = mountCarousel(element, fromProCarousel(rawSettings), runtime, {
      defaults: skinDefaults(skin),
    });
    mounted.then(
      (carousel) => {
        if (!carousel) return;
        element.dataset.carousel = "started";
        const thumbnails = element.querySelector<HTMLElement>(".elementor-thumbnails-swiper");
        if (!thumbnails) return;
        const buttons = [...thumbnails.querySelectorAll<HTMLButtonElement>("[data-slide-index]")];
        const mark = () => {
          for (const button of buttons)
            button.setAttribute(
              "aria-current",
              String(Number(button.dataset.slideIndex) === carousel.swiper.realIndex),
            );
        };
        const onClick = (event: Event) => {
          const button = (event.target as Element).closest<HTMLButtonElement>("[data-slide-index]");
          if (button) carousel.swiper.slideToLoop(Number(button.dataset.slideIndex));
        };
        thumbnails.addEventListener("click", onClick);
        carousel.swiper.on("slideChange", mark);
        mark();
        thumbnails.hidden = false;
        cleanups.push(() => thumbnails.removeEventListener("click", onClick));
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      for (const cleanup of cleanups) cleanup();
      void mounted.then((carousel) => carousel?.destroy());
    };
  },
};

export default module;
