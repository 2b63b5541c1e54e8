import { z } from "zod";
import { choice, text } from "../../render/fields.ts";

/**
 * Elementor's `tabs`, Elementor's `nested-tabs` (items are child containers) and ElementsKit's
 * `elementskit-tab`, with their defaults. Repeater rows keep their `_id` (Elementor's stable item id).
 */
const itemId = z.union([z.string(), z.number().transform(String)]).default("");

export const tabsSettings = z.object({
  tabs: z.array(z.object({ _id: itemId, tab_title: text(""), tab_content: text("") }).loose()).default([]),
  type: choice(["horizontal", "vertical"], "horizontal"),
  tabs_direction: z.string().default(""),
  ekit_tab_items: z
    .array(
      z
        .object({
          _id: itemId,
          ekit_tab_title: text(""),
          ekit_tab_content: text(""),
          ekit_tab_title_is_active: z.union([z.string(), z.boolean()]).default(""),
        })
        .loose(),
    )
    .default([]),
  ekit_tab_style: choice(["horizontal", "vertical"], "horizontal"),
  ekit_hash_change: z.union([z.literal("1"), z.literal("yes"), z.literal(""), z.boolean()]).default(""),
  ekit_tab_trigger_type: choice(["click", "mouseenter"], "click"),
});

export type TabsSettings = z.output<typeof tabsSettings>;
