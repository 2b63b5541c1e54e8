import { z } from "zod";
import { choice, color, slider, text, toggle } from "../../render/fields.ts";

/** Elementor Pro's off-canvas widget (`off-canvas`): a panel of elements opened by link actions. */
export const offCanvasSettings = z.object({
  off_canvas_name: text("Off-Canvas"),
  horizontal_position: choice(["start", "center", "end"], "start"),
  vertical_position: choice(["start", "center", "end"], "center"),
  has_overlay: toggle(true),
  /** Vitrine: whether a click on the overlay closes the panel (Elementor's behaviour, on by default). */
  overlay_close: toggle(true),
  width: slider(400),
  overlay_color: color(),
  background_color: color(),
});

export type OffCanvasSettings = z.output<typeof offCanvasSettings>;
