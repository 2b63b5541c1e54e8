import type { AddressInfo } from "node:net";
import express from "express";
import { readPagePost } from "../../server/http/input/body-parsers.server.ts";
import type { BodyOutcome } from "../../server/http/input/request-body.server.ts";
import { attachShopper, shopperOf } from "../../server/http/shopper.server.ts";
import type { Services } from "../../server/services.server.ts";
import { handleAccountPost, loadAccountPage } from "../../server/shop/customers/account-pages.server.ts";
import { checkoutCustomerConfig } from "../../server/shop/customers/checkout-login-config.server.ts";
import { comingSoonBanner } from "../../server/shop/customers/coming-soon.server.ts";
import { takeNotices } from "../../server/shop/session/sessions.server.ts";

/**
 * /my-account/* over real HTTP without the page build: the same loader and action functions the
 * route module calls (app/routes/my-account.tsx is only their glue), answering JSON instead of
 * HTML. Redirects are real 303s with the session cookies the shopper set.
 */
export async function startAccountHarness(
  services: Services,
): Promise<{ origin: string; close(): Promise<void> }> {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(attachShopper(services));
  // The root layout's coming-soon banner data, as the page would get it.
  app.get("/coming-soon-banner", async (_req, res) => {
    res.json({ banner: await comingSoonBanner(services, shopperOf(res)) });
  });
  // What the checkout loader gets for the customer-information block.
  app.get("/checkout-customer-config", async (_req, res) => {
    res.json(await checkoutCustomerConfig(services, shopperOf(res)));
  });
  app.all("/my-account/{*rest}", readPagePost, async (req, res) => {
    const url = new URL(req.originalUrl, `http://${req.get("host")}`);
    const shopper = shopperOf(res);
    if (req.method === "POST") {
      const body = res.locals.postedBody as BodyOutcome;
      if (!body.ok) return res.status(body.status).json(body);
      const result = await handleAccountPost(services, shopper, body.fields, url, req.get("referer") ?? null);
      if ("redirect" in result) return res.redirect(303, result.redirect);
      return res.status(400).json(result);
    }
    const page = await loadAccountPage(services, shopper, url);
    if (page.kind === "redirect") return res.redirect(303, page.to);
    if (page.kind === "not-found") return res.status(404).json(page);
    const sessionId = await shopper.sessionId();
    const notices = sessionId ? await takeNotices(services.db, sessionId) : [];
    res.json({ page, notices });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
