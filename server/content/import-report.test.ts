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
