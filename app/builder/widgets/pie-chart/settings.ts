import { z } from "zod";
import { choice, color, slider, text } from "../../render/fields.ts";
import { PIE_CHART_DEFAULTS } from "./pie-chart.rules.ts";

/** ElementsKit's pie chart settings, with the spec's defaults (W-MISC-14..16). */
export const pieChartSettings = z.object({
  ekit_piechart_percentage: slider(80, "%"),
  ekit_piechart_title: text(""),
  ekit_piechart_item_description: text(""),
  ekit_piechart_size: slider(PIE_CHART_DEFAULTS.size),
  ekit_piechart_line_width: slider(PIE_CHART_DEFAULTS.lineWidth),
  ekit_piechart_animation_duration: slider(PIE_CHART_DEFAULTS.duration),
  ekit_piechart_bar_color: color("#2575fc"),
  ekit_piechart_track_color: color("#e6e6e6"),
  ekit_piechart_line_cap: choice(["round", "butt", "square"], "round"),
  ekit_piechart_number_color: color(""),
});
