import { z } from "zod";
import { PAGINATION_TYPES } from "../../loop/query-settings.ts";
import { choice, text } from "../../render/fields.ts";

/**
 * Elementor Pro's posts and archive-posts widgets (classic and cards skins; each skin's settings carry its
 * name: `classic_columns`, `cards_show_excerpt`) and ElementsKit's blog posts. Read per skin by `skinSettings`.
 */
export const postsSettings = z.object({
  _skin: z.string().default("classic"),
  pagination_type: choice(PAGINATION_TYPES, ""),
  pagination_page_limit: z.union([z.number(), z.string()]).default(""),
  pagination_prev_label: text("« Previous"),
  pagination_next_label: text("Next »"),
  text: text("Load More"),
  nothing_found_message: text("It seems we can’t find what you’re looking for."),
  /** ElementsKit blog posts. */
  ekit_blog_posts_num: z.preprocess(
    (v) => (v === "" || v === undefined ? undefined : Number(v)),
    z.number().int().min(1).max(100).default(6),
  ),
  ekit_blog_posts_column: z.string().default("ekit-md-4"),
  ekit_blog_posts_layout_style: z.string().default("elementskit-post-image-card"),
});

const yesNo = (fallback: boolean) =>
  z
    .union([z.literal("yes"), z.literal(""), z.boolean()])
    .transform((value) => value === "yes" || value === true)
    .catch(fallback)
    .default(fallback);
const number = (fallback: number, max: number) =>
  z
    .preprocess(
      (v) => (v === "" || v === undefined ? undefined : Number(v)),
      z.number().int().min(1).max(max).default(fallback),
    )
    .catch(fallback);

/** One skin's settings (`<skin>_<name>`), with Elementor's defaults. */
export const skinSchema = z.object({
  columns: number(3, 12),
  columns_tablet: number(2, 12),
  columns_mobile: number(1, 12),
  posts_per_page: number(6, 100),
  show_title: yesNo(true),
  title_tag: z.enum(["h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "p"]).catch("h3").default("h3"),
  show_excerpt: yesNo(true),
  excerpt_length: number(25, 500),
  meta_data: z.array(z.string()).catch(["date"]).default(["date"]),
  show_read_more: yesNo(true),
  read_more_text: z.string().catch("Read More »").default("Read More »"),
  thumbnail: z.string().catch("top").default("top"),
  show_badge: yesNo(true),
  badge_taxonomy: z.string().catch("category").default("category"),
});
export type SkinSettings = z.output<typeof skinSchema>;

export function skinSettings(settings: Record<string, unknown>, skin: string): SkinSettings {
  const prefix = `${skin}_`;
  const own = Object.fromEntries(
    Object.entries(settings)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
  return skinSchema.parse(own);
}
