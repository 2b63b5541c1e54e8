import { type Request, type Response, Router } from "express";
import { z } from "zod";
import type { Services } from "../../services.server.ts";
import { parseBody } from "../input/body-parsers.server.ts";
import type { HandlerRegistry } from "./registry.ts";

const endpointName = z.string().regex(/^[a-z0-9_]{1,64}$/);

/** WooCommerce's front-end endpoints, `/?wc-ajax=<endpoint>` on any path (as WooCommerce accepts). */
export function wcAjaxRouter(services: Services, handlers: HandlerRegistry): Router {
  const router = Router();
  // Bodies are parsed only for wc-ajax calls: React Router reads every other request's body itself.
  router.use(
    (req, _res, next) => (req.query["wc-ajax"] === undefined ? next("router") : next()),
    parseBody("call"),
    async (req: Request, res: Response) => {
      res.setHeader("Cache-Control", "no-store");
      const requested = req.query["wc-ajax"];
      const name = endpointName.safeParse(requested);
      const handler = name.success ? handlers.get(name.data) : undefined;
      if (!handler) {
        res
          .status(400)
          .json({ success: false, data: { message: `Unknown wc-ajax endpoint "${String(requested)}".` } });
        return;
      }
      await handler(req, res, services);
    },
  );
  return router;
}
