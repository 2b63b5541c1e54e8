import { z } from "zod";

/**
 * Imported content's reading settings (WordPress Settings → Reading), for when the export's own answer is not
 * the wanted one. An export carries no options, so by default Vitrine infers them (decision 018).
 */

const pagePath = z
  .string()
  .regex(/^\/(?:[^\s/]+\/)+$/, "must be a page path such as /welcome/ or /about/team/");

export const contentSettingsSchema = z
  .strictObject({
    /**
     * show_on_front / page_on_front: `auto` serves the export's front page at `/` (the page whose address was the
     * site's root) when there is one, else the shop's home; `shop` always the shop's home; or a page path.
     */
    frontPage: z.union([z.enum(["auto", "shop"]), pagePath]).default("auto"),
    /**
     * page_for_posts: `auto` takes the export's posts page (its one empty top-level page), else `/blog/`;
     * `blog` always serves the blog index at `/blog/`; or a page path.
     */
    postsPage: z.union([z.enum(["auto", "blog"]), pagePath]).default("auto"),
  })
  .prefault({});

export type ContentSettings = z.output<typeof contentSettingsSchema>;
