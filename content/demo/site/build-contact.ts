/**
 * Writes `70-contact.xml`, the demo shop's Contact page and its footer template (ids 1500–1649, issue 17):
 * the page at /contact/ with the Paris workshop on an ElementsKit map (a marker with its popup), the walking
 * route from Bastille and the visiting details; the footer template carries ElementsKit's mailing-list sign-up
 * form. The footer has no display conditions: the setting `footer.template` (its id, 1500) switches it on
 * instead of Astra's footer, as `header.template` does for the header. Colours are Astra's palette globals, so
 * the light and dark palettes both apply. The maps use coordinates (no geocoding), and the walking route's line
 * is in `map-lookups.json`, which the demo seed stores in the maps cache: the demo never asks a router.
 * Deterministic: run `npx tsx content/demo/site/build-contact.ts` after changing it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serialize } from "php-serialize";
import { elementorMeta, writeWxr } from "../../wxr-writer.ts";
import { DEMO_AUTHOR, DEMO_SITE } from "./demo-wxr.ts";
import { box, type Element, gap, PALETTE, percent, px, type Settings } from "./elementor-parts.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = DEMO_SITE;

export const DEMO_FOOTER_TEMPLATE_ID = 1500;
export const DEMO_CONTACT_PAGE_ID = 1501;
/** The workshop (12 rue des Potiers, 75011 Paris) and the Bastille metro exit the walking route starts from. */
export const WORKSHOP = { lat: 48.859, lng: 2.3775 } as const;
export const BASTILLE = { lat: 48.8531, lng: 2.3691 } as const;
/** The walking line from Bastille up rue de la Roquette, as OSRM's foot profile draws it (stored, see above). */
export const WALKING_LINE: [number, number][] = [
  [48.8531, 2.3691],
  [48.8534, 2.3703],
  [48.854, 2.3715],
  [48.8548, 2.3729],
  [48.8556, 2.3741],
  [48.8565, 2.3752],
  [48.8574, 2.3761],
  [48.8582, 2.3766],
  [48.8587, 2.3771],
  [48.859, 2.3775],
];

let counter = 0;
const nextId = () => (0x1500000 + counter++).toString(16).padStart(7, "0");

function widget(widgetType: string, settings: Settings): Element {
  return { id: nextId(), elType: "widget", widgetType, isInner: false, settings, elements: [] };
}
function container(settings: Settings, elements: Element[], isInner = false): Element {
  return { id: nextId(), elType: "container", isInner, settings, elements };
}
const inner = (settings: Settings, elements: Element[]) =>
  container({ content_width: "full", ...settings }, elements, true);
const row = (settings: Settings, elements: Element[]) =>
  inner(
    {
      flex_direction: "row",
      flex_direction_mobile: "column",
      flex_gap: gap(32),
      flex_wrap: "wrap",
      ...settings,
    },
    elements,
  );
const column = (width: number, settings: Settings, elements: Element[]) =>
  inner(
    {
      flex_direction: "column",
      width: percent(width),
      width_mobile: percent(100),
      flex_gap: gap(16),
      ...settings,
    },
    elements,
  );
function heading(title: string, size: string, settings: Settings = {}): Element {
  return widget("heading", {
    title,
    header_size: size,
    __globals__: { title_color: PALETTE(2) },
    ...settings,
  });
}
function eyebrow(text: string): Element {
  return widget("heading", {
    title: text,
    header_size: "p",
    typography_typography: "custom",
    typography_font_size: px(13),
    typography_font_weight: "700",
    typography_text_transform: "uppercase",
    typography_letter_spacing: px(1.5),
    __globals__: { title_color: PALETTE(0) },
  });
}
function text(html: string, settings: Settings = {}): Element {
  return widget("text-editor", { editor: html, __globals__: { text_color: PALETTE(3) }, ...settings });
}
const card = (elements: Element[]) =>
  inner(
    {
      flex_direction: "column",
      flex_gap: gap(10),
      padding: box(24),
      border_radius: box(10),
      background_background: "classic",
      __globals__: { background_color: PALETTE(5) },
    },
    elements,
  );

