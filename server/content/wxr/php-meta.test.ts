import { describe, expect, it } from "vitest";
import { asRecord, asStringList, decodeMetaValue, PhpMetaError } from "./php-meta.ts";

describe("PHP-serialized post meta", () => {
  it("decodes a list of display conditions", () => {
    expect(
      decodeMetaValue('a:2:{i:0;s:15:"include/general";i:1;s:26:"exclude/singular/page/1201";}'),
    ).toEqual(["include/general", "exclude/singular/page/1201"]);
  });

  it("decodes popup display settings with nested maps and an empty timing array", () => {
    const value = decodeMetaValue(
      'a:2:{s:8:"triggers";a:2:{s:9:"page_load";s:3:"yes";s:15:"page_load_delay";i:5;}s:6:"timing";a:0:{}}',
    );
    expect(value).toEqual({ triggers: { page_load: "yes", page_load_delay: 5 }, timing: [] });
    expect(asRecord((value as { timing: unknown }).timing)).toEqual({});
  });

  it("counts string lengths in UTF-8 bytes, as PHP does", () => {
    expect(decodeMetaValue('a:1:{i:0;s:6:"Crème";}')).toEqual(["Crème"]);
  });

  it("leaves plain text and JSON alone", () => {
    expect(decodeMetaValue("elementor_canvas")).toBe("elementor_canvas");
    expect(decodeMetaValue('[{"id":"a1"}]')).toBe('[{"id":"a1"}]');
  });

  it("decodes objects of unknown classes to their properties without running anything", () => {
    expect(decodeMetaValue('O:8:"stdClass":1:{s:4:"name";s:3:"Ada";}')).toEqual({ name: "Ada" });
  });

  it("rejects serialized data whose lengths do not add up", () => {
    expect(() => decodeMetaValue('a:1:{i:0;s:40:"include/general";}')).toThrow(PhpMetaError);
  });

  it("reads lists from lists or index-keyed maps", () => {
    expect(asStringList(["a", "b"])).toEqual(["a", "b"]);
    expect(asStringList({ 0: "a", 2: "b" })).toEqual(["a", "b"]);
    expect(asStringList("x")).toBeNull();
  });
});
