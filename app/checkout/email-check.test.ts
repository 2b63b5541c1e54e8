import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHECK_USER_EXIST_ACTION } from "../../protocol/admin-ajax.ts";

import {
  createEmailChecker,
  customerBlockFor,
  EMAIL_CHECK_DEBOUNCE_MS,
  type EmailCheckResult,
  readEmailCheckReply,
} from "./email-check.ts";

const EXISTS = { success: true, data: { success: true, is_login_allowed: true, msg: "Welcome back" } };
const NEW = {
  success: true,
  data: { success: false, is_login_allowed: false, msg: "Email address is valid." },
};

describe("checkout email check", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(reply: (email: string) => Promise<unknown>) {
    const sent: string[] = [];
    const results: [EmailCheckResult | null, string][] = [];
    const checker = createEmailChecker({
      send: (email) => {
        sent.push(email);
        return reply(email);
      },
      onResult: (result, email) => results.push([result, email]),
      timers: globalThis,
    });
    return { checker, sent, results };
  }

  it("is the astra_woo_check_user_exist action, debounced 300 ms after the last keystroke (S-CHK-07, S-CHK-08, S-CALL-06)", async () => {
    expect(CHECK_USER_EXIST_ACTION).toBe("astra_woo_check_user_exist");
    expect(EMAIL_CHECK_DEBOUNCE_MS).toBe(300);
    const { checker, sent } = setup(async () => NEW);
    checker.input("jane@example.co");
    await vi.advanceTimersByTimeAsync(299);
    checker.input("jane@example.com");
    await vi.advanceTimersByTimeAsync(299);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(["jane@example.com"]);
  });

  it("ignores a reply that arrives after the email changed again (S-CHK-09, S-CALL-06)", async () => {
    const pending = new Map<string, (value: unknown) => void>();
    const { checker, results } = setup((email) => new Promise((resolve) => pending.set(email, resolve)));
    checker.input("old@example.com");
    await vi.advanceTimersByTimeAsync(300);
    checker.input("new@example.com");
    await vi.advanceTimersByTimeAsync(300);
    pending.get("new@example.com")?.(NEW);
    await vi.advanceTimersByTimeAsync(0);
    pending.get("old@example.com")?.(EXISTS);
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([
      [{ exists: false, loginAllowed: false, message: "Email address is valid." }, "new@example.com"],
    ]);
  });

  it("does not send an email that is not plausible, and reports no result for it", async () => {
    const { checker, sent, results } = setup(async () => NEW);
    checker.input("jane@");
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([]);
    expect(results).toEqual([[null, "jane@"]]);
  });

  it("does not check the same email twice in a row, but again after a failure", async () => {
    let fail = true;
    const { checker, sent } = setup(async () => {
      if (fail) throw new Error("offline");
      return NEW;
    });
    checker.input("jane@example.com");
    await vi.advanceTimersByTimeAsync(300);
    fail = false;
    checker.input("jane@example.com ");
    await vi.advanceTimersByTimeAsync(300);
    checker.input("jane@example.com");
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toEqual(["jane@example.com", "jane@example.com"]);
  });

  it("dispose drops a waiting check", async () => {
    const { checker, sent } = setup(async () => NEW);
    checker.input("jane@example.com");
    checker.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([]);
  });
});

describe("email check reply (S-CALL-07, S-CHK-10)", () => {
  it("reads data.success and data.is_login_allowed (S-CHK-10, S-CALL-07)", () => {
    expect(readEmailCheckReply(EXISTS)).toEqual({
      exists: true,
      loginAllowed: true,
      message: "Welcome back",
    });
    expect(readEmailCheckReply({ success: false, data: { error: "expired" } })).toBeNull();
    expect(readEmailCheckReply("0")).toBeNull();
  });

  it("shows the login block for an account that may log in, the create-account block for a new email", () => {
    expect(customerBlockFor(readEmailCheckReply(EXISTS), true)).toBe("login");
    expect(customerBlockFor({ exists: true, loginAllowed: false, message: "" }, true)).toBe("none");
    expect(customerBlockFor(readEmailCheckReply(NEW), true)).toBe("create-account");
    expect(customerBlockFor(readEmailCheckReply(NEW), false)).toBe("none");
    expect(customerBlockFor(null, true)).toBe("create-account");
  });
});
