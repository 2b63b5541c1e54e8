/**
 * The demo "Winter sale" landing page's sections built from issue 15's part A widgets: the Slides hero, a product
 * carousel of the sale, a media carousel and a filterable gallery of the workshop, an image accordion of the
 * collections, a testimonial carousel and a video popup. The page's own generator imports `winterSalePartA()`
 * and places the sections where it wants them.
 *
 * Element ids are 1300–1349. Pictures are the demo site's uploads (content/demo/site/uploads/2026/10/), named by
 * their address on the old site: the import turns each into the stored image (id and address) as it does for any
 * WordPress export. Everything here is original.
 */

type Settings = Record<string, unknown>;
export interface WinterSaleElement {
  id: string;
  elType: "container" | "widget";
  widgetType?: string;
  isInner: boolean;
  settings: Settings;
  elements: WinterSaleElement[];
}

const SITE = "https://demo.vitrine.example";
/** A demo picture as an Elementor image control (the import fills in the stored media's id). */
const picture = (slug: string, alt = "") => ({
  id: "",
  url: `${SITE}/wp-content/uploads/2026/10/${slug}.jpg`,
  ...(alt ? { alt } : {}),
});

/** Blender Foundation's "Big Buck Bunny" (Creative Commons Attribution): an openly licensed film for the demo. */
const DEMO_VIDEO = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";

const px = (size: number) => ({ unit: "px", size, sizes: [] });
const box = (top: number, right = top, bottom = top, left = right) => ({
  unit: "px",
  top: String(top),
  right: String(right),
  bottom: String(bottom),
  left: String(left),
  isLinked: top === right && right === bottom && bottom === left,
});
/** Text on the page background follows the visitor's palette (Astra's colours as Elementor globals). */
const onPage = { __globals__: { title_color: "globals/colors?id=astglobalcolor2" } };

function ids() {
  let next = 1300;
  return () => {
    if (next > 1349) throw new Error("winter sale part A: element ids 1300–1349 are used up");
    return String(next++);
  };
}

