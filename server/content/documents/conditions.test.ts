import { describe, expect, it } from "vitest";
import {
  type ConditionalTemplate,
  conditionsMatch,
  type PageContext,
  parseCondition,
  templatesForPage,
} from "./conditions.ts";

const conditions = (...raw: string[]) =>
  raw.map((text) => {
    const parsed = parseCondition(text);
    if (!parsed) throw new Error(`bad condition ${text}`);
    return parsed;
  });

const aboutPage: PageContext = { kind: "singular", postType: "page", id: 12, ancestorIds: [] };
const teamPage: PageContext = { kind: "singular", postType: "page", id: 14, ancestorIds: [12, 3] };
const frontPage: PageContext = { kind: "singular", postType: "page", id: 2, isFrontPage: true };
const post: PageContext = {
  kind: "singular",
  postType: "post",
  id: 40,
  authorId: 1,
  terms: [
    { taxonomy: "category", id: 7, ancestorIds: [5] },
    { taxonomy: "post_tag", id: 9 },
  ],
};
const product: PageContext = {
  kind: "singular",
  postType: "product",
  id: 101,
  terms: [{ taxonomy: "product_cat", id: 20 }],
};
const blogIndex: PageContext = { kind: "archive", postType: "post", archive: { type: "post_type" } };
const newsArchive: PageContext = {
  kind: "archive",
  postType: "post",
  archive: { type: "taxonomy", term: { taxonomy: "category", id: 7, ancestorIds: [5] } },
};
const shop: PageContext = { kind: "archive", postType: "product", archive: { type: "post_type" } };
const productCategory: PageContext = {
  kind: "archive",
  postType: "product",
  archive: { type: "taxonomy", term: { taxonomy: "product_cat", id: 20 } },
};
const notFound: PageContext = { kind: "not_found" };

