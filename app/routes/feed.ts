import { FEED_POSTS, RSS_CONTENT_TYPE, rssFeed } from "~/blog/rss.ts";
import { documentSourceOf } from "../../server/content/document-source.server.ts";
import { publicOrigin } from "../../server/settings/public-origin.ts";
import type { Route } from "./+types/feed";

/**
 * `/feed/`: the blog's RSS 2.0 feed, as WordPress serves it (a resource route: XML, no page around it). `/feed`
 * without the slash answers too, as WordPress's redirect would lead there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { shop } = context.services.settings;
  const { posts } = await documentSourceOf(context.services).blogPosts(1, FEED_POSTS, null);
  // The configured site address when there is one: a forged Host header must not rewrite the feed's links.
  const origin = publicOrigin(context.services.settings, url);
  const absolute = (path: string) => new URL(path, origin).href;
  const xml = rssFeed(
    {
      title: shop.name,
      description: shop.tagline,
      link: absolute("/"),
      self: absolute("/feed/"),
      language: shop.language,
    },
    posts.map((post) => ({
      title: post.title,
      link: absolute(post.path),
      publishedAt: post.publishedAt,
      authorName: post.authorName,
      excerpt: post.excerpt,
    })),
    new Date(),
  );
  return new Response(request.method === "HEAD" ? null : xml, {
    headers: { "Content-Type": RSS_CONTENT_TYPE },
  });
}
