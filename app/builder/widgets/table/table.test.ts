import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import {
  ALL_ROWS,
  cellsToRows,
  infoText,
  lengthLabel,
  lengthMenu,
  nextDirection,
  orderValue,
  pageButtons,
  pageSizeOf,
  pageWindow,
  rowMatches,
  sortOrder,
  TABLE_LENGTH_MENU,
  TABLE_PAGE_SIZE,
} from "./table.rules.ts";

describe("table rules", () => {
  it("W-MISC-01 the default page size is 10", () => {
    expect(TABLE_PAGE_SIZE).toBe(10);
    expect(pageSizeOf("")).toBe(10);
    expect(pageSizeOf(undefined)).toBe(10);
    expect(pageSizeOf(-3)).toBe(10);
    expect(pageSizeOf("25")).toBe(25);
  });

  it("W-MISC-02 the length menu is 10, 25, 50, 100, All", () => {
    expect(TABLE_LENGTH_MENU.map(lengthLabel)).toEqual(["10", "25", "50", "100", "All"]);
    expect(lengthMenu(10)).toEqual([10, 25, 50, 100, ALL_ROWS]);
    expect(lengthMenu(5)).toEqual([5, 10, 25, 50, 100, ALL_ROWS]);
    expect(lengthMenu(30)).toEqual([10, 25, 30, 50, 100, ALL_ROWS]);
  });

  it("pages: 10 a page, the last one partial, All shows everything, out-of-range pages clamp", () => {
    expect(pageWindow(57, 10, 0)).toEqual({ start: 0, end: 10, page: 0, pages: 6 });
    expect(pageWindow(57, 10, 5)).toEqual({ start: 50, end: 57, page: 5, pages: 6 });
    expect(pageWindow(57, 10, 9)).toEqual({ start: 50, end: 57, page: 5, pages: 6 });
    expect(pageWindow(57, ALL_ROWS, 3)).toEqual({ start: 0, end: 57, page: 0, pages: 1 });
    expect(pageWindow(0, 10, 0)).toEqual({ start: 0, end: 0, page: 0, pages: 1 });
  });

  it("information line, with the filtered count", () => {
    expect(infoText(pageWindow(57, 10, 1), 57, 57)).toBe("Showing 11 to 20 of 57 entries");
    expect(infoText(pageWindow(3, 10, 0), 3, 57)).toBe(
      "Showing 1 to 3 of 3 entries (filtered from 57 total entries)",
    );
    expect(infoText(pageWindow(0, 10, 0), 0, 57)).toBe(
      "Showing 0 to 0 of 0 entries (filtered from 57 total entries)",
    );
  });

  it("ordering: numbers by value (prices, percentages), text by locale, stable, both directions", () => {
    expect(orderValue("€12.50")).toBe(12.5);
    expect(orderValue("1,200")).toBe(1200);
    expect(orderValue("-20%")).toBe(-20);
    expect(orderValue(" Mug ")).toBe("mug");
    const rows = [
      ["Mug", "€12"],
      ["bowl", "€9.50"],
      ["Plate", "€30"],
      ["cup", "€9.50"],
    ];
    expect(sortOrder(rows, 0, "ascending")).toEqual([1, 3, 0, 2]);
    expect(sortOrder(rows, 1, "ascending")).toEqual([1, 3, 0, 2]);
    expect(sortOrder(rows, 1, "descending")).toEqual([2, 0, 1, 3]);
    expect(nextDirection(null)).toBe("ascending");
    expect(nextDirection("ascending")).toBe("descending");
    expect(nextDirection("descending")).toBe("ascending");
  });

  it("search: every word somewhere in the row, case-insensitive", () => {
    expect(rowMatches(["Speckled mug", "Home"], "MUG home")).toBe(true);
    expect(rowMatches(["Speckled mug", "Home"], "mug garden")).toBe(false);
    expect(rowMatches(["x"], "  ")).toBe(true);
  });

  it("page buttons: all when few, else first, last and neighbours with gaps", () => {
    expect(pageButtons(0, 3)).toEqual([0, 1, 2]);
    expect(pageButtons(5, 12)).toEqual([0, null, 4, 5, 6, null, 11]);
    expect(pageButtons(0, 12)).toEqual([0, 1, null, 11]);
  });

  it("a cell whose row switch is on starts a row; the last row is filled to the header's width", () => {
    const cells = ["a", "b", "c", "d"].map((text, index) => ({ text, starts: index === 0 || index === 2 }));
    const rows = cellsToRows(
      cells,
      (cell) => cell.starts,
      3,
      () => ({ text: "", starts: false }),
    );
    expect(rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ["a", "b"],
      ["c", "d", ""],
    ]);
  });
});

describe("data table widget", () => {
  it("without script: one full table with every row, options for the browser module", async () => {
    const { inner, html } = await renderWidget("elementskit-table", {
      ekit_table_build_header: [{ table_header_content: "Product" }, { table_header_content: "Price" }],
      table_body_content: [
        { ekit_table_row: "Row", cell_text: "Mug <script>x()</script>" },
        { cell_text: "€12" },
        { ekit_table_row: "Row", cell_text: "Bowl" },
        { cell_text: "€18", body_cell_setting_url: "yes", body_cell_url: { url: "javascript:alert(1)" } },
      ],
      ekit_data_per_page: { unit: "px", size: 25 },
      show_search: "",
    });
    expect(html).toContain('data-vitrine-client="widgets/table/table"');
    expect(inner).toContain('<th scope="col"><div class="ekit_table_item_container">Product</div></th>');
    expect(inner.match(/<tr>/g)).toHaveLength(3);
    expect(inner).toContain("Mug ");
    expect(inner).not.toContain("x()");
    expect(inner).not.toContain("javascript:");
    expect(inner).toContain(
      'data-table="{&quot;search&quot;:false,&quot;paging&quot;:true,&quot;lengthMenu&quot;:true,&quot;info&quot;:true,&quot;ordering&quot;:true,&quot;pageSize&quot;:25',
    );
  });

  it("CSV data: the imported rows, the first one as the header", async () => {
    const { inner } = await renderWidget("elementskit-table", {
      ekit_table_data_type: "csv",
      vitrine_csv_rows: [
        ["Size", "Chest (cm)"],
        ["S", "<b>88</b>"],
      ],
    });
    expect(inner).toContain("Chest (cm)");
    expect(inner).toContain("<td>&lt;b&gt;88&lt;/b&gt;</td>");
  });
});

describe("comparison table widget", () => {
  it("W-MISC-29 cell values are HTML-escaped before insertion; no browser module", async () => {
    const { inner, html } = await renderWidget("elementskit-comparison-table", {
      ekit_cp_table_heading_content: [
        { ekit_cp_table_heading_cell_text: "<p>Feature</p>" },
        { ekit_cp_table_heading_cell_text: "Basic" },
      ],
      ekit_cp_table_body_content: [
        { ekit_cp_table_row: "Row", ekit_cp_table_cell_text: "Gift wrap" },
        { ekit_cp_table_cell_text: '<img src=x onerror="alert(1)">' },
      ],
    });
    expect(html).not.toContain("data-vitrine-client");
    expect(inner).toContain('<th scope="col" class="ekit-comparison-table-heading-cell">Feature</th>');
    expect(inner).toContain('<th scope="row" class="ekit-comparison-table-body-cell">Gift wrap</th>');
    expect(inner).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(inner).not.toContain("<img");
  });
});
