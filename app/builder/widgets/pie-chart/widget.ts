import { defineWidget } from "../../widget.ts";
import { PieChart } from "./pie-chart.tsx";
import { pieChartSettings } from "./settings.ts";

/** ElementsKit's pie chart / progress circle (W-MISC-14..17). */
export default defineWidget({
  types: ["elementskit-piechart"],
  settings: pieChartSettings,
  Component: PieChart,
  css(_settings, style) {
    style.colorRule("ekit_piechart_number_color", " .ekit-piechart__number", "color");
  },
  client: "pie-chart",
});
