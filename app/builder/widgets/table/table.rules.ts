/**
 * Pure rules of the data tables (ElementsKit `elementskit-table`, DataTables' model): page size, length menu,
 * ordering, search, paging and the information line. Shared by the server (settings → rows) and the browser module.
 */

/** Rows per page unless the settings say otherwise (W-MISC-01). */
export const TABLE_PAGE_SIZE = 10;
/** The "Show … entries" menu; `-1` is "All" (W-MISC-02). */
export const TABLE_LENGTH_MENU: readonly number[] = [10, 25, 50, 100, -1];
export const ALL_ROWS = -1;

export function lengthLabel(length: number): string {
  return length === ALL_ROWS ? "All" : String(length);
}

/** The length menu for a page size: the standard choices, plus the configured size when it is not one of them. */
export function lengthMenu(pageSize: number): number[] {
  const menu = [...TABLE_LENGTH_MENU];
  if (!menu.includes(pageSize))
    menu.splice(menu.filter((n) => n !== ALL_ROWS && n < pageSize).length, 0, pageSize);
  return menu;
}

/** A configured page size: a positive whole number, else the default. */
export function pageSizeOf(value: unknown): number {
  const size = typeof value === "string" ? Number(value) : value;
  return typeof size === "number" && Number.isInteger(size) && size > 0 ? size : TABLE_PAGE_SIZE;
}

/**
 * ElementsKit's body repeater is a flat list of cells; a cell whose "New Row" switch is on starts a row. The last
 * row is filled up with empty cells to the header's width.
 */
export function cellsToRows<T>(
  cells: readonly T[],
  startsRow: (cell: T) => boolean,
  columns: number,
  empty: () => T,
): T[][] {
  const rows: T[][] = [];
  for (const cell of cells) {
    const last = rows.at(-1);
    if (!last || startsRow(cell)) rows.push([cell]);
    else last.push(cell);
  }
  const last = rows.at(-1);
  if (last && columns > 0) while (last.length % columns !== 0) last.push(empty());
  return rows;
}

const NUMBER = /^[-+]?[\d\s.,]*\d[\d\s.,]*$/;
/** A cell's value for ordering: a number when the text is one (currency signs and `%` ignored), else the text. */
export function orderValue(text: string): number | string {
  const trimmed = text.trim();
  const numeric = trimmed.replace(/^[^\d+-]+|[^\d]+$/g, "");
  if (numeric !== "" && NUMBER.test(numeric)) {
    const value = Number(numeric.replace(/[\s,]/g, ""));
    if (Number.isFinite(value)) return value;
  }
  return trimmed.toLocaleLowerCase();
}

export type SortDirection = "ascending" | "descending";

/** Row indexes ordered by one column: numbers before text, ties keep their original order. */
export function sortOrder(
  values: readonly (readonly string[])[],
  column: number,
  direction: SortDirection,
): number[] {
  const keys = values.map((row) => orderValue(row[column] ?? ""));
  const sign = direction === "ascending" ? 1 : -1;
  return values
    .map((_row, index) => index)
    .sort((a, b) => {
      const x = keys[a] ?? "";
      const y = keys[b] ?? "";
      let result: number;
      if (typeof x === "number" && typeof y === "number") result = x - y;
      else if (typeof x === "number") result = -1;
      else if (typeof y === "number") result = 1;
      else result = x.localeCompare(y);
      return result === 0 ? a - b : sign * result;
    });
}

/** The next direction when a column header is activated: ascending first, then it flips. */
export function nextDirection(current: SortDirection | null): SortDirection {
  return current === "ascending" ? "descending" : "ascending";
}

/** Whether a row matches a search: every word of the query appears in some cell, case-insensitively. */
export function rowMatches(cells: readonly string[], query: string): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = cells.join(" ").toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

export interface PageWindow {
  /** 0-based index of the first row shown. */
  start: number;
  /** Index after the last row shown. */
  end: number;
  page: number;
  pages: number;
}

/** Which rows of `total` a page shows (`length` -1: all); the page is clamped into range. */
export function pageWindow(total: number, length: number, page: number): PageWindow {
  if (length === ALL_ROWS || length <= 0) return { start: 0, end: total, page: 0, pages: 1 };
  const pages = Math.max(1, Math.ceil(total / length));
  const clamped = Math.min(Math.max(0, page), pages - 1);
  return { start: clamped * length, end: Math.min(total, (clamped + 1) * length), page: clamped, pages };
}

/** DataTables' information line. */
export function infoText(window: PageWindow, shown: number, total: number): string {
  if (shown === 0)
    return total === 0
      ? "Showing 0 to 0 of 0 entries"
      : `Showing 0 to 0 of 0 entries (filtered from ${total} total entries)`;
  const base = `Showing ${window.start + 1} to ${window.end} of ${shown} entries`;
  return shown === total ? base : `${base} (filtered from ${total} total entries)`;
}

/** Page buttons to show: all when few, else first, last and the neighbours of the current one, gaps as null. */
export function pageButtons(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_v, i) => i);
  const wanted = new Set([0, pages - 1, page - 1, page, page + 1].filter((p) => p >= 0 && p < pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const buttons: (number | null)[] = [];
  for (const p of sorted) {
    const previous = buttons.at(-1);
    if (typeof previous === "number" && p - previous > 1) buttons.push(null);
    buttons.push(p);
  }
  return buttons;
}