export const WORKSHOP_MARKER = {
  title: "Atelier Vitrine",
  content: "12 rue des Potiers, 75011 Paris. Tuesday to Saturday, 10:00 to 18:00.",
};

function contactPage(): Element[] {
  const opening = container(
    {
      content_width: "boxed",
      padding: box(72, 20, 40),
      padding_mobile: box(44, 16, 28),
      flex_gap: gap(12),
    },
    [
      eyebrow("Contact"),
      heading("Come and see the workshop", "h1", {
        typography_typography: "custom",
        typography_font_size: px(44),
        typography_font_size_mobile: px(32),
        typography_font_weight: "700",
      }),
      text(
        "<p>We make and pack everything in a small workshop in the 11th arrondissement. Drop in to see the kilns, pick up an order or ask about a commission.</p>",
      ),
    ],
  );
  const visit = container(
    { content_width: "boxed", padding: box(16, 20, 40), padding_mobile: box(8, 16, 28) },
    [
      row({}, [
        column(62, {}, [
          widget("elementskit-google-map", {
            ekit_google_map_type: "marker",
            ekit_google_map_address_type: "coordinates",
            ekit_google_map_lat: WORKSHOP.lat,
            ekit_google_map_lng: WORKSHOP.lng,
            ekit_google_map_zoom: px(16),
            ekit_google_map_markers: [
              {
                _id: "ws1",
                ekit_google_map_marker_lat: WORKSHOP.lat,
                ekit_google_map_marker_lng: WORKSHOP.lng,
                ekit_google_map_marker_title: WORKSHOP_MARKER.title,
                ekit_google_map_marker_content: WORKSHOP_MARKER.content,
              },
            ],
            ekit_google_map_zoom_control: "yes",
            ekit_google_map_fullscreen_control: "yes",
            ekit_google_map_height: px(420),
            ekit_google_map_height_mobile: px(300),
          }),
        ]),
        column(34, { flex_grow: 1 }, [
          card([
            eyebrow("Visit us"),
            heading("Atelier Vitrine", "h2", {
              typography_typography: "custom",
              typography_font_size: px(24),
            }),
            text("<p>12 rue des Potiers<br />75011 Paris, France</p>"),
            text(
              "<p><strong>Tuesday to Saturday</strong>, 10:00 to 18:00<br />Closed on Sundays, Mondays and in August.</p>",
            ),
            text(
              '<p><a href="tel:+33123456789">+33 1 23 45 67 89</a><br /><a href="mailto:shop@demo.vitrine.example">shop@demo.vitrine.example</a></p>',
            ),
          ]),
        ]),
      ]),
    ],
  );
  const route = container(
    { content_width: "boxed", padding: box(24, 20, 80), padding_mobile: box(16, 16, 52), flex_gap: gap(16) },
    [
      row({ flex_align_items: "center" }, [
        column(34, {}, [
          eyebrow("Getting here"),
          heading("Eight minutes on foot from Bastille", "h2", {
            typography_typography: "custom",
            typography_font_size: px(28),
          }),
          text(
            "<p>Leave the metro at Bastille (lines 1, 5 and 8), take rue de la Roquette and walk up past the fountain. The workshop is the blue door on the left.</p>",
          ),
        ]),
        column(62, { flex_grow: 1 }, [
          widget("elementskit-google-map", {
            ekit_google_map_type: "routes",
            ekit_google_map_lat: 48.856,
            ekit_google_map_lng: 2.3733,
            ekit_google_map_zoom: px(15),
            ekit_google_map_route_origin_lat: BASTILLE.lat,
            ekit_google_map_route_origin_lng: BASTILLE.lng,
            ekit_google_map_route_dest_lat: WORKSHOP.lat,
            ekit_google_map_route_dest_lng: WORKSHOP.lng,
            ekit_google_map_route_travel_mode: "WALKING",
            ekit_google_map_stroke_color: "#1f6f6b",
            ekit_google_map_stroke_opacity: { unit: "px", size: 0.9, sizes: [] },
            ekit_google_map_stroke_weight: px(5),
            ekit_google_map_theme: "silver",
            ekit_google_map_height: px(360),
            ekit_google_map_height_mobile: px(280),
          }),
        ]),
      ]),
    ],
  );
  return [opening, visit, route];
}

