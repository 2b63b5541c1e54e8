import { parse } from "csv-parse/sync";

/**
 * ElementsKit data tables whose data is an uploaded CSV file (`ekit_table_data_type: "csv"`). The import reads
 * the file once and writes its rows into the widget's settings (`vitrine_csv_rows`, the header row first), so a
 * page never reads a file to render; the file itself is not kept as media.
 */

/** The most rows and columns kept from one CSV file; a page is not the place for more. */
export const TABLE_CSV_MAX_ROWS = 5000;
export const TABLE_CSV_MAX_COLUMNS = 50;

export function isCsvFile(filename: string): boolean {
  return /\.csv$/i.test(filename);
}

/** A CSV file's rows (comma or semicolon separated, quoted fields, a byte-order mark allowed); throws on bad CSV. */
export function parseTableCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.indexOf("\n") >>> 0);
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const rows = parse(text, {
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    to: TABLE_CSV_MAX_ROWS,
  }) as string[][];
  return rows.map((row) => row.slice(0, TABLE_CSV_MAX_COLUMNS).map(String));
}

interface CsvReference {
  id: number | null;
  url: string;
}

function csvReference(settings: Record<string, unknown>): CsvReference | null {
  if (settings.ekit_table_data_type !== "csv") return null;
  const upload = settings.ekit_table_upload_csv;
  if (typeof upload !== "object" || upload === null) return null;
  const { id, url } = upload as { id?: unknown; url?: unknown };
  const numericId =
    typeof id === "number" ? id : typeof id === "string" && /^\d+$/.test(id) ? Number(id) : null;
  return { id: numericId, url: typeof url === "string" ? url : "" };
}

/**
 * Writes each CSV-backed table's rows into its settings (a new tree; the input is not changed). `rowsFor`
 * finds a file's rows by attachment id or address; a table whose file was not found is left as it was and
 * reported through `missing`.
 */
export function inlineTableCsv(
  elements: unknown,
  rowsFor: (reference: CsvReference) => string[][] | null,
  missing: (reference: CsvReference) => void,
): unknown {
  if (Array.isArray(elements)) return elements.map((element) => inlineTableCsv(element, rowsFor, missing));
  if (typeof elements !== "object" || elements === null) return elements;
  const element = elements as Record<string, unknown>;
  const children = Array.isArray(element.elements)
    ? inlineTableCsv(element.elements, rowsFor, missing)
    : element.elements;
  const settings = element.settings;
  if (element.widgetType !== "elementskit-table" || typeof settings !== "object" || settings === null)
    return { ...element, elements: children };
  const reference = csvReference(settings as Record<string, unknown>);
  if (!reference) return { ...element, elements: children };
  const rows = rowsFor(reference);
  if (!rows) {
    missing(reference);
    return { ...element, elements: children };
  }
  return {
    ...element,
    elements: children,
    settings: {
      ...(settings as Record<string, unknown>),
      ekit_table_upload_csv: { id: reference.id ?? "", url: "" },
      vitrine_csv_rows: rows,
    },
  };
}
