import { describe, expect, it } from "vitest";
import { z } from "zod";
import { choice, color, dimensions, link, media, responsive, slider, toggle } from "./fields.ts";
import { parseSettings } from "./parse-settings.ts";

const schema = z.object({
  size: choice(["sm", "md"], "sm"),
  ...responsive("space", slider(50)),
  color: color(),
  on: toggle(false),
  image: media("/placeholder.png"),
  url: link("#"),
  padding: dimensions(),
});

describe("settings parsing", () => {
  it("fills every field's default when Elementor stored nothing (it exports only changed values)", () => {
    const { settings, issues } = parseSettings(schema, {});
    expect(issues).toEqual([]);
    expect(settings).toMatchObject({
      size: "sm",
      space: { unit: "px", size: 50 },
      color: "",
      on: false,
      image: { url: "/placeholder.png", id: "" },
    });
    expect(settings.url).toMatchObject({ url: "#", is_external: "" });
    expect(settings.space_tablet).toBeUndefined();
  });

  it("reads Elementor's shapes: numbers as strings, switchers as yes, responsive variants", () => {
    const { settings } = parseSettings(schema, {
      space: { unit: "px", size: "24", sizes: [] },
      space_mobile: { unit: "em", size: 2 },
      on: "yes",
      padding: { unit: "px", top: "10", right: "", bottom: 10, left: "0", isLinked: false },
    });
    expect(settings.space).toEqual({ unit: "px", size: 24, sizes: [] });
    expect(settings.space_mobile).toEqual({ unit: "em", size: 2 });
    expect(settings.on).toBe(true);
    expect(settings.padding).toMatchObject({ top: 10, right: "", bottom: 10, left: 0 });
  });

  it("replaces a bad value by its default and reports it, keeping the good ones", () => {
    const { settings, issues } = parseSettings(schema, {
      size: "huge",
      color: "red;}</style>",
      space: { size: "wide" },
      on: "yes",
    });
    expect(settings).toMatchObject({ size: "sm", color: "", space: { unit: "px", size: 50 }, on: true });
    expect(issues.map((issue) => issue.key)).toEqual(["size", "space", "color"]);
  });

  it("keeps keys the schema does not know (globals, dynamic tags, other plugins)", () => {
    const { settings } = parseSettings(schema, {
      __globals__: { color: "globals/colors?id=primary" },
      uae_sticky_header_enable: "yes",
    });
    expect(settings.__globals__).toEqual({ color: "globals/colors?id=primary" });
    expect(settings.uae_sticky_header_enable).toBe("yes");
  });
});
