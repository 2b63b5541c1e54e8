/**
 * Writes `40-popups.xml`, the WordPress export the end-to-end servers import at start for the popup specs
 * (tests/e2e/builder/popups.spec.ts): one test page per trigger or rule at `/popups-*​/`, and popup templates
 * conditioned to those pages only (never the entire site, so no other spec meets a popup). Document ids
 * 40000–40999. Run `npx tsx tests/e2e/content/build-popups.ts` after changing it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serialize } from "php-serialize";
import { TEST_AUTHOR, type WxrItem, writeWxr } from "../../../content/wxr-writer.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = "https://old-shop.example";

/** Test pages (path and id) and the popups conditioned to them. */
export const POPUP_PAGES = {
  load: { id: 40001, path: "/popups-load/", popup: 40101 },
  prevent: { id: 40002, path: "/popups-prevent/", popup: 40102 },
  background: { id: 40003, path: "/popups-background/", popup: 40103 },
  scroll: { id: 40004, path: "/popups-scroll/", popup: 40104 },
  scrollTo: { id: 40005, path: "/popups-scroll-to/", popup: 40105 },
  click: { id: 40006, path: "/popups-click/", popup: 40106 },
  inactivity: { id: 40007, path: "/popups-inactivity/", popup: 40107 },
  exit: { id: 40008, path: "/popups-exit/", popup: 40108 },
  adblock: { id: 40009, path: "/popups-adblock/", popup: 40109 },
  multiple: { id: 40010, path: "/popups-multiple/", popup: 40110, second: 40111 },
  weekly: { id: 40011, path: "/popups-weekly/", popup: 40112 },
  referrer: { id: 40012, path: "/popups-referrer/", popup: 40113, internal: 40114 },
  loggedIn: { id: 40013, path: "/popups-logged-in/", popup: 40115 },
  schedule: { id: 40014, path: "/popups-schedule/", popup: 40116, visitor: 40117 },
  links: { id: 40015, path: "/popups-links/", popup: 40118 },
  pageViews: { id: 40016, path: "/popups-page-views/", popup: 40119 },
  lightbox: { id: 40017, path: "/popups-lightbox/" },
  content: { id: 40018, path: "/popups-content/" },
  /** Conditioned to no page: its link on /popups-links/ leads to its own page. */
  orphan: { popup: 40120 },
} as const;

const action = (name: string, settings?: Record<string, unknown>) =>
  encodeURIComponent(
    `#elementor-action:action=${name}${settings ? `&settings=${Buffer.from(JSON.stringify(settings)).toString("base64")}` : ""}`,
  );

let nextId = 0x4a0000;
const elementId = () => (nextId++).toString(16);
const widget = (widgetType: string, settings: Record<string, unknown>) => ({
  id: elementId(),
  elType: "widget",
  widgetType,
  isInner: false,
  settings,
  elements: [],
});
const container = (settings: Record<string, unknown>, elements: unknown[]) => ({
  id: elementId(),
  elType: "container",
  isInner: false,
  settings,
  elements,
});

/** A popup's content: an eyebrow, a title, a sentence and its buttons, in a padded column. */
function popupContent(options: { eyebrow: string; title: string; text: string; buttons?: unknown[] }) {
  return [
    container(
      {
        content_width: "full",
        flex_direction: "column",
        flex_gap: { unit: "px", size: 12, column: "12", row: "12" },
        padding: { unit: "px", top: "48", right: "40", bottom: "40", left: "40", isLinked: false },
      },
      [
        widget("heading", {
          title: options.eyebrow,
          header_size: "p",
          title_color: "#9A3412",
          typography_typography: "custom",
          typography_font_size: { unit: "px", size: 13 },
          typography_font_weight: "700",
          typography_text_transform: "uppercase",
          typography_letter_spacing: { unit: "px", size: 1.5 },
        }),
        widget("heading", {
          title: options.title,
          header_size: "h2",
          title_color: "#1C1917",
          typography_typography: "custom",
          typography_font_size: { unit: "px", size: 30 },
          typography_font_size_mobile: { unit: "px", size: 24 },
          typography_font_weight: "700",
        }),
        widget("text-editor", { editor: `<p>${options.text}</p>`, text_color: "#44403C" }),
        ...(options.buttons ?? []),
      ],
    ),
  ];
}

