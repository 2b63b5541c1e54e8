import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearTrackingCookiesWhenNotAllowed } from "../../server/http/tracking-cookies.server.ts";
import { parseSettings } from "../../server/settings/settings.ts";

/** A bare Express app with only the middleware, so the test sees exactly what it adds. */
async function serve(tracking: Record<string, unknown>) {
  const app = express();
  app.use(clearTrackingCookiesWhenNotAllowed(parseSettings({ tracking }).tracking));
  app.get("/", (_req, res) => {
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

const TRACKING_COOKIE_HEADER = "sbjs_current=typ%3Dutm; sbjs_session=pgs%3D2; store_notice1=hidden";

describe("tracking cookies on responses (W-TRACK-01)", () => {
  let off: Awaited<ReturnType<typeof serve>>;
  let consentOff: Awaited<ReturnType<typeof serve>>;
  let on: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    off = await serve({ orderAttribution: false });
    consentOff = await serve({ allowTracking: false });
    on = await serve({});
  });
  afterAll(async () => {
    await Promise.all([off.close(), consentOff.close(), on.close()]);
  });

  it("expires the sbjs cookies the browser sent when attribution or tracking is off", async () => {
    for (const server of [off, consentOff]) {
      const response = await fetch(`${server.origin}/`, { headers: { cookie: TRACKING_COOKIE_HEADER } });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([
        "sbjs_current=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
        "sbjs_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
      ]);
    }
  });

  it("leaves cookies alone when tracking is allowed, or when there are none", async () => {
    const allowed = await fetch(`${on.origin}/`, { headers: { cookie: TRACKING_COOKIE_HEADER } });
    expect(allowed.headers.getSetCookie()).toEqual([]);
    const none = await fetch(`${off.origin}/`);
    expect(none.headers.getSetCookie()).toEqual([]);
  });

  it("W-TRACK-01 a refused consent cookie expires every sbjs cookie even when the shop allows tracking", async () => {
    const all =
      "sbjs_current=1; sbjs_current_add=1; sbjs_first=1; sbjs_first_add=1; sbjs_session=1; sbjs_udata=1; sbjs_promo=1; sbjs_migrations=1";
    const refused = await fetch(`${on.origin}/`, {
      headers: { cookie: `${all}; wp_consent_marketing=deny` },
    });
    expect(refused.headers.getSetCookie().map((cookie) => cookie.split("=")[0])).toEqual([
      "sbjs_current",
      "sbjs_current_add",
      "sbjs_first",
      "sbjs_first_add",
      "sbjs_session",
      "sbjs_udata",
      "sbjs_promo",
      "sbjs_migrations",
    ]);
    const allowed = await fetch(`${on.origin}/`, {
      headers: { cookie: `${all}; wp_consent_marketing=allow` },
    });
    expect(allowed.headers.getSetCookie()).toEqual([]);
  });
});
