import { z } from "zod";
import { PALETTE_COOKIE, PALETTE_COOKIE_MAX_AGE_SECONDS } from "../../protocol/cookies.ts";

import { STORE_NOTICE_HIDDEN, storeNoticeCookieName } from "../../protocol/store-notice.ts";

import { sameSitePath } from "../http/same-site.ts";
import type { Shopper } from "../http/shopper.server.ts";

const returnTo = z
  .string()
  .optional()
  .transform((value) => sameSitePath(value) ?? "/");

const preferenceSchema = z.discriminatedUnion("preference", [
  z.object({
    preference: z.literal("store_notice"),
    notice_id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    return_to: returnTo,
  }),
  z.object({
    preference: z.literal("color_palette"),
    palette: z.enum(["default", "switched"]),
    return_to: returnTo,
  }),
]);

export type PreferenceResult = { ok: true; redirectTo: string } | { ok: false; message: string };

/**
 * Display preferences posted by the no-script forms (store notice dismissal, palette switch). They
 * only set the shopper's own cookies, the same ones the page script sets, so they change no shop
 * data and need no nonce.
 */
export function applyPreference(
  fields: Record<string, unknown>,
  shopper: Pick<Shopper, "setCookie">,
): PreferenceResult {
  const parsed = preferenceSchema.safeParse(fields);
  if (!parsed.success)
    return { ok: false, message: "This preference could not be saved: the form was incomplete." };
  const preference = parsed.data;
  if (preference.preference === "store_notice") {
    shopper.setCookie(storeNoticeCookieName(preference.notice_id), STORE_NOTICE_HIDDEN);
  } else {
    shopper.setCookie(PALETTE_COOKIE, preference.palette === "switched" ? "true" : "false", {
      maxAgeSeconds: PALETTE_COOKIE_MAX_AGE_SECONDS,
    });
  }
  return { ok: true, redirectTo: preference.return_to };
}
