import type { Request, Response } from "express";
import { z } from "zod";
import { renderCached } from "../../../app/builder/page/render-cache.server.ts";
import {
  ADVANCED_SEARCH_ROUTE,
  MEGAMENU_CONTENT_ROUTE,
  WIDGETAREA_CONTENT_ACTION,
  WIDGETAREA_NONCE_ACTION,
  WIDGETAREA_NONCE_ROUTE,
} from "../../../protocol/elementskit.ts";
import { documentSourceOf } from "../../content/document-source.server.ts";
import { megaMenuDocumentId } from "../../content/menus/menus.server.ts";
import type { Services } from "../../services.server.ts";
import { shopperOf } from "../shopper.server.ts";
import { advancedSearch } from "./advanced-search.server.tsx";
import type { CompatRegistries } from "./registry.ts";

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A published document rendered as the HTML the page inserts (its generated CSS included), or null. */
async function documentHtml(services: Services, id: number): Promise<string | null> {
  const source = documentSourceOf(services);
  const document = await source.document(id);
  if (!document || document.elements === null) return null;
  const { slotHtml } = await renderCached(source, document, await source.kit());
  return slotHtml;
}

/**
 * `GET /wp-json/elementskit/v1/megamenu/megamenu_content?id=<menu item id>` (W-MENU-18/19): the HTML of the item's
 * mega menu section document, published content only. A bad id is WordPress's REST 400; an item without a
 * published mega menu answers 404 with no content, and the menu keeps its plain submenu.
 */
async function megaMenuContent(req: Request, res: Response, services: Services): Promise<void> {
  const id = idSchema.safeParse(req.query.id);
  if (!id.success) {
    res.status(400).json({
      code: "rest_invalid_param",
      message: "Invalid parameter(s): id",
      data: { status: 400, params: { id: "id must be a menu item id." } },
    });
    return;
  }
  const documentId = await megaMenuDocumentId(services.db, id.data);
  const html = documentId === null ? null : await documentHtml(services, documentId);
  if (html === null) {
    res.status(404).type("text/html").send("");
    return;
  }
  res.type("text/html").send(html);
}

const widgetAreaBody = z.object({ nonce: z.string().max(64), post_id: idSchema });

/**
 * `POST /wp-admin/admin-ajax.php` `action=ekit_widgetarea_content`, `nonce`, `post_id` (W-MENU-16/17): the HTML of
 * that widget area document. WordPress's failure answers: a bad nonce is `-1` (403), a bad or unknown id `0` (400).
 */
async function widgetAreaContent(req: Request, res: Response, services: Services): Promise<void> {
  const fields = (req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>;
  const nonceOk = await shopperOf(res).checkNonce(fields.nonce, WIDGETAREA_NONCE_ACTION);
  if (!nonceOk) {
    res.status(403).type("text/html").send("-1");
    return;
  }
  const input = widgetAreaBody.safeParse(fields);
  const html = input.success ? await documentHtml(services, input.data.post_id) : null;
  if (html === null) {
    res.status(400).type("text/html").send("0");
    return;
  }
  res.type("text/html").send(html);
}

/** A fresh widget area nonce for the browser (pages are shared and cached, so it cannot be in them). */
async function widgetAreaNonce(_req: Request, res: Response): Promise<void> {
  res.json({ nonce: await shopperOf(res).nonce(WIDGETAREA_NONCE_ACTION) });
}

export function registerElementsKitCalls({ adminAjax, rest }: CompatRegistries): void {
  adminAjax.register(WIDGETAREA_CONTENT_ACTION, widgetAreaContent);
  rest.register(`GET ${MEGAMENU_CONTENT_ROUTE}`, megaMenuContent);
  rest.register(`GET ${WIDGETAREA_NONCE_ROUTE}`, widgetAreaNonce);
  rest.register(`POST ${ADVANCED_SEARCH_ROUTE}`, advancedSearch);
}
