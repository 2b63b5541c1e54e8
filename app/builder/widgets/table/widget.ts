import { defineWidget } from "../../widget.ts";
import { tableSettings } from "./settings.ts";
import { DataTable } from "./table.tsx";

export default defineWidget({
  types: ["elementskit-table"],
  settings: tableSettings,
  Component: DataTable,
  client: "table",
});
