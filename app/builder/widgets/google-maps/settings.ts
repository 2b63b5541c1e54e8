import { z } from "zod";
import { responsive, slider, text } from "../../render/fields.ts";

/** Elementor's `google_maps` widget settings, with Elementor's defaults. */
export const googleMapsSettings = z.object({
  address: text("London Eye, London, United Kingdom"),
  zoom: slider(10),
  ...responsive("height", slider()),
  prevent_scroll: z.union([z.literal("yes"), z.literal("")]).default("yes"),
});
