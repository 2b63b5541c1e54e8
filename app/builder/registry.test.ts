import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createWidgetRegistry, widgetRegistry } from "./registry.ts";
import { defineWidget } from "./widget.ts";
import { WIDGET_FOLDERS } from "./widgets/index.ts";

function Empty() {
  return null;
}

const widgetsFolder = fileURLToPath(new URL("./widgets/", import.meta.url));

describe("widget registry", () => {
  it("lists every widget folder, so a new widget cannot be forgotten", () => {
    const folders = readdirSync(widgetsFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(WIDGET_FOLDERS).sort()).toEqual(folders);
  });

  it("maps each widgetType to its folder", () => {
    expect(widgetRegistry.get("heading")?.folder).toBe("heading");
    expect(widgetRegistry.get("text-editor")?.folder).toBe("text-editor");
    expect(widgetRegistry.has("uael-hotspot")).toBe(false);
  });

  it("finds the browser module each widget names in its folder", () => {
    for (const [folder, definition] of Object.entries(WIDGET_FOLDERS)) {
      if (!definition.client) continue;
      expect(existsSync(path.join(widgetsFolder, folder, `${definition.client}.client.ts`)), folder).toBe(
        true,
      );
    }
  });

  it("refuses a widgetType claimed by two folders", () => {
    const twin = defineWidget({ types: ["heading"], settings: z.object({}), Component: Empty });
    expect(() => createWidgetRegistry({ a: twin, b: twin })).toThrow(
      'Widget type "heading" is claimed by a and b',
    );
  });

  it("gives a widget with a browser module its runtime key", () => {
    const registry = createWidgetRegistry({
      video: defineWidget({
        types: ["video"],
        settings: z.object({}),
        Component: Empty,
        client: "video",
      }),
    });
    expect(registry.get("video")?.clientModule).toBe("widgets/video/video");
  });
});
