import { type Request, type Response, Router } from "express";
import type { Services } from "../../services.server.ts";
import { parseBody } from "../input/body-parsers.server.ts";
import type { HandlerRegistry } from "./registry.ts";

/** WordPress REST routes under `/wp-json/`, keyed "METHOD /namespace/route". */
export function restRouter(services: Services, handlers: HandlerRegistry): Router {
  const router = Router();
  router.use("/wp-json", parseBody("rest"), async (req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    const route = req.path.replace(/\/+$/, "") || "/";
    const handler = handlers.get(`${req.method} ${route}`);
    if (!handler) {
      res.status(404).json({
        code: "rest_no_route",
        message: "No route matches this address and method.",
        data: { status: 404 },
      });
      return;
    }
    await handler(req, res, services);
  });
  return router;
}
