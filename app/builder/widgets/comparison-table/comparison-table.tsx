import type { WidgetProps } from "../../widget.ts";
import { cellsToRows } from "../table/table.rules.ts";
import type { ComparisonTableSettings } from "./settings.ts";

/**
 * ElementsKit's comparison table: heading cells, then body cells (a switch starts each row). Every value is
 * written as text, HTML-escaped (W-MISC-29): markup typed into a cell shows as typed and never becomes elements.
 */
export function ComparisonTable({ settings }: WidgetProps<ComparisonTableSettings, undefined>) {
  const heading = settings.ekit_cp_table_heading_content.map((cell) =>
    String(cell.ekit_cp_table_heading_cell_text),
  );
  const rows = cellsToRows(
    settings.ekit_cp_table_body_content.map((cell) => ({
      text: stripTags(String(cell.ekit_cp_table_cell_text)),
      startsRow:
        cell.ekit_cp_table_row === "Row" ||
        cell.ekit_cp_table_row === "yes" ||
        cell.ekit_cp_table_row === true,
    })),
    (cell) => cell.startsRow,
    heading.length,
    () => ({ text: "", startsRow: false }),
  );
  if (heading.length === 0 && rows.length === 0) return null;
  return (
    <div className="ekit-wid-con">
      <section
        className="ekit-comparison-table vitrine-comparison-table vitrine-table-scroll"
        aria-label={heading.map(stripTags).filter(Boolean).join(", ") || "Comparison table"}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        <table>
          <thead>
            <tr className="ekit-comparison-row">
              {heading.map((title, index) =>
                stripTags(title) === "" ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                  <td key={index} className="ekit-comparison-table-heading-cell" />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                  <th key={index} scope="col" className="ekit-comparison-table-heading-cell">
                    {stripTags(title)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
              <tr key={r} className="ekit-comparison-row">
                {row.map((cell, c) =>
                  c === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    <th key={c} scope="row" className="ekit-comparison-table-body-cell">
                      {cell.text}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    <td key={c} className="ekit-comparison-table-body-cell">
                      {cell.text}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** Cells come from a rich-text control; their wrapping paragraphs are layout, not content. */
function stripTags(value: string): string {
  return value.replace(/<\/?p>/gi, "").trim();
}
