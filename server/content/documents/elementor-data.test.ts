import { describe, expect, it } from "vitest";
import {
  ElementorDataError,
  parseElementorData,
  parsePageSettings,
  templateExportSchema,
  widgetTypesUsed,
} from "./elementor-data.ts";

const tree = [
  {
    id: "1a2b3c4",
    elType: "section",
    settings: { layout: "boxed", gap: "wider", custom_setting_from_an_addon: { a: 1 } },
    elements: [
      {
        id: "5d6e7f8",
        elType: "column",
        settings: { _column_size: 100 },
        isInner: false,
        elements: [
          {
            id: "9a0b1c2",
            elType: "widget",
            widgetType: "heading",
            settings: { title: "Hello" },
            elements: [],
          },
          { id: "3d4e5f6", elType: "widget", widgetType: "text-editor", settings: [], elements: [] },
          { id: "7a8b9c0", elType: "widget", widgetType: "heading", settings: {}, elements: [] },
        ],
      },
    ],
  },
  {
    id: "c0ffee1",
    elType: "container",
    settings: { flex_direction: "row" },
    elements: [{ id: "c0ffee2", elType: "widget", widgetType: "ekit-nav-menu", settings: {}, elements: [] }],
  },
];

describe("Elementor data", () => {
  it("keeps the tree as exported, unknown setting keys included, and reads [] settings as {}", () => {
    const parsed = parseElementorData(JSON.stringify(tree));
    expect(parsed[0]?.settings).toEqual(tree[0]?.settings);
    expect(parsed[0]?.elements[0]?.elements[1]?.settings).toEqual({});
    expect(parsed[0]?.elements[0]?.isInner).toBe(false);
  });

  it("keeps unknown element keys (newer Elementor versions add some)", () => {
    const parsed = parseElementorData(JSON.stringify([{ ...tree[1], editSettings: { x: 1 } }]));
    expect(parsed[0]?.editSettings).toEqual({ x: 1 });
  });

  it("lists every widget type a document uses, once each, sorted", () => {
    expect(widgetTypesUsed(parseElementorData(JSON.stringify(tree)))).toEqual([
      "ekit-nav-menu",
      "heading",
      "text-editor",
    ]);
    expect(widgetTypesUsed({ elements: null })).toEqual([]);
  });

  it("names the element that breaks the structure", () => {
    const broken = structuredClone(tree) as unknown as {
      elements: { elements: Record<string, unknown>[] }[];
    }[];
    delete broken[0]?.elements[0]?.elements[1]?.widgetType;
    expect(() => parseElementorData(JSON.stringify(broken))).toThrow(
      "[0].elements[0].elements[1].widgetType: is required for widgets",
    );
    expect(() => parseElementorData('[{"id":"a","elType":"section","settings":"x"}]')).toThrow(
      ElementorDataError,
    );
    expect(() => parseElementorData("[{")).toThrow(/is not valid JSON/);
  });

  it("reads empty data and empty page settings as empty", () => {
    expect(parseElementorData("")).toEqual([]);
    expect(parsePageSettings([])).toEqual({});
    expect(parsePageSettings({ hide_title: "yes" })).toEqual({ hide_title: "yes" });
  });

  it("recognises a template export by its shape", () => {
    const exported = { version: "0.4", title: "Sale bar", type: "section", content: tree, page_settings: [] };
    expect(templateExportSchema.safeParse(exported).success).toBe(true);
    expect(templateExportSchema.safeParse([{ code: "x" }]).success).toBe(false);
  });
});
