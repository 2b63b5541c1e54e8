import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASIC_WIDGET_TYPES } from "../../app/builder/render/test-support.ts";
import { importWxr } from "../../server/content/wxr/wxr-import.server.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { startTestServer, type TestServer } from "../support/http.ts";

const EXPORT = path.resolve("tests/e2e/content/10-builder-core.xml");

describe.each(testDatabaseKinds)("GET /wp-json/vitrine/v1/documents/<id>/report on %s", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await importWxr(server.services.db, readFileSync(EXPORT, "utf8"), {
      baseDir: path.dirname(EXPORT),
      source: "10-builder-core.xml",
    });
  });
  afterAll(() => server.close());

  it("names the widget types that did not move, the settings replaced by defaults and the widget types used", async () => {
    const response = await fetch(`${server.origin}/wp-json/vitrine/v1/documents/5001/report`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const report = await response.json();
    expect(report).toMatchObject({
      id: 5001,
      type: "page",
      title: "Builder widgets",
      unknownWidgets: [{ type: "uael-hotspot", elementIds: ["8e8596a"] }],
      droppedElements: [],
    });
    expect(report.widgetTypes).toEqual(BASIC_WIDGET_TYPES);
    expect(report.settingsIssues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ elementId: "9f96a7b", type: "heading", key: "header_size" }),
        expect.objectContaining({
          elementId: "9f96a7b",
          type: "heading",
          key: "title_color",
          message: "not a CSS colour",
        }),
      ]),
    );
  });

  it("reports templates too, and a clean document as clean", async () => {
    const report = await (await fetch(`${server.origin}/wp-json/vitrine/v1/documents/5010/report`)).json();
    expect(report).toMatchObject({ id: 5010, type: "header", unknownWidgets: [], settingsIssues: [] });
  });

  it("answers in WordPress's REST error shapes for a bad or unknown id", async () => {
    const unknown = await fetch(`${server.origin}/wp-json/vitrine/v1/documents/999999/report`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      code: "rest_post_invalid_id",
      message: "Invalid post ID.",
      data: { status: 404 },
    });
    const bad = await fetch(`${server.origin}/wp-json/vitrine/v1/documents/abc/report`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "rest_invalid_param", data: { status: 400 } });
    // A document that was not built with Elementor has nothing to report on.
    expect((await fetch(`${server.origin}/wp-json/vitrine/v1/documents/5031/report`)).status).toBe(404);
  });
});
