import { mountCarousel } from "../../carousel/mount-carousel.ts";
import type { WidgetModule } from "../../runtime/types.ts";

/** Starts the shared Swiper carousel on the widget (Swiper is fetched only now, and only with 2+ slides). */
const module: WidgetModule = {
  mount(element, settings, runtime) {
    const mounted = mountCarousel(element, settings, runtime);
    mounted.then(
      (carousel) => {
        if (carousel) element.dataset.carousel = "started";
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      void mounted.then((carousel) => carousel?.destroy());
    };
  },
};

export default module;