const button = (text: string, url: string, extra: Record<string, unknown> = {}) =>
  widget("button", {
    text,
    link: { url },
    background_color: "#9A3412",
    border_radius: { unit: "px", top: "4", right: "4", bottom: "4", left: "4", isLinked: true },
    ...extra,
  });
const quietButton = (text: string, url: string) =>
  button(text, url, { background_color: "#F5F5F4", button_text_color: "#1C1917" });

/** A test page: a title, a line saying what it tests, and optional extra elements (tall spacers, targets). */
function testPage(title: string, text: string, extra: unknown[] = []) {
  return [
    container({ content_width: "boxed", flex_direction: "column" }, [
      widget("heading", { title, header_size: "h1" }),
      widget("text-editor", { editor: `<p>${text}</p>` }),
      ...extra,
    ]),
  ];
}

interface Item {
  id: number;
  title: string;
  slug: string;
  type: "page" | "elementor_library";
  meta: Record<string, string>;
}

function item(entry: Item): WxrItem {
  return {
    ...entry,
    link: entry.type === "page" ? `${SITE}/${entry.slug}/` : `${SITE}/?elementor_library=${entry.slug}`,
    pubDate: "Thu, 02 May 2024 08:00:00 +0000",
    date: "2024-05-02 09:00:00",
  };
}

function page(id: number, pathName: string, title: string, elements: unknown[]): Item {
  return {
    id,
    title,
    slug: pathName.replaceAll("/", ""),
    type: "page",
    meta: {
      _elementor_edit_mode: "builder",
      _elementor_template_type: "wp-page",
      _elementor_version: "3.21.3",
      _elementor_data: JSON.stringify(elements),
      _elementor_page_settings: serialize({ hide_title: "yes" }),
    },
  };
}

/** A popup template shown on the given pages, with its page settings and `{triggers, timing}`. */
function popup(
  id: number,
  title: string,
  pages: readonly number[],
  elements: unknown[],
  settings: Record<string, unknown>,
  display: { triggers?: Record<string, unknown>; timing?: Record<string, unknown> },
): Item {
  return {
    id,
    title,
    slug: `popup-${id}`,
    type: "elementor_library",
    meta: {
      _elementor_edit_mode: "builder",
      _elementor_template_type: "popup",
      _elementor_version: "3.21.3",
      _elementor_data: JSON.stringify(elements),
      _elementor_page_settings: serialize({
        width: { unit: "px", size: 560, sizes: [] },
        width_mobile: { unit: "vw", size: 92, sizes: [] },
        background_color: "#FFFBF5",
        border_radius: { unit: "px", top: "12", right: "12", bottom: "12", left: "12", isLinked: true },
        overlay_background_color: "rgba(28, 25, 23, 0.72)",
        ...settings,
      }),
      // A popup on no page has no conditions at all (as Elementor exports it).
      ...(pages.length > 0
        ? { _elementor_conditions: serialize(pages.map((pageId) => `include/singular/page/${pageId}`)) }
        : {}),
      _elementor_popup_display_settings: serialize({
        triggers: display.triggers ?? {},
        timing: display.timing ?? [],
      }),
    },
  };
}

const P = POPUP_PAGES;
const tall = [widget("spacer", { space: { unit: "px", size: 2400 } })];
const simple = (eyebrow: string, title: string) =>
  popupContent({ eyebrow, title, text: "A popup from the end-to-end tests." });

