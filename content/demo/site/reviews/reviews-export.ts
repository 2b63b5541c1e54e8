import type { DemoReview } from "./demo-reviews.ts";

/**
 * A WordPress export (WXR 1.2) of product items carrying their reviews as `wp:comment`s, the way WooCommerce's
 * shops export them: comment type `review`, the stars in the comment meta `rating`, `verified` "1" or "0".
 * Vitrine takes the products themselves from the CSV; from these items it imports only the reviews.
 */
export function reviewsExport(
  site: string,
  products: readonly { id: number; title: string; slug: string }[],
  reviews: readonly DemoReview[],
): string {
  const items = products.map((product) => {
    const comments = reviews
      .filter((review) => review.productId === product.id)
      .map((review) => {
        const meta = [
          ...(review.rating === null ? [] : [["rating", String(review.rating)]]),
          ["verified", review.verified ? "1" : "0"],
        ]
          .map(
            ([key, value]) =>
              `\t\t\t<wp:commentmeta>\n\t\t\t\t<wp:meta_key>${cdata(key ?? "")}</wp:meta_key>\n\t\t\t\t<wp:meta_value>${cdata(value ?? "")}</wp:meta_value>\n\t\t\t</wp:commentmeta>`,
          )
          .join("\n");
        return `\t\t<wp:comment>
\t\t\t<wp:comment_id>${review.id}</wp:comment_id>
\t\t\t<wp:comment_author>${cdata(review.author)}</wp:comment_author>
\t\t\t<wp:comment_author_email>${cdata(review.email)}</wp:comment_author_email>
\t\t\t<wp:comment_author_url></wp:comment_author_url>
\t\t\t<wp:comment_author_IP>${cdata("")}</wp:comment_author_IP>
\t\t\t<wp:comment_date>${cdata(review.date)}</wp:comment_date>
\t\t\t<wp:comment_date_gmt>${cdata(review.date)}</wp:comment_date_gmt>
\t\t\t<wp:comment_content>${cdata(review.content)}</wp:comment_content>
\t\t\t<wp:comment_approved>${cdata(review.approved)}</wp:comment_approved>
\t\t\t<wp:comment_type>${cdata(review.type ?? "review")}</wp:comment_type>
\t\t\t<wp:comment_parent>${review.parent ?? 0}</wp:comment_parent>
\t\t\t<wp:comment_user_id>0</wp:comment_user_id>
${meta}
\t\t</wp:comment>`;
      });
    return `\t<item>
\t\t<title>${cdata(product.title)}</title>
\t\t<link>${site}/product/${product.slug}/</link>
\t\t<dc:creator>${cdata("vitrine")}</dc:creator>
\t\t<guid isPermaLink="false">${site}/?post_type=product&amp;p=${product.id}</guid>
\t\t<content:encoded>${cdata("")}</content:encoded>
\t\t<excerpt:encoded>${cdata("")}</excerpt:encoded>
\t\t<wp:post_id>${product.id}</wp:post_id>
\t\t<wp:post_date>${cdata("2025-06-01 09:00:00")}</wp:post_date>
\t\t<wp:post_date_gmt>${cdata("2025-06-01 09:00:00")}</wp:post_date_gmt>
\t\t<wp:comment_status>${cdata("open")}</wp:comment_status>
\t\t<wp:post_name>${cdata(product.slug)}</wp:post_name>
\t\t<wp:status>${cdata("publish")}</wp:status>
\t\t<wp:post_parent>0</wp:post_parent>
\t\t<wp:menu_order>0</wp:menu_order>
\t\t<wp:post_type>${cdata("product")}</wp:post_type>
${comments.join("\n")}
\t</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8" ?>
<!-- Product reviews exported from WooCommerce (Tools → Export → Products), comments included. -->
<rss version="2.0"
\txmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
\txmlns:content="http://purl.org/rss/1.0/modules/content/"
\txmlns:wfw="http://wellformedweb.org/CommentAPI/"
\txmlns:dc="http://purl.org/dc/elements/1.1/"
\txmlns:wp="http://wordpress.org/export/1.2/"
>
<channel>
\t<title>Maison Vitrine</title>
\t<link>${site}</link>
\t<wp:wxr_version>1.2</wp:wxr_version>
\t<wp:base_site_url>${site}</wp:base_site_url>
\t<wp:base_blog_url>${site}</wp:base_blog_url>
${items.join("\n")}
</channel>
</rss>
`;
}

function cdata(value: string): string {
  return `<![CDATA[${value.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}
