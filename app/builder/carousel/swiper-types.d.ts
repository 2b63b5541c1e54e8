/**
 * Swiper 8.4.5 ships its declarations (`swiper.d.ts`) without naming them in its package `exports`, so
 * TypeScript's bundler resolution cannot find them for the bare `swiper` import; `swiper/types` is exported.
 */
declare module "swiper" {
  import type { Swiper as SwiperClass, SwiperModule } from "swiper/types";
  export const A11y: SwiperModule;
  export const Autoplay: SwiperModule;
  export const EffectFade: SwiperModule;
  export const Keyboard: SwiperModule;
  export const Navigation: SwiperModule;
  export const Pagination: SwiperModule;
  const Swiper: typeof SwiperClass;
  export default Swiper;
}