describe("display conditions", () => {
  it("parses include/exclude strings and refuses anything else", () => {
    expect(parseCondition("include/singular/page/12")).toEqual({
      type: "include",
      name: "singular",
      subName: "page",
      subId: "12",
    });
    expect(parseCondition("include/general")).toEqual({
      type: "include",
      name: "general",
      subName: "",
      subId: "",
    });
    expect(parseCondition("maybe/general")).toBeNull();
    expect(parseCondition("include")).toBeNull();
    expect(parseCondition("include/a/b/c/d")).toBeNull();
  });

  it("entire site matches every page, 404 included", () => {
    for (const context of [aboutPage, post, product, blogIndex, shop, notFound])
      expect(conditionsMatch(conditions("include/general"), context)).toBe(100);
  });

  it("singular conditions: all singular, a post type, one page by id, the front page", () => {
    expect(conditionsMatch(conditions("include/singular"), aboutPage)).toBe(60);
    expect(conditionsMatch(conditions("include/singular"), blogIndex)).toBeNull();
    expect(conditionsMatch(conditions("include/singular/page"), aboutPage)).toBe(30);
    expect(conditionsMatch(conditions("include/singular/page"), post)).toBeNull();
    expect(conditionsMatch(conditions("include/singular/page/12"), aboutPage)).toBe(20);
    expect(conditionsMatch(conditions("include/singular/page/12"), teamPage)).toBeNull();
    expect(conditionsMatch(conditions("include/singular/front_page"), frontPage)).toBe(15);
    expect(conditionsMatch(conditions("include/singular/front_page"), aboutPage)).toBeNull();
    expect(conditionsMatch(conditions("include/singular/not_found404"), notFound)).toBe(5);
  });

  it("posts by term, by child term and by author; pages by parent", () => {
    expect(conditionsMatch(conditions("include/singular/in_category/7"), post)).toBe(20);
    expect(conditionsMatch(conditions("include/singular/in_category/8"), post)).toBeNull();
    expect(conditionsMatch(conditions("include/singular/in_post_tag/9"), post)).toBe(20);
    expect(conditionsMatch(conditions("include/singular/in_category_children/5"), post)).toBe(20);
    expect(conditionsMatch(conditions("include/singular/post_by_author/1"), post)).toBe(20);
    expect(conditionsMatch(conditions("include/singular/child_of/12"), teamPage)).toBe(20);
    expect(conditionsMatch(conditions("include/singular/child_of"), teamPage)).toBe(25);
    expect(conditionsMatch(conditions("include/singular/child_of/3"), teamPage)).toBeNull();
    expect(conditionsMatch(conditions("include/singular/any_child_of/3"), teamPage)).toBe(20);
  });

  it("archives: all, the blog index, by taxonomy and term, search; shop archives are WooCommerce's", () => {
    expect(conditionsMatch(conditions("include/archive"), newsArchive)).toBe(80);
    expect(conditionsMatch(conditions("include/archive"), shop)).toBeNull();
    expect(conditionsMatch(conditions("include/archive/post_archive"), blogIndex)).toBe(60);
    expect(conditionsMatch(conditions("include/archive/category"), newsArchive)).toBe(55);
    expect(conditionsMatch(conditions("include/archive/category/7"), newsArchive)).toBe(50);
    expect(conditionsMatch(conditions("include/archive/category/8"), newsArchive)).toBeNull();
    expect(conditionsMatch(conditions("include/archive/child_of_category/5"), newsArchive)).toBe(50);
    expect(
      conditionsMatch(conditions("include/archive/search"), {
        kind: "archive",
        postType: "post",
        archive: { type: "search" },
      }),
    ).toBe(55);
  });

  it("WooCommerce: entire shop, product archives, the shop page, product categories, products", () => {
    expect(conditionsMatch(conditions("include/woocommerce"), product)).toBe(100);
    expect(conditionsMatch(conditions("include/woocommerce"), aboutPage)).toBeNull();
    expect(conditionsMatch(conditions("include/product_archive"), productCategory)).toBe(40);
    expect(conditionsMatch(conditions("include/product_archive/shop_page"), shop)).toBe(25);
    expect(conditionsMatch(conditions("include/product_archive/shop_page"), productCategory)).toBeNull();
    expect(conditionsMatch(conditions("include/product_archive/product_cat/20"), productCategory)).toBe(20);
    expect(conditionsMatch(conditions("include/singular/product"), product)).toBe(30);
    expect(conditionsMatch(conditions("include/product"), product)).toBe(40);
    expect(conditionsMatch(conditions("include/singular/in_product_cat/20"), product)).toBe(20);
  });

  it("an exclude that matches removes the template; one that does not leaves it", () => {
    const list = conditions("include/general", "exclude/singular/page/12");
    expect(conditionsMatch(list, aboutPage)).toBeNull();
    expect(conditionsMatch(list, teamPage)).toBe(100);
  });

  it("takes the most specific matching include (Elementor keeps the last: quirk)", () => {
    expect(conditionsMatch(conditions("include/singular/page/12", "include/general"), aboutPage)).toBe(20);
  });

  it("ignores conditions of unknown plugins", () => {
    expect(conditionsMatch(conditions("include/some_plugin_thing/x"), aboutPage)).toBeNull();
    expect(conditionsMatch(conditions("include/singular/some_cpt"), aboutPage)).toBeNull();
  });

  it("chooses per location the most specific template, the newer on a tie, and every matching popup", () => {
    const template = (id: number, type: string, ...raw: string[]): ConditionalTemplate => ({
      id,
      type,
      conditions: conditions(...raw),
    });
    const siteHeader = template(1, "header", "include/general");
    const aboutHeader = template(2, "header", "include/singular/page/12");
    const newerSiteHeader = template(3, "header", "include/general");
    const footer = template(4, "footer", "include/general", "exclude/singular/page/12");
    const popupA = template(5, "popup", "include/general");
    const popupB = template(6, "popup", "include/singular/page");
    const loopItem = template(7, "loop-item", "include/general");
    const all = [siteHeader, aboutHeader, newerSiteHeader, footer, popupA, popupB, loopItem];

    const onAbout = templatesForPage(all, aboutPage);
    expect(onAbout.header).toBe(aboutHeader);
    expect(onAbout.footer).toBeNull();
    expect(onAbout.popups).toEqual([popupB, popupA]);

    const onPost = templatesForPage(all, post);
    expect(onPost.header).toBe(newerSiteHeader);
    expect(onPost.footer).toBe(footer);
    expect(onPost.popups).toEqual([popupA]);
  });
});
