import { isRecord } from "../../protocol/plain-guards.ts";
import { createDebouncer, type Timers } from "../lib/timers.ts";

/** The email check waits this long after the last keystroke (S-CHK-08). */
export const EMAIL_CHECK_DEBOUNCE_MS = 300;

export interface EmailCheckResult {
  /** An account exists for the email. */
  exists: boolean;
  /** Logging in inline is allowed for it. */
  loginAllowed: boolean;
  message: string;
}

/** The reply of astra_woo_check_user_exist, or null when it is not one (S-CALL-07). */
export function readEmailCheckReply(json: unknown): EmailCheckResult | null {
  // Checked by hand rather than with Zod: this runs in the browser (decision 031).
  if (!isRecord(json) || json.success !== true || !isRecord(json.data)) return null;
  const { success, is_login_allowed: loginAllowed = false, msg: message = "" } = json.data;
  if (typeof success !== "boolean" || typeof loginAllowed !== "boolean" || typeof message !== "string")
    return null;
  return { exists: success, loginAllowed, message };
}

export type CustomerBlock = "login" | "create-account" | "none";

/**
 * Which block shows after a check (S-CHK-10): the login block for an existing account that may log
 * in here, the create-account block for a new email (when accounts can be created at checkout).
 */
export function customerBlockFor(result: EmailCheckResult | null, accountCreation: boolean): CustomerBlock {
  if (!result) return accountCreation ? "create-account" : "none";
  if (result.exists) return result.loginAllowed ? "login" : "none";
  return accountCreation ? "create-account" : "none";
}

/** A syntactically plausible email: only those are sent to the server. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export interface EmailChecker {
  /** The email field changed: check it once typing pauses. */
  input(email: string): void;
  /** Stops waiting checks; replies still in flight are ignored. */
  dispose(): void;
}

/**
 * Debounced email checks where only the reply to the latest request counts (S-CHK-08, S-CHK-09):
 * a slow reply for an email the shopper has since changed is dropped.
 */
export function createEmailChecker(options: {
  send: (email: string) => Promise<unknown>;
  onResult: (result: EmailCheckResult | null, email: string) => void;
  timers: Timers;
  delayMs?: number;
}): EmailChecker {
  const debouncer = createDebouncer(options.delayMs ?? EMAIL_CHECK_DEBOUNCE_MS, options.timers);
  let latest = 0;
  let lastSent: string | null = null;
  return {
    input(email) {
      const value = email.trim();
      latest += 1;
      const ticket = latest;
      if (!looksLikeEmail(value)) {
        debouncer.cancel();
        lastSent = null;
        options.onResult(null, value);
        return;
      }
      debouncer.schedule(() => {
        if (value === lastSent) return;
        lastSent = value;
        options.send(value).then(
          (json) => {
            if (ticket === latest) options.onResult(readEmailCheckReply(json), value);
          },
          () => {
            if (ticket === latest) {
              lastSent = null;
              options.onResult(null, value);
            }
          },
        );
      });
    },
    dispose() {
      debouncer.cancel();
      latest += 1;
    },
  };
}
