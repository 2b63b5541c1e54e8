/**
 * Writes `30-popups.xml`, the demo shop's popups as Elementor Pro exports them (decision 024), with WooCommerce's
 * cart, checkout and account pages (as a WooCommerce export carries them) so conditions can name the cart:
 *
 * - a newsletter sign-up on the home, about, journal index and shop pages, 5 s into the second page view, at
 *   most once a week;
 * - an exit-intent offer on the cart for guests, with a real coupon of the demo shop (WELCOME10, coupons.json);
 * - a winter sale announcement on the home and shop pages between 20 November 2026 and 31 January 2027, once a
 *   session, closing itself after 10 s.
 *
 * Document ids 1100–1199. Deterministic: run `npx tsx content/demo/site/build-popups.ts` after changing it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serialize } from "php-serialize";
import { type WxrItem, writeWxr } from "../../wxr-writer.ts";
import { DEMO_AUTHOR, DEMO_GENERATOR, DEMO_SITE, pictureItems } from "./demo-wxr.ts";
import { box, color, type Element, gap, px, type Settings } from "./elementor-parts.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = DEMO_SITE;

/** The demo's documents here (ids 1100–1199). */
export const DEMO_POPUPS = {
  newsletter: 1101,
  exitOffer: 1102,
  sale: 1103,
  cartPage: 1110,
  checkoutPage: 1111,
  accountPage: 1112,
  /** The packing-table picture again (10-pages.xml has it as 402): an export carries the media its documents use. */
  packingPicture: 1120,
} as const;
/** "About us" in 10-pages.xml. */
const ABOUT_PAGE_ID = 301;
/** The demo shop's first-order coupon (content/demo/coupons.json). */
export const EXIT_OFFER_COUPON = "WELCOME10";
/** The sale's dates, in the shop's time zone. */
export const SALE_SCHEDULE = { start: "2026-11-20 00:00", end: "2027-01-31 23:59" } as const;

let counter = 0;
/** Element ids: 7 hex digits like Elementor's, from a prefix of this file's own. */
const nextId = () => (0x1100000 + counter++).toString(16).padStart(7, "0");

/** The kit's colours (00-kit.xml). */
const KIT = { primary: "primary", text: "text", accent: "accent", heading: "c0a1b2d", sand: "c0a1b2e" };

/** Elementor's link action href, as the editor writes it. */
const action = (name: string, settings?: Settings) =>
  `#elementor-action:action=${name}${settings ? `&settings=${Buffer.from(JSON.stringify(settings)).toString("base64")}` : ""}`;

function widget(widgetType: string, settings: Settings): Element {
  return { id: nextId(), elType: "widget", widgetType, isInner: false, settings, elements: [] };
}
function container(settings: Settings, elements: Element[], isInner = true): Element {
  return { id: nextId(), elType: "container", isInner, settings, elements };
}
function eyebrow(text: string, settings: Settings = {}): Element {
  return widget("heading", {
    title: text,
    header_size: "p",
    typography_typography: "custom",
    typography_font_size: px(13),
    typography_font_weight: "700",
    typography_text_transform: "uppercase",
    typography_letter_spacing: px(1.5),
    __globals__: { title_color: color(KIT.primary) },
    ...settings,
  });
}
function heading(title: string, size: number, settings: Settings = {}): Element {
  return widget("heading", {
    title,
    header_size: "h2",
    typography_typography: "custom",
    typography_font_size: px(size),
    typography_font_size_mobile: px(Math.round(size * 0.8)),
    typography_font_weight: "700",
    typography_line_height: { unit: "em", size: 1.2, sizes: [] },
    __globals__: { title_color: color(KIT.heading) },
    ...settings,
  });
}
function text(html: string, settings: Settings = {}): Element {
  return widget("text-editor", { editor: html, __globals__: { text_color: color(KIT.text) }, ...settings });
}
function button(label: string, url: string, style: "solid" | "quiet", settings: Settings = {}): Element {
  return widget("button", {
    text: label,
    link: { url, is_external: "", nofollow: "", custom_attributes: "" },
    size: "md",
    border_radius: box(6),
    typography_typography: "custom",
    typography_font_weight: "600",
    ...(style === "solid"
      ? { button_text_color: "#FFFFFF", __globals__: { background_color: color(KIT.primary) } }
      : {
          background_color: "#FFFFFF00",
          text_padding: box(12, 4),
          __globals__: { button_text_color: color(KIT.text) },
          typography_text_decoration: "underline",
        }),
    button_background_hover_color: style === "solid" ? "#084542" : "#FFFFFF00",
    ...settings,
  });
}

