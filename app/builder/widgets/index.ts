import type { AnyWidgetDefinition } from "../widget.ts";
import accordion from "./accordion/widget.ts";
import advancedSearch from "./advanced-search/widget.ts";
import alert from "./alert/widget.ts";
import animatedHeadline from "./animated-headline/widget.ts";
import backToTop from "./back-to-top/widget.ts";
import beforeAfter from "./before-after/widget.ts";
import button from "./button/widget.ts";
import chat from "./chat/widget.ts";
import comparisonTable from "./comparison-table/widget.ts";
import countdown from "./countdown/widget.ts";
import counter from "./counter/widget.ts";
import coupon from "./coupon/widget.ts";
import divider from "./divider/widget.ts";
import ekitGoogleMap from "./ekit-google-map/widget.ts";
import ekitMailChimp from "./ekit-mail-chimp/widget.ts";
import ekitNavMenu from "./ekit-nav-menu/widget.ts";
import flipBox from "./flip-box/widget.ts";
import gallery from "./gallery/widget.ts";
import googleMaps from "./google-maps/widget.ts";
import heading from "./heading/widget.ts";
import hotspot from "./hotspot/widget.ts";
import html from "./html/widget.tsx";
import icon from "./icon/widget.ts";
import iconBox from "./icon-box/widget.ts";
import iconList from "./icon-list/widget.ts";
import image from "./image/widget.ts";
import imageAccordion from "./image-accordion/widget.ts";
import imageBox from "./image-box/widget.ts";
import imageCarousel from "./image-carousel/widget.ts";
import imageGallery from "./image-gallery/widget.ts";
import imageSwap from "./image-swap/widget.ts";
import loopCarousel from "./loop-carousel/widget.ts";
import loopFields from "./loop-fields/widget.ts";
import loopGrid from "./loop-grid/widget.ts";
import mediaCarousel from "./media-carousel/widget.ts";
import navMenu from "./nav-menu/widget.ts";
import offCanvas from "./off-canvas/widget.ts";
import pieChart from "./pie-chart/widget.ts";
import posts from "./posts/widget.ts";
import progress from "./progress/widget.ts";
import reviews from "./reviews/widget.ts";
import searchForm from "./search-form/widget.ts";
import shortcode from "./shortcode/widget.ts";
import slides from "./slides/widget.ts";
import socialIcons from "./social-icons/widget.ts";
import spacer from "./spacer/widget.tsx";
import starRating from "./star-rating/widget.ts";
import table from "./table/widget.ts";
import tabs from "./tabs/widget.ts";
import taxonomyFilter from "./taxonomy-filter/widget.ts";
import testimonial from "./testimonial/widget.ts";
import testimonialCarousel from "./testimonial-carousel/widget.ts";
import textEditor from "./text-editor/widget.ts";
import textShuffle from "./text-shuffle/widget.ts";
import unfold from "./unfold/widget.ts";
import video from "./video/widget.ts";
import videoPopup from "./video-popup/widget.ts";
import wcAddToCart from "./wc-add-to-cart/widget.ts";
import wooProductCarousel from "./woo-product-carousel/widget.ts";
import woocommerceMenuCart from "./woocommerce-menu-cart/widget.ts";
import woocommerceProducts from "./woocommerce-products/widget.ts";

/**
 * Every widget folder, one line each, keyed by folder name (the registry maps each definition's `types` to it).
 * Adding a widget: create `widgets/<folder>/` and add its line here (see app/builder/README.md).
 */
export const WIDGET_FOLDERS: Readonly<Record<string, AnyWidgetDefinition>> = {
  accordion,
  "advanced-search": advancedSearch,
  alert,
  "back-to-top": backToTop,
  button,
  chat,
  "comparison-table": comparisonTable,
  counter,
  coupon,
  countdown,
  divider,
  "ekit-mail-chimp": ekitMailChimp,
  "ekit-nav-menu": ekitNavMenu,
  gallery,
  "ekit-google-map": ekitGoogleMap,
  "google-maps": googleMaps,
  heading,
  html,
  icon,
  "icon-box": iconBox,
  "icon-list": iconList,
  image,
  "image-accordion": imageAccordion,
  "image-box": imageBox,
  "image-gallery": imageGallery,
  "image-carousel": imageCarousel,
  "loop-carousel": loopCarousel,
  "loop-fields": loopFields,
  "loop-grid": loopGrid,
  "media-carousel": mediaCarousel,
  "nav-menu": navMenu,
  "off-canvas": offCanvas,
  posts,
  progress,
  "search-form": searchForm,
  reviews,
  "social-icons": socialIcons,
  shortcode,
  slides,
  spacer,
  "star-rating": starRating,
  "taxonomy-filter": taxonomyFilter,
  testimonial,
  "testimonial-carousel": testimonialCarousel,
  table,
  tabs,
  "text-editor": textEditor,
  video,
  "video-popup": videoPopup,
  "wc-add-to-cart": wcAddToCart,
  "woocommerce-menu-cart": woocommerceMenuCart,
  "woocommerce-products": woocommerceProducts,
  "woo-product-carousel": wooProductCarousel,
  "animated-headline": animatedHeadline,
  "before-after": beforeAfter,
  "flip-box": flipBox,
  hotspot,
  "image-swap": imageSwap,
  "pie-chart": pieChart,
  "text-shuffle": textShuffle,
  unfold,
};
