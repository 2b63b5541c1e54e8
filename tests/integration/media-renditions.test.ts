import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import { imageSize } from "image-size";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeMedia } from "../../server/content/media.server.ts";
import { renditionsOf } from "../../server/content/media-renditions.server.ts";
import { mediaRenditions } from "../../server/db/schema.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { startTestServer, type TestServer } from "../support/http.ts";

describe.each(testDatabaseKinds)("image renditions for srcset on %s", (kind) => {
  let server: TestServer;
  let photoId: number;
  let svgId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#b45309" } })
      .jpeg()
      .toBuffer();
    photoId = await storeMedia(server.services.db, { bytes: photo, filename: "hero.jpg", source: "test" });
    svgId = await storeMedia(server.services.db, {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="100"></svg>'),
      filename: "logo.svg",
      source: "test",
    });
  });
  afterAll(() => server.close());

  it("lists WordPress's intermediate widths narrower than a raster image, none for SVG", () => {
    expect(
      renditionsOf({ id: 7, filename: "hero.jpg", width: 2000, height: 1000, mimeType: "image/jpeg" }),
    ).toEqual([
      { url: "/media/7/w300/hero.jpg", width: 300, height: 150 },
      { url: "/media/7/w768/hero.jpg", width: 768, height: 384 },
      { url: "/media/7/w1024/hero.jpg", width: 1024, height: 512 },
      { url: "/media/7/w1536/hero.jpg", width: 1536, height: 768 },
    ]);
    expect(
      renditionsOf({ id: 8, filename: "a.jpg", width: 800, height: 600, mimeType: "image/jpeg" }).map(
        (r) => r.width,
      ),
    ).toEqual([300, 768]);
    expect(
      renditionsOf({ id: 9, filename: "logo.svg", width: 2000, height: 100, mimeType: "image/svg+xml" }),
    ).toEqual([]);
  });

  it("makes a rendition on first request, stores it, and serves it with immutable caching", async () => {
    const response = await fetch(`${server.origin}/media/${photoId}/w768/hero.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const size = imageSize(Buffer.from(await response.arrayBuffer()));
    expect([size.width, size.height]).toEqual([768, 384]);
    const stored = await server.services.db
      .select({ width: mediaRenditions.width })
      .from(mediaRenditions)
      .where(eq(mediaRenditions.mediaId, photoId));
    expect(stored).toEqual([{ width: 768 }]);
    expect((await fetch(`${server.origin}/media/${photoId}/w768/hero.jpg`)).status).toBe(200);
  });

  it("answers 404 for a width WordPress does not make, a width not narrower than the image, or an SVG", async () => {
    expect((await fetch(`${server.origin}/media/${photoId}/w500/hero.jpg`)).status).toBe(404);
    expect((await fetch(`${server.origin}/media/${svgId}/w300/logo.svg`)).status).toBe(404);
    expect((await fetch(`${server.origin}/media/99999/w300/x.jpg`)).status).toBe(404);
  });
});

describe("sharp on demand", () => {
  it.skipIf(!existsSync("/proc/self/maps"))(
    "loading the renditions module does not load libvips; the first resize does",
    () => {
      // A stand-in executor: no stored rendition, then the original (a 1×1 PNG said to be 600 px wide).
      const probe = `
        import { readFileSync } from "node:fs";
        const libvips = () => readFileSync("/proc/self/maps", "utf8").includes("libvips");
        const renditions = await import("./server/content/media-renditions.server.ts");
        const before = libvips();
        const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
        const original = { id: 1, filename: "dot.png", width: 600, height: 300, mimeType: "image/png", data: png };
        let reads = 0;
        const db = {
          select: () => ({ from: () => ({ where: async () => (reads++ === 0 ? [] : [original]) }) }),
          insert: () => ({ values: () => ({ onConflictDoNothing: async () => undefined }) }),
        };
        const made = await renditions.renditionBytes(db, 1, 300);
        console.log(JSON.stringify({ before, made: made?.mimeType, after: libvips() }));
      `;
      const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", probe], {
        encoding: "utf8",
      });
      expect(run.stderr).toBe("");
      expect(JSON.parse(run.stdout)).toEqual({ before: false, made: "image/png", after: true });
    },
  );
});