/** The newsletter: a picture of the packing table beside the sign-up (the picture goes on phones). */
function newsletterContent(): Element[] {
  return [
    container(
      {
        content_width: "full",
        flex_direction: "row",
        flex_direction_mobile: "column",
        flex_gap: gap(0),
        flex_align_items: "stretch",
        padding: box(0),
      },
      [
        container(
          {
            content_width: "full",
            width: { unit: "%", size: 42, sizes: [] },
            hide_mobile: "hidden-mobile",
            background_background: "classic",
            background_image: {
              url: `${SITE}/wp-content/uploads/2026/10/packing-table.jpg`,
              id: DEMO_POPUPS.packingPicture,
              size: "",
              alt: "",
              source: "library",
            },
            background_position: "center center",
            background_size: "cover",
            min_height: px(420),
          },
          [],
        ),
        container(
          {
            content_width: "full",
            width: { unit: "%", size: 58, sizes: [] },
            width_mobile: { unit: "%", size: 100, sizes: [] },
            flex_direction: "column",
            flex_gap: gap(14),
            flex_justify_content: "center",
            padding: box(44, 40, 36, 40),
            padding_mobile: box(40, 22, 24, 22),
          },
          [
            eyebrow("The studio letter"),
            heading("New arrivals and workshop stories, once a month", 28),
            text(
              "<p>Be first to hear about restocks, seasonal collections and the makers behind them. No more than one letter a month.</p>",
            ),
            widget("elementskit-mail-chimp", {
              ekit_mail_chimp_select_listed_id: "studio-letter",
              ekit_mail_chimp_double_opt_in: "yes",
              ekit_mail_chimp_email_address_label: "Email address",
              ekit_mail_chimp_email_address_placeholder: "you@example.com",
              ekit_mail_chimp_submit: "Sign me up",
              ekit_mail_chimp_opt_in_success_message:
                "Almost there: please confirm with the link we have just emailed you.",
              ekit_mail_chimp_btn_text_color: "#FFFFFF",
              __globals__: { ekit_mail_chimp_btn_bg_color: color(KIT.primary) },
            }),
            button("No thanks, not now", action("popup:close"), "quiet", {
              align: "left",
              typography_font_size: px(14),
            }),
          ],
        ),
      ],
      false,
    ),
  ];
}

/** The cart's exit offer: the code large, in a dashed ticket, and the way back to the basket. */
function exitOfferContent(): Element[] {
  return [
    container(
      {
        content_width: "full",
        flex_direction: "column",
        flex_align_items: "center",
        flex_gap: gap(14),
        padding: box(48, 40, 40, 40),
        padding_mobile: box(44, 20, 28, 20),
      },
      [
        eyebrow("Before you go", { align: "center" }),
        heading("10% off your first order", 32, { align: "center" }),
        text(
          "<p>Your basket is saved. Enter this code in the coupon field when you are ready to order.</p>",
          { align: "center" },
        ),
        container(
          {
            content_width: "full",
            width: { unit: "px", size: 300, sizes: [] },
            width_mobile: { unit: "%", size: 100, sizes: [] },
            flex_direction: "column",
            flex_align_items: "center",
            padding: box(16, 24),
            border_border: "dashed",
            border_width: box(2),
            border_radius: box(8),
            background_background: "classic",
            __globals__: { border_color: color(KIT.primary), background_color: color(KIT.sand) },
          },
          [
            heading(EXIT_OFFER_COUPON, 30, {
              header_size: "p",
              align: "center",
              typography_letter_spacing: px(4),
              typography_font_size_mobile: px(26),
              __globals__: { title_color: color(KIT.primary) },
            }),
          ],
        ),
        text("<p>Takes 10% off everything in your basket.</p>", {
          align: "center",
          typography_typography: "custom",
          typography_font_size: px(13),
        }),
        button("Back to my basket", action("popup:close"), "solid", { align: "center" }),
      ],
      false,
    ),
  ];
}