function footer(): Element[] {
  return [
    container(
      {
        content_width: "boxed",
        padding: box(56, 20, 32),
        padding_mobile: box(40, 16, 24),
        flex_gap: gap(28),
        background_background: "classic",
        border_border: "solid",
        border_width: { unit: "px", top: "1", right: "0", bottom: "0", left: "0", isLinked: false },
        __globals__: { background_color: PALETTE(5), border_color: PALETTE(6) },
      },
      [
        row({ flex_align_items: "center", flex_justify_content: "space-between" }, [
          column(44, {}, [
            heading("The workshop letter", "h2", {
              typography_typography: "custom",
              typography_font_size: px(26),
            }),
            text(
              "<p>New pieces, seconds sales and open-studio days, once a month. No noise, unsubscribe in one click.</p>",
            ),
          ]),
          column(50, {}, [
            widget("elementskit-mail-chimp", {
              ekit_mail_chimp_select_listed_id: "workshop-letter",
              ekit_mail_chimp_success_message:
                "Welcome to the workshop letter! The next one comes out on the first Tuesday of the month.",
              ekit_mail_chimp_email_address_label: "Email address",
              ekit_mail_chimp_email_address_placeholder: "you@example.com",
              ekit_mail_chimp_submit: "Subscribe",
              ekit_mail_chimp_form_style_switcher: "yes",
              ekit_mail_chimp_btn_bg_color: "#1f6f6b",
              ekit_mail_chimp_btn_text_color: "#FFFFFF",
            }),
          ]),
        ]),
        row({ flex_justify_content: "space-between", flex_align_items: "center", flex_gap: gap(12) }, [
          text("<p>© 2026 Atelier Vitrine · 12 rue des Potiers, 75011 Paris</p>", {
            typography_typography: "custom",
            typography_font_size: px(14),
          }),
          text(
            '<p><a href="/contact/">Contact</a> · <a href="/our-story/">Our story</a> · <a href="/shop/">Shop</a></p>',
            {
              typography_typography: "custom",
              typography_font_size: px(14),
            },
          ),
        ]),
      ],
    ),
  ];
}

function buildExport(): string {
  const date = "2026-11-22 10:00:00";
  const pubDate = "Sun, 22 Nov 2026 10:00:00 +0000";
  return writeWxr({
    comments: [
      "Generated by content/demo/site/build-contact.ts: the demo shop's Contact page and footer template.",
    ],
    site: SITE,
    title: "Vitrine Demo Shop",
    description: "The demo shop's contact page and footer",
    author: DEMO_AUTHOR,
    items: [
      {
        id: DEMO_FOOTER_TEMPLATE_ID,
        title: "Shop footer",
        slug: "shop-footer",
        type: "elementor_library",
        link: `${SITE}/?elementor_library=shop-footer`,
        pubDate,
        date,
        meta: elementorMeta("footer", footer()),
      },
      {
        id: DEMO_CONTACT_PAGE_ID,
        title: "Contact",
        slug: "contact",
        type: "page",
        link: `${SITE}/contact/`,
        pubDate,
        date,
        meta: {
          ...elementorMeta("wp-page", contactPage()),
          _elementor_page_settings: serialize({ hide_title: "yes", template: "elementor_header_footer" }),
          _wp_page_template: "elementor_header_footer",
        },
      },
    ],
  });
}

/** The maps cache rows the demo seed stores: the walking route, as the default router (OSRM) would answer. */
export const DEMO_MAP_LOOKUPS = [
  {
    kind: "route:osrm",
    key: `${BASTILLE.lat.toFixed(6)},${BASTILLE.lng.toFixed(6)};${WORKSHOP.lat.toFixed(6)},${WORKSHOP.lng.toFixed(6)};WALKING`,
    result: { points: WALKING_LINE, distance: 1010, duration: 726 },
  },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "70-contact.xml"), buildExport());
  writeFileSync(path.join(here, "map-lookups.json"), `${JSON.stringify(DEMO_MAP_LOOKUPS, null, 2)}\n`);
  console.log(`wrote ${path.join(here, "70-contact.xml")} and map-lookups.json`);
}
