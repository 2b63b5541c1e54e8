import http from "node:http";
import { isIP } from "node:net";
import type { Request as ExpressRequest } from "express";
import { guestCookieHeader } from "./rules.ts";

/**
 * Asks this server for a shopper's page as a guest would (decision 046): the same address, Host and
 * protocol, with only the cookies the cache key reads. The guest's request goes the whole way through
 * the pipeline and is stored like any guest's, so a shopper's page can be spliced even when no guest
 * has asked for it on this process (a CDN in front answers the guests; another instance stored it;
 * a write dropped it).
 */
export type GuestPageFetcher = (req: ExpressRequest) => Promise<void>;

/** Long enough for a cold render queued behind others; a shopper waiting longer is rendered for instead. */
const GUEST_FETCH_TIMEOUT_MS = 10_000;
/** Names the server's own guest requests (the cache key reads no user agent, so the stored page is a guest's). */
export const GUEST_FETCH_USER_AGENT = "Vitrine guest-page fetch";

/**
 * Fetches over the connection's own local address (the address the shopper reached this process on):
 * no port or host to configure, and a process behind a loopback proxy trusts the protocol it forwards.
 * Resolves when the guest's response has ended, or failed: the caller looks in the store either way.
 */
export function createGuestPageFetcher(timeoutMs = GUEST_FETCH_TIMEOUT_MS): GuestPageFetcher {
  return (req) =>
    new Promise<void>((resolve) => {
      const address = req.socket.localAddress;
      const port = req.socket.localPort;
      if (!address || !port || isIP(address) === 0) {
        resolve();
        return;
      }
      const cookie = guestCookieHeader(req.headers.cookie);
      const outgoing = http.request(
        {
          host: address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address,
          port,
          method: "GET",
          path: req.originalUrl,
          agent: false,
          timeout: timeoutMs,
          headers: {
            host: req.headers.host ?? `${address}:${port}`,
            "x-forwarded-proto": req.protocol,
            "accept-encoding": "gzip",
            "user-agent": GUEST_FETCH_USER_AGENT,
            ...(cookie ? { cookie } : {}),
          },
        },
        (response) => {
          response.on("end", resolve);
          response.on("error", () => resolve());
          response.resume();
        },
      );
      outgoing.on("timeout", () => outgoing.destroy());
      outgoing.on("error", () => resolve());
      outgoing.end();
    });
}
