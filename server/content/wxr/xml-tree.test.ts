import { describe, expect, it } from "vitest";
import { parseXml, XmlSyntaxError } from "./xml-tree.ts";

function syntaxError(xml: string): XmlSyntaxError {
  try {
    parseXml(xml);
  } catch (error) {
    if (error instanceof XmlSyntaxError) return error;
    throw error;
  }
  throw new Error("expected a syntax error");
}

describe("XML tree", () => {
  it("reads elements in order with attributes, CDATA, decoded entities and their lines", () => {
    const root = parseXml(
      '<?xml version="1.0" encoding="UTF-8" ?>\n<rss>\n<item>\n<title><![CDATA[Tea & <cakes>]]></title>\n<guid isPermaLink="false">https://x.example/?post_type=page&#038;p=2 &amp; more</guid>\n<category domain="post_tag" nicename="glaze"><![CDATA[Glaze]]></category>\n</item>\n</rss>',
    );
    const item = root.children[0]?.children[0];
    expect(item?.name).toBe("item");
    expect(item?.line).toBe(3);
    expect(item?.children.map((node) => node.name)).toEqual(["title", "guid", "category"]);
    expect(item?.children[0]?.text).toBe("Tea & <cakes>");
    expect(item?.children[1]?.text).toBe("https://x.example/?post_type=page&p=2 & more");
    expect(item?.children[2]?.attributes).toEqual({ domain: "post_tag", nicename: "glaze" });
    expect(item?.children[2]?.line).toBe(6);
  });

  it("keeps text as written: no trimming, no number parsing", () => {
    const root = parseXml("<a><b> 007 </b></a>");
    expect(root.children[0]?.children[0]?.text).toBe(" 007 ");
  });

  it("refuses ill-formed XML with the line and column of the fault", () => {
    const misspelt = syntaxError("<rss>\n<channel>\n<title>x</titel>\n</channel>\n</rss>");
    expect([misspelt.line, misspelt.message]).toEqual([3, expect.stringContaining("titel")]);
    const ampersand = syntaxError(
      "<rss>\n<channel>\n<guid>https://x.example/?a=1&b=2</guid></channel></rss>",
    );
    expect(ampersand.line).toBe(3);
    expect(syntaxError("<rss>\n<channel>\n<item>").message).toMatch(/^line \d+, column \d+: /);
  });
});
