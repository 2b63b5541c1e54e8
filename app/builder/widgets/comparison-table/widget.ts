import { defineWidget } from "../../widget.ts";
import { ComparisonTable } from "./comparison-table.tsx";
import { comparisonTableSettings } from "./settings.ts";

export default defineWidget({
  types: ["elementskit-comparison-table"],
  settings: comparisonTableSettings,
  Component: ComparisonTable,
});
