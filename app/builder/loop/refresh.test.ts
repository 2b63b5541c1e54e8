import { describe, expect, it, vi } from "vitest";
import { refreshLoop, refreshLoopRequest } from "./refresh.ts";

const input = {
  restBase: "/wp-json/",
  postId: 50010,
  widgetId: "a1b2c3",
  filters: { category: { terms: ["mugs"], logicalJoin: "AND" as const } },
  paginationBaseUrl: "https://shop.example/loops-journal/",
};

function recorder() {
  const events: string[] = [];
  return {
    events,
    view: {
      setLoading: (on: boolean) => events.push(on ? "overlay on" : "overlay off"),
      replace: (html: string) => events.push(`replace ${html}`),
    },
  };
}

describe("refresh-loop call", () => {
  it("W-FILTER-06 POSTs JSON {post_id, widget_filters, widget_id, pagination_base_url} to <rest>elementor-pro/v1/refresh-loop", () => {
    const { url, init } = refreshLoopRequest(input);
    expect(url).toBe("/wp-json/elementor-pro/v1/refresh-loop");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      post_id: 50010,
      widget_filters: { taxonomy: { category: { terms: ["mugs"], logicalJoin: "AND" } } },
      widget_id: "a1b2c3",
      pagination_base_url: "https://shop.example/loops-journal/",
    });
    expect(init.headers).not.toHaveProperty("X-WP-Nonce");
  });

  it("W-FILTER-07 W-FILTER-08 adds widget_model, is_edit_mode and the X-WP-Nonce header in edit mode only", () => {
    const { init } = refreshLoopRequest({
      ...input,
      editMode: { widgetModel: { id: "a1b2c3" }, nonce: "n0nce" },
    });
    const body = JSON.parse(String(init.body));
    expect(body.widget_model).toEqual({ id: "a1b2c3" });
    expect(body.is_edit_mode).toBe(true);
    expect(init.headers).toMatchObject({ "X-WP-Nonce": "n0nce" });
  });

  it("W-FILTER-05 W-FILTER-09 turns the overlay on, fetches, replaces the content with data, turns it off", async () => {
    const { events, view } = recorder();
    const fetcher = vi.fn(async () => {
      events.push("fetch");
      return new Response(JSON.stringify({ data: "<p>new</p>" }), { status: 200 });
    });
    expect(await refreshLoop(input, view, fetcher)).toBe(true);
    expect(events).toEqual(["overlay on", "fetch", "replace <p>new</p>", "overlay off"]);
  });

  it("W-FILTER-10 leaves the old markup on a non-ok answer, a 400, a network error or a body without data", async () => {
    const answers: (() => Promise<Response>)[] = [
      async () => new Response(JSON.stringify({ data: "<p>x</p>" }), { status: 500 }),
      async () => new Response(JSON.stringify({ code: "rest_invalid_param" }), { status: 400 }),
      async () => {
        throw new TypeError("Failed to fetch");
      },
      async () => new Response("<html>", { status: 200 }),
      async () => new Response(JSON.stringify({ data: 42 }), { status: 200 }),
    ];
    for (const answer of answers) {
      const { events, view } = recorder();
      expect(await refreshLoop(input, view, answer)).toBe(false);
      expect(events).toEqual(["overlay on", "overlay off"]);
    }
  });
});
