import { z } from "zod";
import { choice, link, text, toggle } from "../../render/fields.ts";

/**
 * The theme widgets a loop-item template shows an entry with (Elementor Pro's post title, featured image,
 * excerpt, post info; WooCommerce's product title, price, short description and add to cart).
 */
export const loopFieldsSettings = z.object({
  header_size: choice(["h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "p"], "h2"),
  size: text("default"),
  /** Title and image link to the entry unless switched off (`link_to`: `post`, `custom`, `""`). */
  link_to: text(""),
  link: link(),
  excerpt_length: z.preprocess(
    (value) => (value === "" ? undefined : Number(value)),
    z.number().int().min(1).max(500).optional(),
  ),
  show_quantity: toggle(),
  /** post-info: which items (`date`, `terms`, `author`), in Elementor's repeater shape. */
  icon_list: z
    .array(
      z
        .object({
          type: z.string().default("date"),
          taxonomy: z.string().optional(),
          _id: z.string().optional(),
        })
        .loose(),
    )
    .catch([])
    .default([{ type: "date" }, { type: "terms", taxonomy: "category" }]),
});
