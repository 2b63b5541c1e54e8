import { describe, expect, it } from "vitest";
import { elementsKitConditions, planWxrImport } from "./wxr-plan.ts";
import { readWxr, WxrFormatError } from "./wxr-read.ts";

const SITE = "https://shop.example";

interface ItemInput {
  id: number;
  type: string;
  title?: string;
  slug?: string;
  status?: string;
  parent?: number;
  date?: string;
  gmt?: string;
  content?: string;
  terms?: [string, string, string][];
  meta?: Record<string, string>;
}

function item(input: ItemInput): string {
  return `<item>
<title><![CDATA[${input.title ?? `Item ${input.id}`}]]></title>
<link>${SITE}/${input.slug ?? input.id}/</link>
<dc:creator><![CDATA[ada]]></dc:creator>
<content:encoded><![CDATA[${input.content ?? ""}]]></content:encoded>
<excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${input.id}</wp:post_id>
<wp:post_date><![CDATA[${input.date ?? "2024-05-01 12:00:00"}]]></wp:post_date>
<wp:post_date_gmt><![CDATA[${input.gmt ?? "2024-05-01 10:00:00"}]]></wp:post_date_gmt>
<wp:post_name><![CDATA[${input.slug ?? ""}]]></wp:post_name>
<wp:status><![CDATA[${input.status ?? "publish"}]]></wp:status>
<wp:post_parent>${input.parent ?? 0}</wp:post_parent>
<wp:menu_order>0</wp:menu_order>
<wp:post_type><![CDATA[${input.type}]]></wp:post_type>
${(input.terms ?? []).map(([domain, slug, name]) => `<category domain="${domain}" nicename="${slug}"><![CDATA[${name}]]></category>`).join("\n")}
${Object.entries(input.meta ?? {})
  .map(
    ([key, value]) =>
      `<wp:postmeta><wp:meta_key><![CDATA[${key}]]></wp:meta_key><wp:meta_value><![CDATA[${value}]]></wp:meta_value></wp:postmeta>`,
  )
  .join("\n")}
</item>`;
}

