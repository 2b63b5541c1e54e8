import type { Request, Response } from "express";
import { z } from "zod";
import { paramsFromFilters } from "../../../app/builder/loop/filter-state.ts";
import { REFRESH_LOOP_PATH } from "../../../app/builder/loop/refresh.ts";
import { renderLoopWidget } from "../../../app/builder/page/loop-refresh.server.ts";
import { REST_NONCE_ACTION } from "../../../protocol/account-nonces.ts";
import { REST_NONCE_HEADER } from "../../../protocol/rest.ts";
import { documentSourceOf } from "../../content/document-source.server.ts";
import type { Services } from "../../services.server.ts";
import { shopperOf } from "../shopper.server.ts";
import type { CompatRegistries } from "./registry.ts";

/**
 * `POST /wp-json/elementor-pro/v1/refresh-loop` (W-FILTER-06, W-FILTER-09): a loop widget's content for the
 * visitor's taxonomy filter, `{data: "<html>"}`, the same markup the page shows for the filtered address.
 * Everything is validated; bad input is a 400 in WordPress's REST error shape, never a 500. The editor's fields
 * (`widget_model`, `is_edit_mode`) are accepted and ignored; edit mode needs a valid `X-WP-Nonce`.
 */
export const REFRESH_LOOP_ROUTE = `/${REFRESH_LOOP_PATH}`;

const termSchema = z.string().min(1).max(200);
const taxonomyFilterSchema = z.object({
  terms: z.array(termSchema).max(100),
  logicalJoin: z.string().max(10).optional(),
});

const bodySchema = z.object({
  post_id: z.union([
    z.number().int().positive().max(2_147_483_647),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ]),
  widget_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  widget_filters: z
    .object({ taxonomy: z.record(z.string().regex(/^[a-z0-9_-]{1,32}$/), taxonomyFilterSchema).optional() })
    .loose(),
  pagination_base_url: z.string().max(2048).refine(isPageUrl, "must be a URL or a path"),
  widget_model: z.unknown().optional(),
  is_edit_mode: z
    .union([z.boolean(), z.literal("true"), z.literal("false"), z.literal("1"), z.literal("")])
    .optional(),
});

function isPageUrl(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

function restError(
  res: Response,
  status: number,
  code: string,
  message: string,
  params?: Record<string, string>,
) {
  res.status(status).json({ code, message, data: { status, ...(params ? { params } : {}) } });
}

async function refreshLoop(req: Request, res: Response, services: Services): Promise<void> {
  const parsed = bodySchema.safeParse(req.body);
  if (!parsed.success) {
    const params: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "body");
      params[key] ??= `${key} is not valid: ${issue.message}`;
    }
    restError(
      res,
      400,
      "rest_invalid_param",
      `Invalid parameter(s): ${Object.keys(params).join(", ")}`,
      params,
    );
    return;
  }
  const body = parsed.data;
  const editMode = body.is_edit_mode === true || body.is_edit_mode === "true" || body.is_edit_mode === "1";
  if (editMode) {
    const nonce = req.get(REST_NONCE_HEADER);
    if (!nonce) {
      restError(res, 401, "rest_not_logged_in", "You are not currently logged in.");
      return;
    }
    if (!(await shopperOf(res).checkNonce(nonce, REST_NONCE_ACTION))) {
      restError(res, 403, "rest_cookie_invalid_nonce", "Cookie check failed.");
      return;
    }
  }
  const source = documentSourceOf(services);
  const document = await source.document(body.post_id);
  if (!document || document.elements === null) {
    restError(res, 404, "rest_post_invalid_id", "Invalid post ID.");
    return;
  }
  const filters = Object.fromEntries(
    Object.entries(body.widget_filters.taxonomy ?? {}).map(([taxonomy, filter]) => [
      taxonomy,
      { terms: filter.terms, logicalJoin: filter.logicalJoin === "OR" ? ("OR" as const) : ("AND" as const) },
    ]),
  );
  const html = await renderLoopWidget(
    source,
    document,
    body.widget_id,
    paramsFromFilters(body.widget_id, filters),
  );
  if (html === null) {
    restError(res, 404, "rest_widget_not_found", "No loop widget with this id in the post.", {
      widget_id: "no such loop widget",
    });
    return;
  }
  res.json({ data: html });
}

export function registerRefreshLoopCall({ rest }: CompatRegistries): void {
  rest.register(`POST ${REFRESH_LOOP_ROUTE}`, refreshLoop);
}
