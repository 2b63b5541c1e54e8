import { z } from "zod";
import { choice, color, icon, slider, text, typography } from "../../render/fields.ts";

/** Elementor's `alert` widget settings, with Elementor's defaults. */
export const alertSettings = z.object({
  alert_type: choice(["info", "success", "warning", "danger"], "info"),
  alert_title: text("This is an Alert"),
  alert_description: text("I am a description. Click the edit button to change this text."),
  show_dismiss: z.union([z.literal("show"), z.literal(""), z.literal("hide")]).default("show"),
  dismiss_icon: icon(),
  background: color(),
  border_color: color(),
  "border_left-width": slider(),
  title_color: color(),
  ...typography("alert_title"),
  description_color: color(),
  ...typography("alert_description"),
});
