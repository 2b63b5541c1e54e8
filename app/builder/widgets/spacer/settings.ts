import { z } from "zod";
import { responsive, slider } from "../../render/fields.ts";

/** Elementor's `spacer` widget settings: the space, 50 px by default. */
export const spacerSettings = z.object({
  ...responsive("space", slider(50)),
});
