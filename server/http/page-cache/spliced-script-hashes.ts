import { createHash, type Hash } from "node:crypto";
import { SCRIPT_ELEMENT, scriptHash } from "./csp-hashes.ts";
import type { SpliceTemplate } from "./page-parts.ts";

/**
 * A spliced page's Content-Security-Policy lists the hashes of its inline scripts (decision 029). Most of
 * them are the stored page's, unchanged by any shopper; only a script holding a slot (React Router's
 * hydration data, a configuration script with a nonce) differs. A plan, made once per stored page, keeps
 * the fixed hashes and, for each script with slots, the text around them, so a request hashes only those.
 */
type PlannedScript =
  | { hash: string }
  | {
      /** The script's text before its first slot. */
      head: string;
      /** SHA-256 after `head`, made on first use and copied for each request (the head is hashed once). */
      headDigest?: Hash;
      firstSlot: number;
      lastSlot: number;
      /** The script's text after its last slot. */
      tail: string;
    };

export type ScriptHashPlan = readonly PlannedScript[];

/** A value that could open or close a script element would move the scripts' bounds: hash the whole page. */
const SCRIPT_TAG = /<\/?script/i;

/**
 * The plan for a stored page, or null when a slot is not wholly inside one script's text or wholly outside
 * every script element (the whole spliced page is then scanned, as `inlineScriptHashes` does).
 */
export function scriptHashPlan(html: string, template: SpliceTemplate): ScriptHashPlan | null {
  const { slots, slotStarts } = template;
  const plan: PlannedScript[] = [];
  let nextSlot = 0;
  for (const match of html.matchAll(new RegExp(SCRIPT_ELEMENT.source, "gid"))) {
    const [elementStart, elementEnd] = match.indices?.[0] ?? [0, 0];
    const [bodyStart, bodyEnd] = match.indices?.[2] ?? [0, 0];
    // Slots before this element must end before it.
    while (nextSlot < slots.length && (slotStarts[nextSlot] as number) < elementStart) {
      if ((slotStarts[nextSlot] as number) + (slots[nextSlot] as string).length > elementStart) return null;
      nextSlot++;
    }
    const first = nextSlot;
    while (nextSlot < slots.length && (slotStarts[nextSlot] as number) < elementEnd) {
      const start = slotStarts[nextSlot] as number;
      if (start < bodyStart || start + (slots[nextSlot] as string).length > bodyEnd) return null;
      nextSlot++;
    }
    const last = nextSlot - 1;
    if (/\ssrc\s*=/i.test(match[1] ?? "")) continue;
    if (last < first) {
      plan.push({ hash: scriptHash(match[2] ?? "") });
      continue;
    }
    const firstStart = slotStarts[first] as number;
    const lastEnd = (slotStarts[last] as number) + (slots[last] as string).length;
    plan.push({
      head: html.slice(bodyStart, firstStart),
      firstSlot: first,
      lastSlot: last,
      tail: html.slice(lastEnd, bodyEnd),
    });
  }
  return plan;
}

/**
 * The hashes of the spliced page's inline scripts, once each in order of appearance (as
 * `inlineScriptHashes` gives for the whole page), or null when a value could change where scripts are.
 */
export function plannedScriptHashes(
  plan: ScriptHashPlan,
  template: SpliceTemplate,
  values: readonly string[],
): string[] | null {
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as string;
    if (value !== template.slots[index] && SCRIPT_TAG.test(value)) return null;
  }
  const hashes = new Set<string>();
  for (const script of plan) {
    if ("hash" in script) {
      hashes.add(script.hash);
      continue;
    }
    script.headDigest ??= createHash("sha256").update(script.head, "utf8");
    const digest = script.headDigest.copy();
    for (let slot = script.firstSlot; slot <= script.lastSlot; slot++) {
      digest.update(values[slot] as string, "utf8");
      if (slot < script.lastSlot) digest.update(template.segments[slot + 1] as string, "utf8");
    }
    digest.update(script.tail, "utf8");
    hashes.add(`'sha256-${digest.digest("base64")}'`);
  }
  return [...hashes];
}
