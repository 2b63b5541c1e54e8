import { describe, expect, it } from "vitest";
import { unknownWidgetLines } from "./import-report.ts";

describe("import report", () => {
  it("lists the widget types Vitrine does not render, with the documents using them", () => {
    expect(
      unknownWidgetLines([
        { id: 12, widgetTypes: ["heading", "uael-hotspot"] },
        { id: 40, widgetTypes: ["uael-hotspot", "ekit-mystery"] },
      ]),
    ).toEqual([
      "  widget types Vitrine does not render yet (2; they show nothing):",
      "    uael-hotspot: documents 12, 40",
      "    ekit-mystery: documents 40",
    ]);
    expect(unknownWidgetLines([{ id: 1, widgetTypes: ["heading", "image"] }])).toEqual([]);
  });
});

describe("import report of shortcodes", () => {
  it("lists the shortcodes Vitrine does not render, with the documents using them", async () => {
    const { unknownShortcodeLines } = await import("./import-report.ts");
    const { unknownShortcodesUsed } = await import("./documents/shortcodes-used.ts");
    const used = unknownShortcodesUsed([
      {
        id: "a",
        elType: "widget",
        widgetType: "shortcode",
        settings: { shortcode: '[products limit="4"] [contact-form-7 id="5"] [[gallery]]' },
        elements: [],
      },
    ]);
    expect(used).toEqual(["contact-form-7"]);
    expect(unknownShortcodeLines([{ id: 21001, unknownShortcodes: used }, { id: 7 }])).toEqual([
      "  shortcodes Vitrine does not render (1; they show nothing):",
      "    [contact-form-7]: documents 21001",
    ]);
  });
});
