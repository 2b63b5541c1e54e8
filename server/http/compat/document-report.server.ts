import { type Request, type Response, Router } from "express";
import { z } from "zod";
import { renderCached } from "../../../app/builder/page/render-cache.server.ts";
import { documentSourceOf } from "../../content/document-source.server.ts";
import type { Services } from "../../services.server.ts";

export const DOCUMENT_REPORT_ROUTE = "/wp-json/vitrine/v1/documents/:id/report";

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * `GET /wp-json/vitrine/v1/documents/<id>/report`: what of a published document did not move to Vitrine (widget
 * types it does not render, settings replaced by their defaults, elements dropped), so an owner can fix or ask.
 * Answers in WordPress's REST error shape for a bad or unknown id.
 */
export function documentReportRouter(services: Services): Router {
  const router = Router();
  router.get(DOCUMENT_REPORT_ROUTE, async (req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    const id = idSchema.safeParse(req.params.id);
    if (!id.success) {
      res.status(400).json({
        code: "rest_invalid_param",
        message: "Invalid parameter(s): id",
        data: { status: 400, params: { id: "id must be a positive whole number." } },
      });
      return;
    }
    const source = documentSourceOf(services);
    const document = await source.document(id.data);
    if (!document || document.elements === null) {
      res
        .status(404)
        .json({ code: "rest_post_invalid_id", message: "Invalid post ID.", data: { status: 404 } });
      return;
    }
    const { rendered } = await renderCached(source, document, await source.kit());
    res.json({
      id: document.id,
      type: document.type,
      title: document.title,
      version: document.version,
      widgetTypes: rendered.widgetTypes,
      ...rendered.report,
    });
  });
  return router;
}
