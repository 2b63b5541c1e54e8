import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import type { Services } from "../services.server.ts";
import { attachShopper, requestShopper, shopperOf } from "./shopper.server.ts";

// Making a shopper reads nothing: the database is only asked once a session is. It does look at whether the
// kept guest sessions are marked (PostgreSQL, decision 059); these are not.
const services = { guestSessions: { marked: false } } as Services;

function exchange(): { req: IncomingMessage; res: ServerResponse & { locals?: Record<string, unknown> } } {
  return {
    req: { headers: { cookie: "wp_woocommerce_session_vitrine=abc" }, socket: {} } as IncomingMessage,
    res: {} as ServerResponse,
  };
}

function attach(req: IncomingMessage, res: ServerResponse & { locals?: Record<string, unknown> }) {
  res.locals = {};
  attachShopper(services)(req as Request, res as unknown as Response, () => undefined);
  return shopperOf(res as unknown as Response);
}

describe("one shopper per request, before Express and in it (decision 048)", () => {
  it("the pipeline takes over the shopper made before Express, so the session is read once", () => {
    const { req, res } = exchange();
    const early = requestShopper(req, res, services);
    expect(requestShopper(req, res, services)).toBe(early);
    expect(attach(req, res)).toBe(early);
  });

  it("a request that Express saw first gets the pipeline's shopper, and another request its own", () => {
    const first = exchange();
    const attached = attach(first.req, first.res);
    expect(requestShopper(first.req, first.res, services)).toBe(attached);
    const second = exchange();
    expect(attach(second.req, second.res)).not.toBe(attached);
  });
});
