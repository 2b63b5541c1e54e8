/**
 * Writes `80-services.xml`, the WordPress export the end-to-end servers import at start for the widgets that talk
 * to outside services (issue 17): the ElementsKit mailing-list sign-up, the maps. Document ids 80000–80999, pages under
 * `/services-*`. Run `npx tsx tests/e2e/content/build-services.ts` after changing it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { elementorMeta, TEST_AUTHOR, type WxrItem, writeWxr } from "../../../content/wxr-writer.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = "https://old-shop.example";

export const SERVICES_PAGES = {
  mailingList: { id: 80001, path: "/services-mailing-list/" },
  maps: { id: 80002, path: "/services-maps/" },
} as const;

export const MAIL_MESSAGES = {
  success: "Welcome to the workshop letter!",
  optIn: "Almost there: please confirm from the email we just sent.",
} as const;

const widget = (id: string, widgetType: string, settings: Record<string, unknown>) => ({
  id,
  elType: "widget",
  widgetType,
  isInner: false,
  settings,
  elements: [],
});
const container = (id: string, settings: Record<string, unknown>, elements: unknown[]) => ({
  id,
  elType: "container",
  isInner: false,
  settings: { content_width: "boxed", flex_direction: "column", ...settings },
  elements,
});
const heading = (id: string, title: string) => widget(id, "heading", { title, header_size: "h2" });

const mailingListPage = [
  container(
    "c800001",
    { padding: { unit: "px", top: "40", right: "20", bottom: "40", left: "20", isLinked: false } },
    [
      heading("c800002", "The workshop letter"),
      widget("c800003", "elementskit-mail-chimp", {
        ekit_mail_chimp_select_listed_id: "workshop-letter",
        ekit_mail_chimp_success_message: MAIL_MESSAGES.success,
        ekit_mail_chimp_email_address_label: "Email address",
        ekit_mail_chimp_email_address_placeholder: "you@example.com",
        ekit_mail_chimp_submit: "Subscribe",
        ekit_mail_chimp_form_style_switcher: "yes",
      }),
    ],
  ),
  container(
    "c800010",
    { padding: { unit: "px", top: "40", right: "20", bottom: "40", left: "20", isLinked: false } },
    [
      heading("c800011", "Class announcements (confirmed by email)"),
      widget("c800012", "elementskit-mail-chimp", {
        ekit_mail_chimp_select_listed_id: "class-announcements",
        ekit_mail_chimp_double_opt_in: "yes",
        ekit_mail_chimp_opt_in_success_message: MAIL_MESSAGES.optIn,
        ekit_mail_chimp_section_form_name_show: "yes",
        ekit_mail_chimp_first_name_label: "First name",
        ekit_mail_chimp_last_name_label: "Last name",
        ekit_mail_chimp_email_address_label: "Email address",
        ekit_mail_chimp_submit: "Keep me posted",
      }),
    ],
  ),
];

/** The Paris workshop and its marker popup (the maps page, issue 17 "Maps"). */
export const MAP_MARKER = { title: "Atelier Vitrine", content: "12 rue des Potiers, 75011 Paris" } as const;

export const MAP_OVERLAY = "Open Tuesday to Saturday";

/** Addresses the maps stand-in (tests/support/maps-stand-in.ts) finds and does not find. */
export const MAP_ADDRESSES = { found: "12 rue des Potiers, Paris", missing: "Nowhere at all" } as const;

const PATH = [
  [48.853, 2.369],
  [48.857, 2.375],
  [48.861, 2.372],
].map(([lat, lng], index) => ({
  _id: `pt${index}`,
  ekit_google_map_polyline_lat: lat,
  ekit_google_map_polyline_lng: lng,
}));