const items: Item[] = [
  page(
    P.load.id,
    P.load.path,
    "Popups: page load",
    testPage("Newsletter", "A popup opens one second after the page loads."),
  ),
  popup(
    P.load.popup,
    "Join the studio newsletter",
    [P.load.id],
    popupContent({
      eyebrow: "Newsletter",
      title: "10% off your first order",
      text: "Studio news, kiln days and first pick of every new glaze. One letter a month, never more.",
      buttons: [
        button("Sign me up", "/my-account/"),
        quietButton("No thanks", action("popup:close", { do_not_show_again: "yes" })),
      ],
    }),
    {
      close_button_delay: 1,
      prevent_scroll: "yes",
      entrance_animation: "fadeInUp",
      exit_animation: "fadeInUp",
      entrance_animation_duration: { unit: "px", size: 0.6, sizes: [] },
    },
    { triggers: { page_load: "yes", page_load_delay: 1 } },
  ),
  page(
    P.prevent.id,
    P.prevent.path,
    "Popups: prevented closing",
    testPage(
      "Prevented",
      "Esc and the background do not close this popup; it closes itself after 2 seconds.",
    ),
  ),
  popup(
    P.prevent.popup,
    "Closing prevented",
    [P.prevent.id],
    simple("Notice", "This closes by itself"),
    {
      prevent_close_on_esc_key: "yes",
      prevent_close_on_background_click: "yes",
      close_automatically: 2,
      close_button: "",
    },
    { triggers: { page_load: "yes", page_load_delay: 0 } },
  ),
  page(
    P.background.id,
    P.background.path,
    "Popups: background",
    testPage("Background", "A click on the background closes this popup."),
  ),
  popup(
    P.background.popup,
    "Background closes",
    [P.background.id],
    simple("Sale", "Everything in the seconds shelf is 30% off"),
    { close_button_position: "outside", horizontal_position: "center", vertical_position: "bottom" },
    { triggers: { page_load: "yes", page_load_delay: 0 } },
  ),
  page(
    P.scroll.id,
    P.scroll.path,
    "Popups: scrolling",
    testPage("Scrolling", "Scroll down past 40% to see the popup.", tall),
  ),
  popup(
    P.scroll.popup,
    "Scrolled down",
    [P.scroll.id],
    simple("Scrolling", "You scrolled down"),
    {},
    { triggers: { scrolling: "yes", scrolling_direction: "down", scrolling_offset: 40 } },
  ),
  page(
    P.scrollTo.id,
    P.scrollTo.path,
    "Popups: scrolling to",
    testPage("Scrolling to", "The popup opens when the target comes into view.", [
      ...tall,
      widget("heading", { title: "The target", header_size: "h2", _element_id: "popups-target" }),
    ]),
  ),
  popup(
    P.scrollTo.popup,
    "Scrolled to the target",
    [P.scrollTo.id],
    simple("Scrolling", "You reached the target"),
    {},
    { triggers: { scrolling_to: "yes", scrolling_to_selector: "#popups-target" } },
  ),
  page(
    P.click.id,
    P.click.path,
    "Popups: clicks",
    testPage("Clicks", "The popup opens on the third click on the page."),
  ),
  popup(
    P.click.popup,
    "Third click",
    [P.click.id],
    simple("Clicks", "Third time lucky"),
    {},
    { triggers: { click: "yes", click_times: 3 } },
  ),
  page(
    P.inactivity.id,
    P.inactivity.path,
    "Popups: inactivity",
    testPage("Inactivity", "The popup opens after 2 seconds without activity."),
  ),
  popup(
    P.inactivity.popup,
    "Still there?",
    [P.inactivity.id],
    simple("Inactivity", "Still there?"),
    {},
    { triggers: { inactivity: "yes", inactivity_time: 2 } },
  ),
  page(
    P.exit.id,
    P.exit.path,
    "Popups: exit intent",
    testPage("Exit intent", "The popup opens when the pointer leaves through the top."),
  ),
  popup(
    P.exit.popup,
    "Before you go",
    [P.exit.id],
    simple("Before you go", "Take 10% with you: STUDIO10"),
    {},
    { triggers: { exit_intent: "yes" } },
  ),
  page(
    P.adblock.id,
    P.adblock.path,
    "Popups: ad blocker",
    testPage("Ad blocker", "The popup opens when an ad blocker hides the bait."),
  ),
  popup(
    P.adblock.popup,
    "Ad blocker detected",
    [P.adblock.id],
    simple("Ad blocker", "We have no ads, promise"),
    {},
    { triggers: { adblock_detection: "yes", adblock_detection_delay: 1 } },
  ),
  page(
    P.multiple.id,
    P.multiple.path,
    "Popups: avoid multiple",
    testPage("Avoid multiple", "Two popups; the second avoids opening after the first."),
  ),
  popup(
    P.multiple.popup,
    "First popup",
    [P.multiple.id],
    simple("First", "The first popup"),
    {},
    { triggers: { page_load: "yes", page_load_delay: 0 } },
  ),
  popup(
    P.multiple.second,
    "Second popup",
    [P.multiple.id],
    simple("Second", "The second popup"),
    { avoid_multiple_popups: "yes" },
    { triggers: { page_load: "yes", page_load_delay: 1 } },
  ),
  page(
    P.weekly.id,
    P.weekly.path,
    "Popups: once a week",
    testPage("Once a week", "This popup shows once a week."),
  ),
  popup(
    P.weekly.popup,
    "Weekly",
    [P.weekly.id],
    simple("Weekly", "Once a week"),
    {},
    {
      triggers: { page_load: "yes", page_load_delay: 0 },
      timing: { times: "yes", times_period: "week", times_times: 1, times_count: "open" },
    },
  ),
  page(
    P.referrer.id,
    P.referrer.path,
    "Popups: referrer",
    testPage("Referrer", "One popup for visitors from another site, one for visitors from this one.", [
      widget("button", { text: "This page again", link: { url: P.referrer.path } }),
    ]),
  ),
  popup(
    P.referrer.popup,
    "From elsewhere",
    [P.referrer.id],
    simple("Welcome", "You came from another site"),
    {},
    {
      triggers: { page_load: "yes", page_load_delay: 0 },
      timing: {
        url: "yes",
        url_action: "regex",
        url_url: "^http://localhost:\\d+/",
        sources: "yes",
        sources_sources: ["external"],
      },
    },
  ),
  popup(
    P.referrer.internal,
    "From this site",
    [P.referrer.id],
    simple("Welcome back", "You came from this site"),
    {},
    {
      triggers: { page_load: "yes", page_load_delay: 0 },
      timing: {
        sources: "yes",
        sources_sources: ["internal"],
        url: "yes",
        url_action: "hide",
        url_url: "localhost",
      },
    },
  ),
  page(
    P.loggedIn.id,
    P.loggedIn.path,
    "Popups: logged in",
    testPage("Logged in", "Customers never see this popup."),
  ),
  popup(
    P.loggedIn.popup,
    "Guests only",
    [P.loggedIn.id],
    simple("Guests", "Create an account for 10% off"),
    {},
    {
      triggers: { page_load: "yes", page_load_delay: 0 },
      timing: { logged_in: "yes", logged_in_users: "custom", logged_in_roles: ["customer"] },
    },
  ),
  page(
    P.schedule.id,
    P.schedule.path,
    "Popups: schedule",
    testPage("Schedule", "Shown between two dates: in the shop's time, or in the visitor's."),
  ),
  popup(
    P.schedule.popup,
    "Scheduled in shop time",
    [P.schedule.id],
    simple("Shop time", "Scheduled in shop time"),
    {},
    {
      triggers: { page_load: "yes", page_load_delay: 0 },
      timing: {
        schedule: "yes",
        schedule_timezone: "site",
        schedule_start_date: "2030-06-01 09:00",
        schedule_end_date: "2030-06-01 12:00",
      },
    },
  ),
  popup(
    P.schedule.visitor,
    "Scheduled in visitor time",
    [P.schedule.id],
    simple("Visitor time", "Scheduled in visitor time"),
    {},
    {
      triggers: { page_load: "yes", page_load_delay: 0 },
      timing: {
        schedule: "yes",
        schedule_timezone: "user",
        schedule_start_date: "2030-06-01 09:00",
        schedule_end_date: "2030-06-01 12:00",
      },
    },
  ),
  page(
    P.links.id,
    P.links.path,
    "Popups: links",
    testPage("Links", "Links and buttons open this popup.", [
      widget("button", {
        text: "Open the offer",
        link: { url: action("popup:open", { id: String(P.links.popup) }) },
      }),
      widget("button", {
        text: "Toggle the offer",
        link: { url: action("popup:open", { id: String(P.links.popup), toggle: true }) },
        _css_classes: "popups-toggle",
      }),
      widget("button", { text: "Open by selector", link: { url: "#" }, _css_classes: "popups-open-me" }),
      widget("button", {
        text: "Open a popup not on this page",
        link: { url: action("popup:open", { id: String(P.orphan.popup) }) },
      }),
    ]),
  ),
  popup(
    P.links.popup,
    "The offer",
    [P.links.id],
    popupContent({
      eyebrow: "Offer",
      title: "Free shipping this weekend",
      text: "On every order over €40, until Sunday night.",
      buttons: [quietButton("Close", action("popup:close"))],
    }),
    { open_selector: ".popups-open-me a" },
    {},
  ),
  popup(P.orphan.popup, "Nowhere", [], simple("Nowhere", "Never on a page"), {}, {}),
  page(
    P.pageViews.id,
    P.pageViews.path,
    "Popups: page views",
    testPage("Page views", "The popup opens from the second view of pages with popups."),
  ),
  popup(
    P.pageViews.popup,
    "Second view",
    [P.pageViews.id],
    simple("Welcome back", "Your second page view"),
    {},
    {
      triggers: { page_load: "yes", page_load_delay: 0 },
      timing: { page_views: "yes", page_views_views: 1 },
    },
  ),
  page(
    P.lightbox.id,
    P.lightbox.path,
    "Popups: lightbox",
    testPage(
      "Lightbox",
      "A gallery of three pictures (the last one is missing), a download and a link kept out of the lightbox.",
      [
        widget("text-editor", {
          editor: [
            '<p class="popups-gallery">',
            '<a href="/builder/placeholder.svg" data-elementor-lightbox-slideshow="glazes" data-elementor-lightbox-title="Celadon"><img src="/builder/placeholder.svg" alt="Celadon glaze" width="160" height="120"></a> ',
            '<a href="/favicon.svg" data-elementor-lightbox-slideshow="glazes" data-elementor-lightbox-title="Tenmoku"><img src="/favicon.svg" alt="Tenmoku glaze" width="120" height="120"></a> ',
            '<a href="/missing-glaze.jpg" data-elementor-lightbox-slideshow="glazes" data-elementor-lightbox-title="Shino">Shino (missing picture)</a>',
            "</p>",
            '<p><a href="/builder/placeholder.svg" download="glaze-chart.svg">Download the glaze chart</a> · ',
            '<a href="/builder/placeholder.svg" data-elementor-open-lightbox="no">The chart on its own page</a></p>',
          ].join(""),
        }),
      ],
    ),
  ),
  page(
    P.content.id,
    P.content.path,
    "Popups: ajax and inline content",
    testPage(
      "Content popups",
      "Links that show another page's content, or a part of this page, in a popup; and their failures.",
      [
        widget("text-editor", {
          editor: [
            '<ul class="popups-content-links">',
            `<li><a class="mfp-ajax" href="/?elementor_library=${P.orphan.popup}">The popup page, fetched</a></li>`,
            '<li><a class="mfp-ajax" href="/popups-no-such-page/">A page that does not exist</a></li>',
            '<li><a class="mfp-inline" href="#popups-inline-terms">The offer terms</a></li>',
            '<li><a class="mfp-inline" href="#popups-nowhere">Terms that are not on the page</a></li>',
            "</ul>",
            '<div id="popups-inline-terms" class="mfp-hide"><h2>Offer terms</h2><p>One code per order, not with other offers.</p></div>',
          ].join(""),
        }),
      ],
    ),
  ),
];

const xml = writeWxr({
  comments: ["Generated by tests/e2e/content/build-popups.ts: the popup specs' end-to-end documents."],
  site: SITE,
  title: "Atelier Test",
  description: "Popup end-to-end documents",
  author: TEST_AUTHOR,
  items: items.map(item),
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "40-popups.xml"), xml);
}
