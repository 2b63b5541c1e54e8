import { z } from "zod";
import { choice, media, text } from "../../render/fields.ts";
import { repeater } from "../../render/repeater.ts";

/**
 * Elementor Pro's `reviews` (its `slides` repeater) and ElementsKit's `elementskit-review` (its review items),
 * and `vitrine_product`: a product id or SKU whose real approved reviews fill the cards, headed by its rating
 * and review count (the items in the settings are then not shown).
 */
const rating = z.union([z.number(), z.string()]).default(5);

export const reviewsSettings = z.object({
  slides: repeater(
    z
      .object({
        content: text(""),
        name: text(""),
        title: text(""),
        rating,
        image: media(),
      })
      .loose(),
  ),
  ekit_review_items: repeater(
    z
      .object({
        ekit_review_name: text(""),
        ekit_review_designation: text(""),
        ekit_review_text: text(""),
        ekit_review_rating: rating,
        ekit_review_date: text(""),
        ekit_review_image: media(),
      })
      .loose(),
  ),
  columns: choice(["1", "2", "3", "4"], "3"),
  columns_tablet: z.enum(["1", "2", "3", "4"]).optional(),
  columns_mobile: z.enum(["1", "2", "3", "4"]).optional(),
  read_more_text: text("Read more"),
  read_less_text: text("Read less"),
  vitrine_product: text(""),
  /** How many of the bound product's reviews are shown (newest first); ours, like `vitrine_product`. */
  vitrine_reviews_limit: z.coerce.number().int().min(1).max(50).catch(6).default(6),
});

export type ReviewsSettings = z.output<typeof reviewsSettings>;
