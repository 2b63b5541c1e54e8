import { z } from "zod";
import { choice, link, media, slider, text, toggle } from "../../render/fields.ts";
import { repeater } from "../../render/repeater.ts";

/**
 * ElementsKit's `elementskit-table` (data from its header and body repeaters, or a CSV file), with their defaults.
 */
const newRow = z.union([z.string(), z.boolean()]).default("");

export const tableSettings = z.object({
  ekit_table_data_type: choice(["custom", "csv"], "custom"),
  ekit_table_build_header: repeater(z.object({ table_header_content: text("Table Header") }).loose(), [
    { table_header_content: "Header Col 1 " },
    { table_header_content: "Header Col 2" },
    { table_header_content: "Header Col 3" },
  ]),
  table_body_content: repeater(
    z
      .object({
        ekit_table_row: newRow,
        cell_text: text(""),
        body_cell_setting_url: z.string().default("no"),
        body_cell_url: link(),
      })
      .loose(),
  ),
  ekit_table_upload_csv: media(),
  /** The CSV's rows, written by the import from the uploaded file (the file itself is not kept). */
  vitrine_csv_rows: z.array(z.array(z.string())).optional(),
  show_search: toggle(true),
  show_pagination: toggle(true),
  show_entries: toggle(true),
  show_info: toggle(true),
  show_ordering: toggle(true),
  show_serial: toggle(false),
  show_serial_header_text: text("#"),
  ekit_data_per_page: slider(10),
  ekit_table_navigation_prev_text: text("Previous"),
  ekit_table_navigation_next_text: text("Next"),
});

export type TableSettings = z.output<typeof tableSettings>;
