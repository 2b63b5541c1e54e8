import { describe, expect, it } from "vitest";
import { readCheckoutReply } from "./checkout-reply.ts";

describe("readCheckoutReply", () => {
  it("follows a same-site redirect on success, never another site", () => {
    expect(
      readCheckoutReply({ result: "success", redirect: "/checkout/order-received/7/?key=wc_order_x" }),
    ).toEqual({
      kind: "success",
      redirect: "/checkout/order-received/7/?key=wc_order_x",
    });
    expect(readCheckoutReply({ result: "success", redirect: "https://evil.example/" }).kind).toBe("failure");
    expect(readCheckoutReply({ result: "success", redirect: "//evil.example/" }).kind).toBe("failure");
  });

  it("reads each failure message with the field its data-id names, as text", () => {
    expect(
      readCheckoutReply({
        result: "failure",
        messages:
          '<ul class="woocommerce-error" role="alert"><li data-id="billing_first_name">Billing First name is a required field.</li><li>Sorry, &#8220;Mug&#8221; is out of stock.</li></ul>',
        refresh: false,
        reload: false,
      }),
    ).toEqual({
      kind: "failure",
      problems: [
        { field: "billing_first_name", message: "Billing First name is a required field." },
        { message: "Sorry, “Mug” is out of stock." },
      ],
      reload: false,
    });
  });

  it("answers a generic failure for anything unexpected, and passes on reload", () => {
    expect(readCheckoutReply("<html>")).toEqual({
      kind: "failure",
      problems: [{ message: "We were unable to process your order, please try again." }],
      reload: false,
    });
    expect(readCheckoutReply({ result: "failure", messages: "", reload: true })).toMatchObject({
      reload: true,
    });
  });
});
