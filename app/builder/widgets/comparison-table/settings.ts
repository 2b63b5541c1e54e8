import { z } from "zod";
import { text } from "../../render/fields.ts";
import { repeater } from "../../render/repeater.ts";

/** ElementsKit's `elementskit-comparison-table`: heading cells, then body cells (a switch starts each row). */
const newRow = z.union([z.string(), z.boolean()]).default("");

export const comparisonTableSettings = z.object({
  ekit_cp_table_heading_content: repeater(
    z.object({ ekit_cp_table_heading_cell_text: text("Column") }).loose(),
  ),
  ekit_cp_table_body_content: repeater(
    z.object({ ekit_cp_table_row: newRow, ekit_cp_table_cell_text: text("Column") }).loose(),
  ),
});

export type ComparisonTableSettings = z.output<typeof comparisonTableSettings>;
