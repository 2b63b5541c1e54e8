import { eq } from "drizzle-orm";
import { Router } from "express";
import { RENDITION_WIDTHS, renditionBytes } from "../content/media-renditions.server.ts";
import { databaseIdFromText } from "../db/ids.ts";
import { media } from "../db/schema.ts";
import type { Services } from "../services.server.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** GET /media/<id>/<filename>: stored images. A media row never changes, so responses cache for ever. */
export function mediaRouter(services: Services): Router {
  const router = Router();
  // A smaller rendition (`/media/<id>/w768/<filename>`), made on first request; only WordPress's widths exist.
  router.get("/media/:id/w:width/:filename", async (req, res) => {
    const id = Number(req.params.id);
    const width = Number(req.params.width);
    const rendition =
      Number.isSafeInteger(id) && id > 0 && (RENDITION_WIDTHS as readonly number[]).includes(width)
        ? await renditionBytes(services.db, id, width)
        : null;
    if (!rendition) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.setHeader("Cache-Control", IMMUTABLE);
    res.type(rendition.mimeType).send(rendition.data);
  });
  router.get("/media/:id/:filename", async (req, res) => {
    const id = databaseIdFromText(req.params.id);
    if (id === null) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const [row] = await services.db
      .select({ data: media.data, mimeType: media.mimeType, sha256: media.sha256 })
      .from(media)
      .where(eq(media.id, id))
      .limit(1);
    if (!row) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const etag = `"${row.sha256}"`;
    res.setHeader("Cache-Control", IMMUTABLE);
    res.setHeader("ETag", etag);
    if (req.headers["if-none-match"] === etag) {
      res.status(304).end();
      return;
    }
    // SVGs are documents: forbid scripts inside them when opened directly.
    if (row.mimeType === "image/svg+xml")
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    res.type(row.mimeType).send(row.data);
  });
  return router;
}
