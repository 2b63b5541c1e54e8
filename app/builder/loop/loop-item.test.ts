import { describe, expect, it } from "vitest";
import { dynamicValue, resolveLoopItem } from "./loop-item.ts";
import type { LoopEntry } from "./loop-services.ts";

const lateEveningPost: LoopEntry = {
  postType: "post",
  id: 7,
  title: "Linen & light",
  url: "/2026/11/linen-and-light/",
  excerpt: "Notes from the workshop",
  publishedAt: "2026-11-23T23:30:00Z",
  authorName: "Claire",
  image: null,
  terms: [],
  product: null,
};

describe("loop item dynamic tags", () => {
  it("dates a post on the shop's calendar", () => {
    expect(dynamicValue("post-date", {}, lateEveningPost)).toBe("23 November 2026");
    expect(dynamicValue("post-date", {}, lateEveningPost, "Europe/Paris")).toBe("24 November 2026");
  });

  it("passes the shop's time zone down to nested elements", () => {
    const elements = [
      {
        id: "a1",
        elType: "container",
        elements: [
          {
            id: "b2",
            elType: "widget",
            widgetType: "heading",
            settings: { __dynamic__: { title: '[elementor-tag id="x" name="post-date" settings="%7B%7D"]' } },
            elements: [],
          },
        ],
      },
    ];
    const [container] = resolveLoopItem(elements, lateEveningPost, "Europe/Paris") as {
      elements: { settings: Record<string, unknown> }[];
    }[];
    expect(container?.elements[0]?.settings.title).toBe("24 November 2026");
  });

  it("escapes the entry's text", () => {
    expect(dynamicValue("post-title", {}, lateEveningPost)).toBe("Linen &amp; light");
  });
});