export function winterSalePartA(): WinterSaleElement[] {
  const id = ids();
  const widget = (widgetType: string, settings: Settings): WinterSaleElement => ({
    id: id(),
    elType: "widget",
    widgetType,
    isInner: false,
    settings,
    elements: [],
  });
  const band = (settings: Settings, elements: WinterSaleElement[]): WinterSaleElement => ({
    id: id(),
    elType: "container",
    isInner: false,
    settings: {
      content_width: "boxed",
      flex_direction: "column",
      padding: box(56, 20),
      padding_mobile: box(36, 16),
      flex_gap: { unit: "px", size: 24, column: "24", row: "24", isLinked: true },
      ...settings,
    },
    elements,
  });
  const title = (text: string, size = "h2") =>
    widget("heading", { title: text, header_size: size, align: "center", ...onPage });

  return [
    band({ padding: box(24, 20), padding_mobile: box(16, 12) }, [
      widget("slides", {
        slides_title: "Winter sale",
        slides_height: px(460),
        slides_height_mobile: px(380),
        slides: [
          {
            _id: "ws1",
            heading: "The winter sale is on",
            description: "Up to 40% off lamps, tableware and warm things for long evenings.",
            button_text: "Shop the sale",
            link: { url: "/shop/" },
            background_image: picture("home-hero"),
            background_overlay: "yes",
            background_overlay_color: "rgba(20,30,40,0.55)",
          },
          {
            _id: "ws2",
            heading: "Gifts, wrapped and sent",
            description: "Every order leaves the packing table in recycled paper and twine.",
            button_text: "Browse the gift ideas",
            link: { url: "/product-category/gifts/" },
            link_click: "button",
            background_image: picture("packing-table"),
            background_overlay: "yes",
            background_overlay_color: "rgba(20,30,40,0.55)",
          },
          {
            _id: "ws3",
            heading: "Made in our workshop",
            description: "Small batches, good materials, fair prices, all winter long.",
            button_text: "Meet the makers",
            link: { url: "/about-us/" },
            background_image: picture("our-workshop"),
            background_overlay: "yes",
            background_overlay_color: "rgba(20,30,40,0.55)",
          },
        ],
      }),
    ]),
    band({}, [
      title("Winter favourites, now reduced"),
      widget("elementskit-woo-product-carousel", {
        carousel_name: "Products on sale",
        query_post_type: "sale",
        posts_per_page: 10,
      }),
    ]),
    band({}, [
      title("Shop by collection"),
      widget("elementskit-image-accordion", {
        ekit_img_accordion_name: "Collections",
        ekit_img_accordion_min_height: px(380),
        ekit_img_accordion_items: [
          {
            _id: "wa1",
            ekit_img_accordion_title: "Home",
            ekit_img_accordion_bg: picture("tile-home", "Lamps, tableware and cushions"),
            ekit_img_accordion_button_label: "Shop home",
            ekit_img_accordion_button_url: { url: "/product-category/home/" },
            ekit_img_accordion_active: "yes",
          },
          {
            _id: "wa2",
            ekit_img_accordion_title: "Clothing",
            ekit_img_accordion_bg: picture("tile-clothing", "Soft tees, hoodies and socks"),
            ekit_img_accordion_button_label: "Shop clothing",
            ekit_img_accordion_button_url: { url: "/product-category/clothing/" },
          },
          {
            _id: "wa3",
            ekit_img_accordion_title: "Garden",
            ekit_img_accordion_bg: picture("tile-garden", "Pots, planters and tools"),
            ekit_img_accordion_button_label: "Shop garden",
            ekit_img_accordion_button_url: { url: "/product-category/garden/" },
          },
          {
            _id: "wa4",
            ekit_img_accordion_title: "Stationery",
            ekit_img_accordion_bg: picture("tile-stationery", "Notebooks, pens and paper"),
            ekit_img_accordion_button_label: "Shop stationery",
            ekit_img_accordion_button_url: { url: "/product-category/stationery/" },
          },
        ],
      }),
    ]),
    band({}, [
      title("Inside the workshop this winter"),
      widget("media-carousel", {
        carousel_name: "The workshop in pictures",
        slides_per_view: "3",
        slides_per_view_tablet: "2",
        slides_per_view_mobile: "1",
        overlay: "text",
        slides: [
          { _id: "wm1", image: picture("journal-stoneware"), image_link_to_type: "file" },
          { _id: "wm2", image: picture("journal-lighting"), image_link_to_type: "file" },
          { _id: "wm3", type: "video", image: picture("journal-packaging"), video: { url: DEMO_VIDEO } },
          { _id: "wm4", image: picture("journal-linen"), image_link_to_type: "file" },
          { _id: "wm5", image: picture("journal-small-gifts"), image_link_to_type: "file" },
        ],
      }),
      widget("gallery", {
        gallery_type: "multiple",
        gallery_layout: "justified",
        ideal_row_height: px(180),
        ideal_row_height_mobile: px(110),
        overlay_title: "alt",
        galleries: [
          {
            _id: "wg1",
            gallery_title: "Home",
            multiple_gallery: [
              picture("journal-stoneware"),
              picture("journal-lighting"),
              picture("tile-home"),
            ],
          },
          {
            _id: "wg2",
            gallery_title: "Garden",
            multiple_gallery: [picture("journal-bulbs"), picture("tile-garden"), picture("journal-autumn")],
          },
          {
            _id: "wg3",
            gallery_title: "Gifts",
            multiple_gallery: [
              picture("journal-small-gifts"),
              picture("journal-packaging"),
              picture("journal-terre-douce"),
            ],
          },
        ],
      }),
    ]),
    band({}, [
      title("How your order is packed"),
      widget("elementskit-video", {
        ekit_video_popup_url: DEMO_VIDEO,
        ekit_video_popup_thumbnail: picture("packing-table", "The packing table with gift wrap and twine"),
        ekit_video_popup_button_title: "Watch the film",
      }),
    ]),
    band({}, [
      title("What our customers say"),
      widget("testimonial-carousel", {
        carousel_name: "Customer reviews",
        slides_per_view: "2",
        slides_per_view_mobile: "1",
        slides: [
          {
            _id: "wt1",
            content: "The stoneware mugs are even nicer in person, and they arrived in two days.",
            name: "Inès R.",
            title: "Lyon",
          },
          {
            _id: "wt2",
            content: "I bought three lamps in last year's sale. Still my favourite light in the house.",
            name: "Tom H.",
            title: "Bristol",
          },
          {
            _id: "wt3",
            content: "Beautifully wrapped, with a handwritten card. A gift that felt like one.",
            name: "Marta S.",
            title: "Porto",
          },
          {
            _id: "wt4",
            content: "Good tools that last. The watering can has been out every morning since spring.",
            name: "Julien P.",
            title: "Nantes",
          },
        ],
      }),
    ]),
  ];
}
