import express, { type NextFunction, type Request, type Response, Router } from "express";
import { z } from "zod";
import type { Services } from "../../services.server.ts";
import { HandlerRegistry } from "./registry.ts";

/** WooCommerce's front-end endpoints, `/?wc-ajax=<endpoint>` (any path, as WooCommerce accepts). */
export const wcAjaxHandlers = new HandlerRegistry();

const endpointName = z.string().regex(/^[a-z0-9_]{1,64}$/);

export function wcAjaxRouter(services: Services): Router {
  const router = Router();
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    const requested = req.query["wc-ajax"];
    if (requested === undefined) return next();
    const name = endpointName.safeParse(requested);
    const handler = name.success ? wcAjaxHandlers.get(name.data) : undefined;
    if (!handler) {
      res
        .status(400)
        .json({ success: false, data: { message: `Unknown wc-ajax endpoint "${String(requested)}".` } });
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    await handler(req, res, services);
  });
  return router;
}

export const parseFormBodies = [
  express.urlencoded({ extended: true, limit: "1mb" }),
  express.json({ limit: "1mb" }),
];
