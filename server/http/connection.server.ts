import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import proxyAddr from "proxy-addr";
import { TRUSTED_PROXIES } from "./security.server.ts";

/**
 * What Express's `req.secure`, `req.hostname` and `req.ip` say (with `trust proxy` set to TRUSTED_PROXIES),
 * read from Node's own request: pages answered before Express (decision 048) and the shopper, which both paths
 * build, must see the same client, scheme and host.
 */
const trustedProxy = proxyAddr.compile(TRUSTED_PROXIES);

const firstListItem = (value: string) => value.split(",")[0]?.trim() ?? "";

/** A header Node may give as a list (a repeated unknown header) as its first value. */
export function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function fromTrustedProxy(req: IncomingMessage): boolean {
  return trustedProxy(req.socket.remoteAddress ?? "", 0);
}

/** HTTPS, directly or through a trusted proxy's X-Forwarded-Proto. */
export function isSecureRequest(req: IncomingMessage): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  // The header first: most requests carry none, and the address check parses the address.
  const forwarded = singleHeader(req.headers["x-forwarded-proto"]);
  return forwarded !== undefined && firstListItem(forwarded) === "https" && fromTrustedProxy(req);
}

/** The host name the client asked for (a trusted proxy's X-Forwarded-Host first), without the port. */
export function requestHostname(req: IncomingMessage): string | undefined {
  const forwarded = singleHeader(req.headers["x-forwarded-host"]);
  const host = forwarded && fromTrustedProxy(req) ? firstListItem(forwarded) : req.headers.host;
  if (!host) return undefined;
  const portAfter = host.startsWith("[") ? host.indexOf("]") + 1 : 0;
  const colon = host.indexOf(":", portAfter);
  return colon === -1 ? host : host.slice(0, colon);
}

/** The client's address, read through trusted proxies' X-Forwarded-For. */
export function clientAddressOf(req: IncomingMessage): string {
  return proxyAddr(req, trustedProxy);
}
