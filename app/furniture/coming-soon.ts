import { COMING_SOON_DISMISSED_META, REST_NONCE_HEADER } from "../../protocol/rest.ts";

/** The request that dismisses the banner for good: JSON body, nonce in the X-WP-Nonce header. */
export function dismissComingSoonRequest(nonce: string): RequestInit {
  return {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", [REST_NONCE_HEADER]: nonce },
    body: JSON.stringify({ woocommerce_meta: { [COMING_SOON_DISMISSED_META]: "yes" } }),
  };
}

/** Whether the call completed: only then is the banner hidden (S-THEME-10). */
export function dismissalSucceeded(status: number, json: unknown): boolean {
  if (status < 200 || status >= 300 || !json || typeof json !== "object") return false;
  const meta = (json as { woocommerce_meta?: Record<string, unknown> }).woocommerce_meta;
  return meta?.[COMING_SOON_DISMISSED_META] === "yes";
}
