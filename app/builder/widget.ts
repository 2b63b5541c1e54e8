import type { ReactNode } from "react";
import type { z } from "zod";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { ProductQuery } from "../../server/shop/catalogue/product-query.ts";
import type { ProductCardView, ProductDetailView } from "../../server/shop/catalogue/views.ts";
import type { ProductReviewView } from "../../server/shop/reviews/review-rules.ts";
import type { LoopServices } from "./loop/loop-services.ts";
import type { ElementData, Settings } from "./render/element.ts";
import type { StyleWriter } from "./render/style-sheet.ts";

/**
 * The contract of a widget folder (decision 020). `app/builder/widgets/<name>/widget.ts(x)` default-exports
 * `defineWidget({...})`; the registry finds it, so adding a widget touches only its folder.
 */

/** A stored image as the renderer knows it after the prefetch pass (import rewrites attachment ids to these). */
export interface MediaInfo {
  id: number;
  url: string;
  width: number;
  height: number;
  alt: string;
  /** The attachment's caption (WordPress `post_excerpt`), "" when none. */
  caption: string;
  mimeType: string;
  /** Smaller renditions of the same image (widest last), for `srcset`; empty when only the original exists. */
  variants: { url: string; width: number; height: number }[];
}

/**
 * The shop's catalogue as product widgets and WooCommerce shortcodes read it. What they load is cached with the
 * document's HTML, so a page using them must be re-rendered when the catalogue changes (see `loadsCatalogue`
 * in `page/catalogue-widgets.ts`).
 */
export interface CatalogueLoadServices {
  /** Product cards for a query (published products only). */
  products(query: ProductQuery): Promise<ProductCardView[]>;
  /** One published product by id or SKU, with what its add-to-cart form needs; null when there is none. */
  product(ref: { id?: number; sku?: string }): Promise<ProductDetailView | null>;
  /** How the shop writes prices. */
  currency(): CurrencySettings;
  /** A product's approved reviews, newest first, at most `limit` (the page is then tagged with the product). */
  reviews(productId: number, limit: number): Promise<ProductReviewView[]>;
}

/** One link of a nav menu as menu widgets render it. */
export interface NavMenuItem {
  /** The WordPress menu item id (0 for the shop's settings menu, whose items have none). */
  id: number;
  label: string;
  url: string;
  /** `_blank` or "". */
  target: string;
  classes: string[];
  /** Whether an ElementsKit mega menu (a published section document) opens from this item. */
  megaMenu: boolean;
  children: NavMenuItem[];
}

/** A nav menu: an imported WordPress menu, or the shop's own settings menu. */
export interface NavMenu {
  slug: string;
  name: string;
  items: NavMenuItem[];
}

/** A point on the map. */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** A road route as the maps router answers it: `[lat, lng]` pairs, metres, seconds. */
export interface MapRoute {
  points: [number, number][];
  distance: number;
  duration: number;
}

/**
 * The maps widget's outside services, asked on the server at render time and cached in the database (decision
 * 028). Their answers are rendered into the cached page, so a page view never waits on them twice.
 */
export interface MapLoadServices {
  /** The configured geocoder; null when the address is not found or the service fails. */
  geocode(address: string): Promise<MapPoint | null>;
  /** The configured router; null when there is no route or the service fails. */
  route(
    origin: MapPoint,
    destination: MapPoint,
    mode: "DRIVING" | "WALKING" | "BICYCLING" | "TRANSIT",
  ): Promise<MapRoute | null>;
  /** Google Maps when the shop configured a key; null otherwise. */
  google: { apiKey: string; scriptUrl: string; staticUrl: string; streetViewUrl: string } | null;
  /** Elementor's `google_maps` embed: loaded when the visitor asks (default) or at once (decision 033). */
  embed?: "on-demand" | "immediate";
}

/** Data sources a widget's `load` may call; batched and cached per render. Grows with the widgets that need more. */
export interface LoadServices {
  /** Stored images by media id (one query for the whole document). Unknown ids are absent. */
  media(id: number): Promise<MediaInfo | null>;
  catalogue: CatalogueLoadServices;
  /** The imported menu with this slug; "" or an unknown slug gives the header's primary menu (settings). */
  menu(slug: string): Promise<NavMenu>;
  /** Loop widgets' entries, terms, loop-item renders and the address's loop state (absent: loops render empty). */
  loop?: LoopServices;
  /** Geocoding, routing and Google Maps for the maps widget (absent: coordinates only, tiles only). */
  maps?: MapLoadServices;
}

