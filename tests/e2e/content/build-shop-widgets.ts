/**
 * Writes `21-shop-widgets.xml`, the WordPress export for the shop widgets' specs (tests/e2e/builder/shop-widgets.spec.ts):
 * a page of Products widgets and WooCommerce shortcodes, a page with Elementor Pro's Menu Cart, and a page with
 * videos and a map. Document ids 21000–21999, paths /shop-widgets-*. The products are the demo catalogue's.
 * Run `npx tsx tests/e2e/content/build-shop-widgets.ts` after changing it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = "https://old-shop.example";

export const SHOP_WIDGET_PAGES = {
  products: { id: 21001, path: "/shop-widgets-products/" },
  cart: { id: 21002, path: "/shop-widgets-cart/" },
  media: { id: 21003, path: "/shop-widgets-media/" },
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
  settings: { content_width: "boxed", ...settings },
  elements,
});
const heading = (id: string, title: string, size = "h2") =>
  widget(id, "heading", { title, header_size: size });
const text = (id: string, html: string) => widget(id, "text-editor", { editor: html });

const productsPage = [
  container("b2a0001", {}, [
    heading("b2a0002", "Our favourites", "h1"),
    text("b2a0003", "<p>Hand-picked pieces from the studio, chosen by the team this season.</p>"),
    widget("b2a0004", "woocommerce-products", {
      query_post_type: "featured",
      columns: "3",
      columns_mobile: "1",
      rows: 1,
      query_orderby: "title",
      query_order: "asc",
    }),
  ]),
  container("b2a0010", {}, [
    heading("b2a0011", "For the kitchen"),
    widget("b2a0012", "shortcode", {
      shortcode: '[products limit="4" columns="4" category="kitchen" orderby="title" order="asc"]',
    }),
  ]),
  container("b2a0020", {}, [
    heading("b2a0021", "The lamp everyone asks about"),
    widget("b2a0022", "shortcode", { shortcode: '[product_page id="139"]' }),
  ]),
  container("b2a0030", { flex_direction: "row", flex_wrap: "wrap", flex_gap: { unit: "px", size: 24 } }, [
    widget("b2a0031", "shortcode", { shortcode: '[add_to_cart id="133"]' }),
    widget("b2a0032", "wc-add-to-cart", {
      product_id: "134",
      text: "Add the tea tin",
      show_quantity: "yes",
    }),
    widget("b2a0033", "shortcode", { shortcode: '[contact-form-7 id="5" title="Contact"]' }),
  ]),
];

const cartPage = [
  container(
    "b2b0001",
    {
      flex_direction: "row",
      flex_justify_content: "space-between",
      flex_align_items: "center",
      background_background: "classic",
      background_color: "#F4EFE9",
      padding: { unit: "px", top: "16", right: "20", bottom: "16", left: "20", isLinked: false },
    },
    [
      heading("b2b0002", "Atelier shop", "p"),
      widget("b2b0003", "woocommerce-menu-cart", { cart_type: "side-cart" }),
    ],
  ),
  container("b2b0010", {}, [
    heading("b2b0011", "Small things for the desk", "h1"),
    widget("b2b0012", "woocommerce-products", {
      query_post_type: "by_id",
      query_posts_ids: ["127", "133", "171"],
      query_orderby: "title",
      query_order: "asc",
      columns: "3",
      rows: 1,
    }),
  ]),
];

const mediaPage = [
  container("b2c0001", {}, [
    heading("b2c0002", "From the studio", "h1"),
    text("b2c0003", "<p>Watch how a mug is thrown, glazed and fired.</p>"),
    widget("b2c0004", "video", {
      youtube_url: "https://www.youtube.com/watch?v=XHOmBV4js_E",
      yt_privacy: "yes",
      start: 5,
    }),
    widget("b2c0005", "video", { video_type: "vimeo", vimeo_url: "https://vimeo.com/235215203" }),
  ]),
  widget("b2c0010", "spacer", { space: { unit: "px", size: 3200 } }),
  container("b2c0020", {}, [
    heading("b2c0021", "Visit the studio"),
    widget("b2c0022", "google_maps", {
      address: "12 rue des Potiers, Paris",
      zoom: { unit: "px", size: 15 },
      height: { unit: "px", size: 360 },
    }),
  ]),
];

function cdata(value: string): string {
  return `<![CDATA[${value.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

function page(id: number, title: string, slug: string, elements: unknown[]): string {
  const meta = {
    _elementor_edit_mode: "builder",
    _elementor_template_type: "wp-page",
    _elementor_version: "3.21.3",
    _elementor_data: JSON.stringify(elements),
  };
  return `\t<item>
\t\t<title>${cdata(title)}</title>
\t\t<link>${SITE}/${slug}/</link>
\t\t<pubDate>Thu, 02 May 2024 08:00:00 +0000</pubDate>
\t\t<dc:creator>${cdata("camille")}</dc:creator>
\t\t<guid isPermaLink="false">${SITE}/?page_id=${id}</guid>
\t\t<description></description>
\t\t<content:encoded>${cdata("")}</content:encoded>
\t\t<excerpt:encoded>${cdata("")}</excerpt:encoded>
\t\t<wp:post_id>${id}</wp:post_id>
\t\t<wp:post_date>${cdata("2024-05-02 09:00:00")}</wp:post_date>
\t\t<wp:post_date_gmt>${cdata("2024-05-02 09:00:00")}</wp:post_date_gmt>
\t\t<wp:post_modified>${cdata("2024-05-02 09:00:00")}</wp:post_modified>
\t\t<wp:post_modified_gmt>${cdata("2024-05-02 09:00:00")}</wp:post_modified_gmt>
\t\t<wp:comment_status>${cdata("closed")}</wp:comment_status>
\t\t<wp:ping_status>${cdata("closed")}</wp:ping_status>
\t\t<wp:post_name>${cdata(slug)}</wp:post_name>
\t\t<wp:status>${cdata("publish")}</wp:status>
\t\t<wp:post_parent>0</wp:post_parent>
\t\t<wp:menu_order>0</wp:menu_order>
\t\t<wp:post_type>${cdata("page")}</wp:post_type>
\t\t<wp:post_password>${cdata("")}</wp:post_password>
\t\t<wp:is_sticky>0</wp:is_sticky>
${Object.entries(meta)
  .map(
    ([key, value]) =>
      `\t\t<wp:postmeta>\n\t\t\t<wp:meta_key>${cdata(key)}</wp:meta_key>\n\t\t\t<wp:meta_value>${cdata(value)}</wp:meta_value>\n\t\t</wp:postmeta>`,
  )
  .join("\n")}
\t</item>`;
}

const P = SHOP_WIDGET_PAGES;
const xml = `<?xml version="1.0" encoding="UTF-8" ?>
<!-- Generated by tests/e2e/content/build-shop-widgets.ts: the shop widgets' end-to-end documents. -->
<rss version="2.0"
\txmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
\txmlns:content="http://purl.org/rss/1.0/modules/content/"
\txmlns:wfw="http://wellformedweb.org/CommentAPI/"
\txmlns:dc="http://purl.org/dc/elements/1.1/"
\txmlns:wp="http://wordpress.org/export/1.2/"
>
<channel>
\t<title>Atelier Test</title>
\t<link>${SITE}</link>
\t<description>Shop widget end-to-end documents</description>
\t<language>en-GB</language>
\t<wp:wxr_version>1.2</wp:wxr_version>
\t<wp:base_site_url>${SITE}</wp:base_site_url>
\t<wp:base_blog_url>${SITE}</wp:base_blog_url>
\t<wp:author><wp:author_id>1</wp:author_id><wp:author_login>${cdata("camille")}</wp:author_login><wp:author_email>${cdata("camille@old-shop.example")}</wp:author_email><wp:author_display_name>${cdata("Camille Martin")}</wp:author_display_name><wp:author_first_name>${cdata("Camille")}</wp:author_first_name><wp:author_last_name>${cdata("Martin")}</wp:author_last_name></wp:author>
${[
  page(P.products.id, "Shop widgets: products", "shop-widgets-products", productsPage),
  page(P.cart.id, "Shop widgets: menu cart", "shop-widgets-cart", cartPage),
  page(P.media.id, "Shop widgets: video and map", "shop-widgets-media", mediaPage),
].join("\n")}
</channel>
</rss>
`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "21-shop-widgets.xml"), xml);
}
