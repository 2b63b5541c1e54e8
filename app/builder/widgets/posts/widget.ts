import { loopQueryOf } from "../../loop/query-settings.ts";
import { defineWidget } from "../../widget.ts";
import { Posts, type PostsData } from "./posts.tsx";
import { postsSettings, skinSettings } from "./settings.ts";

const GRID = " .elementor-posts-container";

function skinOf(settings: { _skin: string }, widgetType: string | undefined): PostsData["skin"] {
  if (widgetType === "elementskit-blog-posts") return "ekit";
  return settings._skin === "cards" ? "cards" : "classic";
}

export default defineWidget({
  types: ["posts", "archive-posts", "elementskit-blog-posts"],
  settings: postsSettings,
  Component: Posts,
  async load(settings, services, context): Promise<PostsData | null> {
    const loop = services.loop;
    if (!loop) return null;
    // ElementsKit's widget has no skin; its own count applies.
    const skin = skinOf(settings, context.widgetType);
    const own = skinSettings(settings, skin === "ekit" ? "classic" : skin);
    const query = loopQueryOf({
      settings,
      prefix: "posts",
      postType: "post",
      perPage: skin === "ekit" ? settings.ekit_blog_posts_num : own.posts_per_page,
      widgetId: context.elementId,
      params: loop.params,
      documentId: context.documentId,
    });
    const result = await loop.query(query);
    return {
      skin,
      skinSettings: own,
      entries: result.entries,
      page: Math.min(query.page, result.pageCount),
      pageCount: result.pageCount,
      params: loop.params,
    };
  },
  wrapperClasses(settings) {
    const skin = settings._skin === "cards" ? "cards" : "classic";
    const own = skinSettings(settings, skin);
    return [
      `elementor-grid-${own.columns}`,
      `elementor-grid-tablet-${own.columns_tablet}`,
      `elementor-grid-mobile-${own.columns_mobile}`,
      `elementor-posts--thumbnail-${own.thumbnail}`,
      ...(skin === "cards" ? ["elementor-card-shadow-yes", "elementor-posts__hover-gradient"] : []),
    ];
  },
  client: "posts",
  frontendSettings: ["pagination_type"],
  css(settings, style) {
    const own = skinSettings(settings, settings._skin === "cards" ? "cards" : "classic");
    style.rule(GRID, { "grid-template-columns": `repeat(${own.columns}, minmax(0, 1fr))` });
    style.rule(GRID, { "grid-template-columns": `repeat(${own.columns_tablet}, minmax(0, 1fr))` }, "tablet");
    style.rule(GRID, { "grid-template-columns": `repeat(${own.columns_mobile}, minmax(0, 1fr))` }, "mobile");
  },
});