function wxr(items: string[], channelExtra = ""): string {
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Shop</title><link>${SITE}</link>
<wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>${SITE}</wp:base_site_url>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[ada]]></wp:author_login><wp:author_display_name><![CDATA[Ada Lovelace]]></wp:author_display_name></wp:author>
${channelExtra}
${items.join("\n")}
</channel>
</rss>`;
}

const plan = (items: string[], channelExtra = "") => planWxrImport(readWxr(wxr(items, channelExtra)));

describe("WXR meta mapping", () => {
  it("maps post types and Elementor template types to document types, keeping the originals", () => {
    const result = plan([
      item({ id: 1, type: "page", slug: "about" }),
      item({ id: 2, type: "post", slug: "news" }),
      item({ id: 3, type: "e-landing-page", slug: "offer" }),
      ...[
        ["header", "header"],
        ["footer", "footer"],
        ["popup", "popup"],
        ["loop-item", "loop-item"],
        ["kit", "kit"],
        ["single-post", "single"],
        ["product", "single"],
        ["error-404", "single"],
        ["product-archive", "archive"],
        ["search-results", "archive"],
        ["section", "section"],
        ["container", "section"],
        ["page", "section"],
        ["some-future-type", "section"],
      ].map(([templateType], index) =>
        item({
          id: 10 + index,
          type: "elementor_library",
          slug: `t${index}`,
          meta: { _elementor_template_type: templateType ?? "" },
        }),
      ),
      item({ id: 40, type: "elementskit_content", slug: "dynamic-content-megamenu-menuitem9" }),
      item({
        id: 41,
        type: "elementskit_template",
        slug: "ekit-header",
        meta: { elementskit_template_type: "header" },
      }),
    ]);
    expect(result.problems).toEqual([]);
    expect(result.documents.map((document) => [document.id, document.type, document.templateType])).toEqual([
      [1, "page", null],
      [2, "post", null],
      [3, "page", null],
      [10, "header", "header"],
      [11, "footer", "footer"],
      [12, "popup", "popup"],
      [13, "loop-item", "loop-item"],
      [14, "kit", "kit"],
      [15, "single", "single-post"],
      [16, "single", "product"],
      [17, "single", "error-404"],
      [18, "archive", "product-archive"],
      [19, "archive", "search-results"],
      [20, "section", "section"],
      [21, "section", "container"],
      [22, "section", "page"],
      [23, "section", "some-future-type"],
      [40, "section", null],
      [41, "header", "header"],
    ]);
  });

  it("keeps every other meta raw, decodes conditions and popup settings, and reads the author's name", () => {
    const [popup] = plan([
      item({
        id: 5,
        type: "elementor_library",
        slug: "promo",
        meta: {
          _elementor_template_type: "popup",
          _elementor_conditions: 'a:2:{i:0;s:15:"include/general";i:1;s:21:"exclude/singular/page";}',
          _elementor_popup_display_settings:
            'a:2:{s:8:"triggers";a:1:{s:11:"exit_intent";s:3:"yes";}s:6:"timing";a:0:{}}',
          _elementor_page_settings: 'a:1:{s:16:"close_automatically";i:10;}'.replace("s:16", "s:19"),
          _elementor_data: "[]",
          _some_plugin_meta: 'a:1:{s:1:"x";s:1:"y";}',
        },
      }),
    ]).documents;
    expect(popup?.conditionsRaw).toEqual(["include/general", "exclude/singular/page"]);
    expect(popup?.conditions[1]).toEqual({ type: "exclude", name: "singular", subName: "page", subId: "" });
    expect(popup?.popupDisplay).toEqual({ triggers: { exit_intent: "yes" }, timing: {} });
    expect(popup?.pageSettings).toEqual({ close_automatically: 10 });
    expect(popup?.elements).toEqual([]);
    expect(popup?.meta).toEqual({
      _elementor_template_type: "popup",
      _elementor_popup_display_settings:
        'a:2:{s:8:"triggers";a:1:{s:11:"exit_intent";s:3:"yes";}s:6:"timing";a:0:{}}',
      _some_plugin_meta: 'a:1:{s:1:"x";s:1:"y";}',
    });
    expect(popup?.authorName).toBe("Ada Lovelace");
  });

  it("reads statuses, dates, parents, featured images and blog terms; drafts have no publication date", () => {
    const result = plan([
      item({ id: 1, type: "page", slug: "parent" }),
      item({ id: 2, type: "page", slug: "child", parent: 1, meta: { _thumbnail_id: "77" } }),
      item({
        id: 3,
        type: "post",
        slug: "",
        status: "draft",
        gmt: "0000-00-00 00:00:00",
        terms: [
          ["category", "news", "News"],
          ["post_tag", "tea", "Tea"],
          ["product_cat", "mugs", "Mugs"],
        ],
      }),
    ]);
    const [parent, child, draft] = result.documents;
    expect(parent?.publishedAt?.toISOString()).toBe("2024-05-01T10:00:00.000Z");
    expect([child?.parentId, child?.featuredAttachmentId]).toEqual([1, 77]);
    expect([draft?.status, draft?.publishedAt, draft?.slug]).toEqual(["draft", null, "3"]);
    expect(draft?.terms).toEqual([
      { taxonomy: "category", slug: "news" },
      { taxonomy: "post_tag", slug: "tea" },
    ]);
  });

  it("leaves out shop records, trashed items and unknown post types, with the reason", () => {
    const result = plan([
      item({ id: 1, type: "product" }),
      item({ id: 2, type: "shop_order", status: "wc-processing" }),
      item({ id: 3, type: "page", status: "trash" }),
      item({ id: 4, type: "acf-field-group" }),
      item({ id: 5, type: "page", status: "auto-draft" }),
    ]);
    expect(result.documents).toEqual([]);
    expect(result.skipped.map((skipped) => [skipped.id, skipped.reason])).toEqual([
      [1, "products come from the WooCommerce CSV export (npm run import -- products.csv)"],
      [2, "orders are not moved from an export"],
      [3, "in the trash"],
      [4, 'post type "acf-field-group" is not imported'],
      [5, 'status "auto-draft" is not content'],
    ]);
  });

  it("reports unreadable meta and statuses with the item's line", () => {
    const result = plan([
      item({ id: 1, type: "page", meta: { _elementor_data: '[{"id":"a"}]' } }),
      item({ id: 2, type: "page", status: "weird" }),
      item({ id: 3, type: "elementor_library", meta: { _elementor_conditions: 's:3:"abc";' } }),
    ]);
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'page 1 "Item 1": _elementor_data [0].elType: Invalid input: expected string, received undefined',
      'page 2 "Item 2": status "weird" is not one of publish, draft, private, pending, future',
      'elementor_library 3 "Item 3": is not a list of conditions',
    ]);
    expect(result.problems[0]?.line).toBe(9);
  });

  it("reads attachments' files and sizes, and menus with their items and ElementsKit settings", () => {
    const result = plan(
      [
        item({
          id: 9,
          type: "attachment",
          status: "inherit",
          meta: {
            _wp_attached_file: "2024/05/cup.jpg",
            _wp_attachment_metadata:
              'a:2:{s:5:"sizes";a:1:{s:9:"thumbnail";a:1:{s:4:"file";s:15:"cup-150x150.jpg";}}s:14:"original_image";s:7:"cup.jpg";}',
          },
        }),
        item({
          id: 20,
          type: "nav_menu_item",
          title: "",
          terms: [["nav_menu", "main", "Main"]],
          meta: {
            _menu_item_type: "post_type",
            _menu_item_object: "page",
            _menu_item_object_id: "1",
            _menu_item_menu_item_parent: "0",
            _menu_item_classes: 'a:1:{i:0;s:0:"";}',
            ekit_menu_item_settings: '{"menu_enable":1,"menu_icon":"icon icon-home"}',
          },
        }),
        item({ id: 21, type: "nav_menu_item", terms: [["nav_menu", "gone", "Gone"]] }),
      ],
      "<wp:term><wp:term_id>3</wp:term_id><wp:term_taxonomy><![CDATA[nav_menu]]></wp:term_taxonomy><wp:term_slug><![CDATA[main]]></wp:term_slug><wp:term_name><![CDATA[Main]]></wp:term_name></wp:term>",
    );
    expect(result.attachments[0]).toMatchObject({
      id: 9,
      file: "2024/05/cup.jpg",
      sizeFiles: ["cup-150x150.jpg", "cup.jpg"],
    });
    expect(result.menus).toEqual([
      {
        id: 3,
        slug: "main",
        name: "Main",
        items: [
          expect.objectContaining({
            id: 20,
            kind: "post_type",
            object: "page",
            objectId: 1,
            parentItemId: null,
            classes: [],
            megaMenu: { menu_enable: 1, menu_icon: "icon icon-home" },
          }),
        ],
      },
    ]);
    expect(result.skipped).toEqual([
      expect.objectContaining({ id: 21, reason: 'its menu "gone" is not in the export' }),
    ]);
  });

  it("expresses ElementsKit's header and footer rules as Elementor conditions", () => {
    const rule = (meta: Record<string, string>) =>
      elementsKitConditions({ elementskit_template_activation: "yes", ...meta }).map((condition) =>
        `${condition.type}/${condition.name}/${condition.subName}/${condition.subId}`.replace(/\/+$/, ""),
      );
    expect(rule({ elementskit_template_condition_a: "entire_site" })).toEqual(["include/general"]);
    expect(rule({ elementskit_template_condition_a: "archive" })).toEqual(["include/archive"]);
    expect(
      rule({
        elementskit_template_condition_a: "singular",
        elementskit_template_condition_singular: "front_page",
      }),
    ).toEqual(["include/singular/front_page"]);
    expect(
      rule({
        elementskit_template_condition_a: "singular",
        elementskit_template_condition_singular: "all_posts",
      }),
    ).toEqual(["include/singular/post"]);
    expect(
      rule({
        elementskit_template_condition_a: "singular",
        elementskit_template_condition_singular: "selective",
        elementskit_template_condition_singular_id: "12, 14,x",
      }),
    ).toEqual(["include/singular/page/12", "include/singular/page/14"]);
    expect(
      elementsKitConditions({
        elementskit_template_activation: "no",
        elementskit_template_condition_a: "entire_site",
      }),
    ).toEqual([]);
  });

  it("refuses files that are not WordPress exports", () => {
    expect(() => readWxr("<html><body/></html>")).toThrow(WxrFormatError);
    expect(() => readWxr('<?xml version="1.0"?><rss><channel><title>x</title></channel></rss>')).toThrow(
      "no <wp:wxr_version>",
    );
    expect(() =>
      readWxr(
        wxr([
          item({ id: 1, type: "page" }).replace("<wp:post_id>1</wp:post_id>", "<wp:post_id>one</wp:post_id>"),
        ]),
      ),
    ).toThrow('<wp:post_id> must be a whole number, not "one"');
  });
});
