import { createHash } from "node:crypto";

/**
 * A stored page is sent to many visitors, so its Content-Security-Policy cannot rest on the nonce it
 * was rendered with (one value for everyone would be a nonce in name only). Its inline scripts are
 * allowed by their SHA-256 hashes instead; scripts from files stay allowed by 'self' (decision 029).
 */

/** Opening tags of script elements; the body up to the closing tag follows. */
export const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The `'sha256-…'` source allowing an inline script with this text. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/** The `'sha256-…'` source of every inline script in the page, once each, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(scriptHash(match[2] ?? ""));
  }
  return [...hashes];
}

/** Removes the render's nonce attribute from script elements: it means nothing once the page is stored. */
export function withoutNonceAttributes(html: string, nonce: string): string {
  if (nonce === "") return html;
  return html.split(` nonce="${nonce}"`).join("");
}

/**
 * The policy with the render's `'nonce-…'` source in script-src replaced by the hashes. A policy
 * without that nonce is returned unchanged (nothing inline was allowed by it).
 */
export function policyWithHashes(policy: string, nonce: string, hashes: readonly string[]): string {
  const nonceSource = `'nonce-${nonce}'`;
  if (!policy.includes(nonceSource)) return policy;
  return policy.replace(nonceSource, hashes.length > 0 ? hashes.join(" ") : "");
}