const mapsPage = [
  container("c800101", {}, [
    heading("c800102", "Our workshop"),
    widget("c800103", "elementskit-google-map", {
      ekit_google_map_type: "marker",
      ekit_google_map_lat: 48.8566,
      ekit_google_map_lng: 2.3722,
      ekit_google_map_zoom: { unit: "px", size: 15 },
      ekit_google_map_markers: [
        {
          _id: "mk1",
          ekit_google_map_marker_lat: 48.8566,
          ekit_google_map_marker_lng: 2.3722,
          ekit_google_map_marker_title: MAP_MARKER.title,
          ekit_google_map_marker_content: MAP_MARKER.content,
        },
      ],
    }),
    widget("c800104", "elementskit-google-map", {
      ekit_google_map_type: "polyline",
      ekit_google_map_lat: 48.857,
      ekit_google_map_lng: 2.372,
      ekit_google_map_polylines: PATH,
      ekit_google_map_stroke_color: "#0055AA",
      ekit_google_map_stroke_weight: { unit: "px", size: 4 },
    }),
    widget("c800105", "elementskit-google-map", {
      ekit_google_map_type: "polygon",
      ekit_google_map_lat: 48.857,
      ekit_google_map_lng: 2.372,
      ekit_google_map_polylines: PATH,
    }),
    widget("c800106", "elementskit-google-map", {
      ekit_google_map_type: "routes",
      ekit_google_map_lat: 48.857,
      ekit_google_map_lng: 2.372,
      ekit_google_map_route_origin_lat: 48.853,
      ekit_google_map_route_origin_lng: 2.369,
      ekit_google_map_route_dest_lat: 48.861,
      ekit_google_map_route_dest_lng: 2.372,
      ekit_google_map_route_travel_mode: "WALKING",
    }),
    widget("c800107", "elementskit-google-map", {
      ekit_google_map_type: "overlay",
      ekit_google_map_overlay_content: MAP_OVERLAY,
      ekit_google_map_scale_control: "yes",
      ekit_google_map_zoom_control: "",
    }),
    widget("c800108", "elementskit-google-map", {
      ekit_google_map_type: "basic",
      ekit_google_map_address_type: "address",
      ekit_google_map_addr: MAP_ADDRESSES.found,
      ekit_google_map_theme: "dark",
      ekit_google_map_fullscreen_control: "yes",
    }),
    widget("c800109", "elementskit-google-map", {
      ekit_google_map_type: "marker",
      ekit_google_map_address_type: "address",
      ekit_google_map_addr: MAP_ADDRESSES.missing,
    }),
    widget("c800110", "elementskit-google-map", {
      ekit_google_map_type: "static",
      ekit_google_map_lat: 48.8566,
      ekit_google_map_lng: 2.3722,
      ekit_google_map_zoom: { unit: "px", size: 15 },
      ekit_google_map_markers: [
        {
          _id: "mk2",
          ekit_google_map_marker_lat: 48.8566,
          ekit_google_map_marker_lng: 2.3722,
          ekit_google_map_marker_title: MAP_MARKER.title,
        },
      ],
    }),
    widget("c800111", "elementskit-google-map", {
      ekit_google_map_type: "panorama",
      ekit_google_map_lat: 48.8566,
      ekit_google_map_lng: 2.3722,
    }),
    widget("c800112", "elementskit-google-map", {
      ekit_google_map_type: "routes",
      ekit_google_map_lat: 0.5,
      ekit_google_map_lng: 1,
      ekit_google_map_route_origin_lat: 0,
      ekit_google_map_route_origin_lng: 1,
      ekit_google_map_route_dest_lat: 1,
      ekit_google_map_route_dest_lng: 1,
    }),
    // Elementor's own map (decision 033): a picture and a link until the visitor asks for Google's embed.
    widget("c800113", "google_maps", {
      address: MAP_ADDRESSES.found,
      zoom: { unit: "px", size: 15 },
      height: { unit: "px", size: 320 },
    }),
    // A panorama where Google's Street View (the keyed stand-in) has no imagery: latitude 0.
    widget("c800114", "elementskit-google-map", {
      ekit_google_map_type: "panorama",
      ekit_google_map_lat: 0,
      ekit_google_map_lng: 10,
    }),
  ]),
];

interface Page {
  id: number;
  title: string;
  slug: string;
  elements: unknown[];
}

function item(page: Page): WxrItem {
  return {
    id: page.id,
    title: page.title,
    slug: page.slug,
    type: "page",
    link: `${SITE}/${page.slug}/`,
    pubDate: "Sun, 01 Nov 2026 09:00:00 +0000",
    date: "2026-11-01 09:00:00",
    meta: elementorMeta("wp-page", page.elements),
  };
}

export const pages: Page[] = [
  {
    id: SERVICES_PAGES.mailingList.id,
    title: "Services: mailing list",
    slug: "services-mailing-list",
    elements: mailingListPage,
  },
  {
    id: SERVICES_PAGES.maps.id,
    title: "Services: maps",
    slug: "services-maps",
    elements: mapsPage,
  },
];

const xml = writeWxr({
  comments: [
    "Generated by tests/e2e/content/build-services.ts: the outside-service widgets' end-to-end documents.",
  ],
  site: SITE,
  title: "Atelier Test",
  description: "Outside-service widgets end-to-end documents",
  author: TEST_AUTHOR,
  items: pages.map(item),
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "80-services.xml"), xml);
  console.log(`wrote ${path.join(here, "80-services.xml")}`);
}