/** The sale: a bar along the bottom of the window, the offer beside its button. */
function saleContent(): Element[] {
  return [
    container(
      {
        content_width: "boxed",
        boxed_width: px(1200),
        flex_direction: "row",
        flex_direction_mobile: "column",
        flex_align_items: "center",
        flex_align_items_mobile: "flex-start",
        flex_justify_content: "space-between",
        flex_gap: gap(20),
        padding: box(20, 64, 20, 28),
        padding_mobile: box(20, 52, 22, 20),
      },
      [
        container(
          {
            content_width: "full",
            flex_direction: "column",
            flex_gap: gap(4),
            width: { unit: "%", size: 70 },
          },
          [
            eyebrow("Winter sale · until 31 January", {
              title_color: "#F6D9A8",
              __globals__: {},
            }),
            heading("Up to 20% off lamps, candles, hoodies and camping mugs", 24, {
              title_color: "#FFFFFF",
              __globals__: {},
            }),
          ],
        ),
        button("Shop the sale", "/shop/", "solid", {
          button_text_color: "#084542",
          background_color: "#FFFFFF",
          button_background_hover_color: "#F6F4EF",
          __globals__: {},
        }),
      ],
      false,
    ),
  ];
}

interface Item {
  id: number;
  title: string;
  slug: string;
  type: "page" | "elementor_library";
  content?: string;
  meta: Record<string, string>;
}

function item(entry: Item): WxrItem {
  return {
    ...entry,
    link:
      entry.type === "elementor_library"
        ? `${SITE}/?elementor_library=${entry.slug}`
        : `${SITE}/${entry.slug}/`,
    pubDate: "Mon, 02 Nov 2026 10:00:00 +0000",
    date: "2026-11-02 10:00:00",
  };
}

/** WooCommerce's own page, as its export carries it: a shortcode Vitrine's page replaces. */
function wooCommercePage(id: number, title: string, slug: string, shortcode: string): Item {
  return {
    id,
    title,
    slug,
    type: "page",
    content: `<!-- wp:shortcode -->[${shortcode}]<!-- /wp:shortcode -->`,
    meta: { _wp_page_template: "default" },
  };
}

function popup(
  id: number,
  title: string,
  conditions: string[],
  elements: Element[],
  settings: Settings,
  display: { triggers: Settings; timing: Settings },
): Item {
  return {
    id,
    title,
    slug: title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, ""),
    type: "elementor_library",
    meta: {
      _elementor_edit_mode: "builder",
      _elementor_template_type: "popup",
      _elementor_version: "3.21.3",
      _elementor_pro_version: "3.21.1",
      _elementor_data: JSON.stringify(elements),
      _elementor_page_settings: serialize(settings),
      _elementor_conditions: serialize(conditions),
      _elementor_popup_display_settings: serialize(display),
      _wp_page_template: "default",
    },
  };
}

const P = DEMO_POPUPS;
const commonSettings = {
  close_button_position: "inside",
  close_button_color: "#3D4550",
  close_button_size: px(18),
  a11y_navigation: "yes",
};

