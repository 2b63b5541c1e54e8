import { describe, expect, it } from "vitest";
import { mailingListOutcome } from "./mailing-list.ts";

const messages = { success: "Welcome aboard", optIn: "Check your inbox" };
const reply = (body: unknown) => ({ success: { body: JSON.stringify(body) }, error: "" });

describe("mailingListOutcome", () => {
  it("W-MAIL-02 W-MAIL-04 status subscribed in success.body shows the configured success message", () => {
    expect(mailingListOutcome(reply({ status: "subscribed" }), messages)).toEqual({
      kind: "success",
      text: "Welcome aboard",
    });
  });
  it("W-MAIL-05 status pending shows the configured opt-in message", () => {
    expect(mailingListOutcome(reply({ status: "pending" }), messages)).toEqual({
      kind: "success",
      text: "Check your inbox",
    });
  });
  it("W-MAIL-06 any other status shows the body's title", () => {
    expect(mailingListOutcome(reply({ status: 400, title: "Member Exists" }), messages)).toEqual({
      kind: "error",
      text: "Member Exists",
    });
  });
  it("W-MAIL-03 a non-empty error shows 'Found error : <error>' as an error, whatever the body", () => {
    expect(mailingListOutcome({ success: [], error: "API key missing" }, messages)).toEqual({
      kind: "error",
      text: "Found error : API key missing",
    });
  });
  it("W-MAIL-02 a body that is not JSON or missing shows an empty error instead of throwing", () => {
    expect(mailingListOutcome({ success: { body: "<html>" }, error: "" }, messages).kind).toBe("error");
    expect(mailingListOutcome(null, messages).kind).toBe("error");
  });
});
