import { describe, expect, it } from "vitest";
import { inlineTableCsv, isCsvFile, parseTableCsv } from "./table-csv.server.ts";

describe("data tables' CSV files", () => {
  it("reads quoted fields, a byte-order mark, semicolons, ragged rows; refuses broken quoting", () => {
    expect(isCsvFile("sizes.CSV")).toBe(true);
    expect(isCsvFile("sizes.csv.png")).toBe(false);
    expect(parseTableCsv('\uFEFFSize,Chest\nS,"88, relaxed"\n\nM,96,extra\n')).toEqual([
      ["Size", "Chest"],
      ["S", "88, relaxed"],
      ["M", "96", "extra"],
    ]);
    expect(parseTableCsv("Taille;Poitrine\nS;88\n")).toEqual([
      ["Taille", "Poitrine"],
      ["S", "88"],
    ]);
    expect(() => parseTableCsv('a,"b\nc')).toThrow();
  });

  it("writes the rows into CSV tables' settings, by attachment id or address; others untouched", () => {
    const rows = [["Size"], ["S"]];
    const tree = [
      {
        elType: "container",
        elements: [
          {
            elType: "widget",
            widgetType: "elementskit-table",
            settings: {
              ekit_table_data_type: "csv",
              ekit_table_upload_csv: { id: 7, url: "https://x/a.csv" },
            },
            elements: [],
          },
          {
            elType: "widget",
            widgetType: "elementskit-table",
            settings: {
              ekit_table_data_type: "csv",
              ekit_table_upload_csv: { id: "", url: "https://x/gone.csv" },
            },
            elements: [],
          },
          { elType: "widget", widgetType: "heading", settings: { title: "x" }, elements: [] },
        ],
      },
    ];
    const missing: unknown[] = [];
    const result = inlineTableCsv(
      tree,
      (ref) => (ref.id === 7 ? rows : null),
      (ref) => missing.push(ref),
    ) as typeof tree;
    const [found, gone, heading] = result[0]?.elements ?? [];
    expect(found?.settings).toEqual({
      ekit_table_data_type: "csv",
      ekit_table_upload_csv: { id: 7, url: "" },
      vitrine_csv_rows: rows,
    });
    expect(gone?.settings).toEqual(tree[0]?.elements[1]?.settings);
    expect(heading).toEqual(tree[0]?.elements[2]);
    expect(missing).toEqual([{ id: null, url: "https://x/gone.csv" }]);
  });
});