const items: WxrItem[] = [
  ...pictureItems([
    {
      id: P.packingPicture,
      title: "Packing table",
      slug: "packing-table-2",
      file: "2026/10/packing-table.jpg",
      alt: "Gift wrapping, a card set and twine on the packing table",
      pubDate: "Mon, 02 Nov 2026 10:00:00 +0000",
      date: "2026-11-02 10:00:00",
    },
  ]),
  ...[
    wooCommercePage(P.cartPage, "Cart", "cart", "woocommerce_cart"),
    wooCommercePage(P.checkoutPage, "Checkout", "checkout", "woocommerce_checkout"),
    wooCommercePage(P.accountPage, "My account", "my-account", "woocommerce_my_account"),
    popup(
      P.newsletter,
      "Newsletter sign-up",
      [
        // Where visitors browse: the home, about and journal index pages, the shop's listings and products; never
        // the cart, checkout or account (nor any other page a shop adds later).
        "include/singular/front_page",
        `include/singular/page/${ABOUT_PAGE_ID}`,
        "include/archive/post_archive",
        "include/product_archive",
        "include/singular/product",
        `exclude/singular/page/${P.cartPage}`,
        `exclude/singular/page/${P.checkoutPage}`,
        `exclude/singular/page/${P.accountPage}`,
      ],
      newsletterContent(),
      {
        ...commonSettings,
        width: px(780),
        width_mobile: { unit: "vw", size: 92, sizes: [] },
        background_color: "#FFFFFF",
        border_radius: box(14),
        overlay_background_color: "rgba(27, 31, 35, 0.62)",
        close_button_background_color: "#FFFFFFE6",
        entrance_animation: "fadeInUp",
        exit_animation: "fadeIn",
        entrance_animation_duration: px(0.5),
        prevent_scroll: "yes",
        avoid_multiple_popups: "yes",
      },
      {
        triggers: { page_load: "yes", page_load_delay: 5 },
        timing: {
          page_views: "yes",
          page_views_views: 1,
          times: "yes",
          times_period: "week",
          times_times: 1,
          times_count: "open",
        },
      },
    ),
    popup(
      P.exitOffer,
      "Cart exit offer",
      [`include/singular/page/${P.cartPage}`],
      exitOfferContent(),
      {
        ...commonSettings,
        width: px(520),
        width_mobile: { unit: "vw", size: 92, sizes: [] },
        background_color: "#FFFFFF",
        border_radius: box(14),
        overlay_background_color: "rgba(27, 31, 35, 0.62)",
        entrance_animation: "zoomIn",
        exit_animation: "fadeIn",
        entrance_animation_duration: px(0.4),
        avoid_multiple_popups: "yes",
      },
      {
        triggers: { exit_intent: "yes" },
        timing: {
          logged_in: "yes",
          logged_in_users: "all",
          times: "yes",
          times_period: "session",
          times_times: 1,
          times_count: "open",
        },
      },
    ),
    popup(
      P.sale,
      "Winter sale announcement",
      ["include/singular/front_page", "include/product_archive"],
      saleContent(),
      {
        ...commonSettings,
        close_button_color: "#FFFFFF",
        width: { unit: "vw", size: 100, sizes: [] },
        horizontal_position: "center",
        vertical_position: "bottom",
        overlay: "",
        background_color: "#084542",
        border_radius: box(0),
        close_automatically: 10,
        entrance_animation: "slideInUp",
        exit_animation: "slideInUp",
        entrance_animation_duration: px(0.5),
      },
      {
        triggers: { page_load: "yes", page_load_delay: 1 },
        timing: {
          schedule: "yes",
          schedule_timezone: "site",
          schedule_start_date: SALE_SCHEDULE.start,
          schedule_end_date: SALE_SCHEDULE.end,
          times: "yes",
          times_period: "session",
          times_times: 1,
          times_count: "open",
        },
      },
    ),
  ].map(item),
];

const xml = writeWxr({
  comments: [
    "This is a WordPress eXtended RSS file generated by WordPress as an export of your site.",
    "Generated by content/demo/site/build-popups.ts: the demo shop's popups and WooCommerce pages.",
  ],
  site: SITE,
  title: "Vitrine Demo Shop",
  description: "Small goods, made with care",
  author: DEMO_AUTHOR,
  generator: DEMO_GENERATOR,
  items,
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "30-popups.xml"), xml);
  console.log(`wrote ${path.join(here, "30-popups.xml")}`);
}
