import type { AnyWidgetDefinition } from "../widget.ts";
import accordion from "./accordion/widget.ts";
import alert from "./alert/widget.ts";
import button from "./button/widget.ts";
import countdown from "./countdown/widget.ts";
import counter from "./counter/widget.ts";
import divider from "./divider/widget.ts";
import ekitNavMenu from "./ekit-nav-menu/widget.ts";
import googleMaps from "./google-maps/widget.ts";
import heading from "./heading/widget.ts";
import html from "./html/widget.tsx";
import icon from "./icon/widget.ts";
import iconBox from "./icon-box/widget.ts";
import iconList from "./icon-list/widget.ts";
import image from "./image/widget.ts";
import imageBox from "./image-box/widget.ts";
import imageCarousel from "./image-carousel/widget.ts";
import imageGallery from "./image-gallery/widget.ts";
import loopFields from "./loop-fields/widget.ts";
import loopGrid from "./loop-grid/widget.ts";
import posts from "./posts/widget.ts";
import progress from "./progress/widget.ts";
import shortcode from "./shortcode/widget.ts";
import socialIcons from "./social-icons/widget.ts";
import spacer from "./spacer/widget.tsx";
import starRating from "./star-rating/widget.ts";
import tabs from "./tabs/widget.ts";
import taxonomyFilter from "./taxonomy-filter/widget.ts";
import testimonial from "./testimonial/widget.ts";
import textEditor from "./text-editor/widget.ts";
import video from "./video/widget.ts";
import wcAddToCart from "./wc-add-to-cart/widget.ts";
import woocommerceMenuCart from "./woocommerce-menu-cart/widget.ts";
import woocommerceProducts from "./woocommerce-products/widget.ts";

/**
 * Every widget folder, one line each, keyed by folder name (the registry maps each definition's `types` to it).
 * Adding a widget: create `widgets/<folder>/` and add its line here (see app/builder/README.md).
 */
export const WIDGET_FOLDERS: Readonly<Record<string, AnyWidgetDefinition>> = {
  accordion,
  alert,
  button,
  counter,
  countdown,
  divider,
  "ekit-nav-menu": ekitNavMenu,
  "google-maps": googleMaps,
  heading,
  html,
  icon,
  "icon-box": iconBox,
  "icon-list": iconList,
  image,
  "image-box": imageBox,
  "image-gallery": imageGallery,
  "image-carousel": imageCarousel,
  "loop-fields": loopFields,
  "loop-grid": loopGrid,
  posts,
  progress,
  "social-icons": socialIcons,
  shortcode,
  spacer,
  "star-rating": starRating,
  "taxonomy-filter": taxonomyFilter,
  testimonial,
  tabs,
  "text-editor": textEditor,
  video,
  "wc-add-to-cart": wcAddToCart,
  "woocommerce-menu-cart": woocommerceMenuCart,
  "woocommerce-products": woocommerceProducts,
};