/** The document HTML policy (decision 019): what survives of HTML a document carries. Nothing that runs. */
export interface DocumentSanitizer {
  /** Text-editor content and HTML-widget markup: formatting, links, images, media, allowlisted embeds. */
  html(html: string): string;
  /** One-line settings with inline markup (heading titles): inline tags only. */
  inline(html: string): string;
}

/** What every widget sees of the document being rendered. Nothing per shopper: the HTML is cached and shared. */
export interface RenderContext {
  sanitize: DocumentSanitizer;
  documentId: number;
  /** The element being rendered (`data-id`); loop widgets key their address parameters by it. */
  elementId: string;
  /** The element's `widgetType` ("" for sections, columns and containers); folders of several types branch on it. */
  widgetType: string;
  /** `page`, `post`, `header`, `footer`, `popup`, `loop-item`, `section`… */
  documentType: string;
  /** The shop's time zone (IANA name) local dates in settings are read in; `UTC` unless the caller passes one. */
  timeZone: string;
  /** Records a problem worth telling the shop owner (shown in the document report), never shown to visitors. */
  report(message: string): void;
  /** Records a shortcode Vitrine does not render (listed in the document report beside unknown widgets). */
  reportUnknownShortcode(tag: string): void;
  /**
   * How this element's main image loads, WordPress's rule for content images: the first few images of a page
   * or post load at once (they are likely above the fold, the first probably the largest paint) and the rest
   * lazily; images of headers, footers, popups and templates always lazily.
   */
  imageLoading: ImageLoading;
}

/** `loading` and `fetchpriority` for an `<img>` (decision 031). */
export interface ImageLoading {
  loading?: "lazy";
  fetchPriority?: "high";
}

export interface WidgetProps<S, D> {
  element: ElementData;
  /** The parsed settings: every schema field (defaults filled in), plus every other stored key. */
  settings: S & Settings;
  /** What `load` returned (undefined without `load`). */
  data: D;
  context: RenderContext;
  /** The widget's child elements, rendered (nested tabs and accordions place one per item); empty for most. */
  childNodes?: readonly ReactNode[];
}

export interface WidgetDefinition<Shape extends z.ZodRawShape = z.ZodRawShape, Data = undefined> {
  /** The `widgetType`s this folder renders (`["heading"]`, `["tabs", "nested-tabs"]`). */
  types: readonly string[];
  /** Zod object of the settings, each field with the spec's (or Elementor's) default. */
  settings: z.ZodObject<Shape>;
  /** Server component: the inside of `.elementor-widget-container`. Pure: settings and prefetched data only. */
  Component: (props: WidgetProps<z.output<z.ZodObject<Shape>>, Data>) => ReactNode;
  /** Async data for the component, run before rendering in one pass over the whole tree. */
  load?: (
    settings: z.output<z.ZodObject<Shape>> & Settings,
    services: LoadServices,
    context: RenderContext,
  ) => Promise<Data>;
  /** Rules from settings into the document's generated CSS (`style.selector` is this element's selector). */
  css?: (settings: z.output<z.ZodObject<Shape>> & Settings, style: StyleWriter) => void;
  /** Classes on the widget's wrapper that depend on settings (Elementor's `prefix_class` controls). */
  wrapperClasses?: (settings: z.output<z.ZodObject<Shape>> & Settings) => readonly string[];
  /** Settings the browser module reads from `data-settings` (responsive variants included automatically). */
  frontendSettings?: readonly string[];
  /** Stem of the browser module in this folder: `"video"` for `video.client.ts`, loaded only where used. */
  client?: string;
  /**
   * What the browser module needs, worked out here from the parsed settings and written as JSON into the
   * element's `data-vitrine-config` (decision 034): the browser then reads plain values and needs no schema.
   */
  browserConfig?: (settings: z.output<z.ZodObject<Shape>> & Settings) => unknown;
  /** URL of static CSS for this widget (`import href from "./<name>.css?url"`), linked only where used. */
  stylesheet?: string;
}

/** Identity function that gives a widget definition its types. */
export function defineWidget<Shape extends z.ZodRawShape, Data = undefined>(
  definition: WidgetDefinition<Shape, Data>,
): WidgetDefinition<Shape, Data> {
  return definition;
}

/** A definition whose types are erased, as the registry holds them. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds widgets of every settings shape and data type
export type AnyWidgetDefinition = WidgetDefinition<any, any>;
