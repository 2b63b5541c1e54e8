import type { IncomingHttpHeaders } from "node:http";
import { SESSION_COOKIE } from "../../protocol/cookies.ts";
import { PREVIEW_QUERY_PARAMETER } from "../../protocol/starter-preview.ts";
import { ADD_TO_CART_ENDPOINT } from "../../protocol/wc-ajax.ts";

/** The address WooCommerce's list buttons post to (`wc_ajax_url` with the endpoint filled in). */
const ADD_TO_CART_QUERY = `wc-ajax=${ADD_TO_CART_ENDPOINT}`;
const URLENCODED = "application/x-www-form-urlencoded";

/**
 * Whether a request is a new visitor's list add-to-cart as WooCommerce's script sends it, which is answered
 * before Express (decision 054): `POST /?wc-ajax=add_to_cart` with a urlencoded form and no session cookie.
 * Anything else (another address or body, a session to read, a starter-template preview with its own CSP)
 * goes the long way, which answers it as before; a wrong "no" only costs that request the pipeline.
 */
export function isNewVisitorListAdd(
  method: string | undefined,
  target: string | undefined,
  headers: IncomingHttpHeaders,
): boolean {
  if (method !== "POST" || target === undefined || !target.startsWith("/?")) return false;
  const query = target.slice(2);
  if (query !== ADD_TO_CART_QUERY && !hasOnlyOneAddToCart(query)) return false;
  const mediaType = (headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (mediaType !== URLENCODED) return false;
  // Any mention of the session cookie's name (even inside another cookie) sends the request the long way.
  return !headers.cookie?.includes(`${SESSION_COOKIE}=`);
}

function hasOnlyOneAddToCart(query: string): boolean {
  const parameters = new URLSearchParams(query);
  const endpoints = parameters.getAll("wc-ajax");
  return (
    endpoints.length === 1 &&
    endpoints[0] === ADD_TO_CART_ENDPOINT &&
    !parameters.has(PREVIEW_QUERY_PARAMETER)
  );
}
