import type { Request, Response } from "express";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  type AdvancedSearchRequest,
  advancedSearchRequest,
  resultWindow,
} from "../../../app/builder/widgets/advanced-search/advanced-search.rules.ts";
import { AdvancedSearchResults } from "../../../app/builder/widgets/advanced-search/results-markup.tsx";
import { searchPosts } from "../../content/post-search.server.ts";
import type { Services } from "../../services.server.ts";
import { RELEVANCE_ORDER } from "../../shop/catalogue/ordering.ts";
import { searchProducts } from "../../shop/catalogue/search.server.ts";

/** Post excerpts in results are cut to this many characters. */
const EXCERPT_LENGTH = 140;

function shortExcerpt(text: string): string {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length <= EXCERPT_LENGTH ? plain : `${plain.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/** The results of one advanced search request: products (best match first) then posts (newest first). */
export async function advancedSearchHtml(services: Services, input: AdvancedSearchRequest): Promise<string> {
  const { db, settings, now } = services;
  const wanted = input.offset + input.posts_per_page;
  const products = input.show_products
    ? await searchProducts(db, {
        terms: input.s,
        page: 1,
        perPage: wanted,
        now: now(),
        orderBy: RELEVANCE_ORDER,
      })
    : { items: [], total: 0 };
  const window = resultWindow(input.offset, input.posts_per_page, products.total);
  const posts = input.show_posts
    ? await searchPosts(db, { terms: input.s, limit: window.posts.limit, offset: window.posts.offset })
    : { posts: [], total: 0 };
  return renderToStaticMarkup(
    createElement(AdvancedSearchResults, {
      terms: input.s,
      found: products.total + posts.total,
      products: products.items.slice(window.products.offset, window.products.offset + window.products.limit),
      posts: posts.posts.map((post) => ({
        id: post.id,
        title: post.title,
        path: post.path,
        excerpt: shortExcerpt(post.excerpt),
      })),
      showImage: input.show_image,
      showPrice: input.show_price,
      currency: settings.currency,
    }),
  );
}

/**
 * `POST /wp-json/elementskit/v1/widget/advanced-search/search` (W-SEARCH-05/06): the widget's settings plus the
 * serialized form, answered with the results' HTML. A request without terms is WordPress's REST 400.
 */
export async function advancedSearch(req: Request, res: Response, services: Services): Promise<void> {
  const input = advancedSearchRequest.safeParse(req.body ?? {});
  if (!input.success || input.data.s === "") {
    res.status(400).json({
      code: "rest_invalid_param",
      message: "Invalid parameter(s): s",
      data: { status: 400, params: { s: "s must be the words to search for." } },
    });
    return;
  }
  res.type("text/html").send(await advancedSearchHtml(services, input.data));
}
