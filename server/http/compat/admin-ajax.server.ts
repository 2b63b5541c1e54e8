import { type Request, type Response, Router } from "express";
import { z } from "zod";
import type { Services } from "../../services.server.ts";
import { parseBody } from "../input/body-parsers.server.ts";
import type { HandlerRegistry } from "./registry.ts";

const actionName = z.string().regex(/^[a-z0-9_]{1,64}$/);

/** WordPress's `POST /wp-admin/admin-ajax.php` with an `action` field. */
export function adminAjaxRouter(services: Services, handlers: HandlerRegistry): Router {
  const router = Router();
  router.all("/wp-admin/admin-ajax.php", parseBody("call"), async (req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    const requested = (req.body as Record<string, unknown> | undefined)?.action ?? req.query.action;
    const action = actionName.safeParse(requested);
    const handler = action.success ? handlers.get(action.data) : undefined;
    // WordPress answers an unknown or missing action with "0" and status 400; its clients expect that.
    if (!handler) {
      res.status(400).type("text/html").send("0");
      return;
    }
    await handler(req, res, services);
  });
  return router;
}
