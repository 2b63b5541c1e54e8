/**
 * Swiper 8.4.5 (the lead's choice, widgets.md §9 "Swiper asset version 8.4.5") with the modules Elementor's
 * carousels use. Imported only through `runtime.loader.require("swiper", …)` so it is its own chunk, fetched on
 * pages with a carousel and never before one is mounted.
 */
import Swiper, { A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination } from "swiper";

Swiper.use([A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination]);

export { Swiper };
