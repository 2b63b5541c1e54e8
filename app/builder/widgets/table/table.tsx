import type { ReactNode } from "react";
import { anchorProps, linkAttributes } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import type { TableSettings } from "./settings.ts";
import { cellsToRows, pageSizeOf } from "./table.rules.ts";

/**
 * A data table as one full `<table>`: every row is in the markup, so without script the visitor reads all of it.
 * The browser module adds the search box, ordering, the length menu and paging (`data-table` holds the options).
 */
interface Cell {
  key: string;
  content: ReactNode;
}

function TableOptions(settings: TableSettings) {
  return JSON.stringify({
    search: settings.show_search,
    paging: settings.show_pagination,
    lengthMenu: settings.show_entries,
    info: settings.show_info,
    ordering: settings.show_ordering,
    pageSize: pageSizeOf(settings.ekit_data_per_page.size),
    previous: String(settings.ekit_table_navigation_prev_text) || "Previous",
    next: String(settings.ekit_table_navigation_next_text) || "Next",
  });
}

export function DataTable({ element, settings, context }: WidgetProps<TableSettings, undefined>) {
  let header: string[];
  let rows: Cell[][];
  if (settings.ekit_table_data_type === "csv") {
    const [first = [], ...rest] = settings.vitrine_csv_rows ?? [];
    header = first;
    rows = rest.map((row, r) => row.map((value, c) => ({ key: `${r}-${c}`, content: value })));
  } else {
    header = settings.ekit_table_build_header.map((cell) => String(cell.table_header_content).trim());
    rows = cellsToRows(
      settings.table_body_content.map((cell, index): Cell & { startsRow: boolean } => {
        const html = context.sanitize.html(String(cell.cell_text));
        const attributes = cell.body_cell_setting_url === "yes" ? linkAttributes(cell.body_cell_url) : null;
        const body = (
          <div
            key="body"
            className="ekit_table_body_container"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the cell went through the document sanitiser
            dangerouslySetInnerHTML={{ __html: html }}
          />
        );
        return {
          key: cell._id || String(index),
          startsRow:
            cell.ekit_table_row === "Row" || cell.ekit_table_row === "yes" || cell.ekit_table_row === true,
          content: attributes ? <a {...anchorProps(attributes)}>{body}</a> : body,
        };
      }),
      (cell) => cell.startsRow,
      header.length,
      () => ({ key: "", content: null, startsRow: false }),
    );
  }
  if (header.length === 0 && rows.length === 0) return null;
  const serial = settings.show_serial;
  return (
    <div className="ekit-wid-con">
      <div
        className={`ekit_table display ekit_table_data_type-${settings.ekit_table_data_type} vitrine-table`}
        data-table={TableOptions(settings)}
      >
        <section
          className="vitrine-table-scroll"
          aria-label={header.filter(Boolean).join(", ") || "Table"}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
        >
          <table id={`ekit-table-container-${element.id}`} className="display dataTable">
            <thead>
              <tr>
                {serial ? <th scope="col">{String(settings.show_serial_header_text)}</th> : null}
                {header.map((title, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                  <th key={index} scope="col">
                    <div className="ekit_table_item_container">{title}</div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                <tr key={r}>
                  {serial ? <td>{r + 1}</td> : null}
                  {row.map((cell, c) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    <td key={`${cell.key}-${c}`}>{cell.content}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
