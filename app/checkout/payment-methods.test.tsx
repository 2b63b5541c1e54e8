import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PaymentMethods } from "./payment-methods.tsx";

const methods = [
  { id: "bacs", title: "Direct bank transfer", description: "Pay into our account." },
  { id: "cheque", title: "Check payments", description: "Send a cheque." },
  { id: "cod", title: "Cash on delivery", description: "" },
];

/** The radio input tag for a method, whatever the attribute order. */
function radioFor(html: string, id: string): string {
  return html.match(new RegExp(`<input[^>]*value="${id}"[^>]*/>`))?.[0] ?? "";
}

describe("PaymentMethods", () => {
  it("renders a labelled radio per method in a fieldset with a legend, the first one chosen", () => {
    const html = renderToStaticMarkup(<PaymentMethods methods={methods} />);
    expect(html).toContain('<legend class="screen-reader-text">Payment method</legend>');
    expect(html.match(/name="payment_method"/g)).toHaveLength(3);
    expect(radioFor(html, "bacs")).toMatch(/checked=""/);
    expect(radioFor(html, "bacs")).toContain('id="payment_method_bacs"');
    expect(radioFor(html, "cheque")).not.toContain("checked");
    expect(html).toContain('<label for="payment_method_cheque">Check payments</label>');
    expect(html).toContain('aria-describedby="payment_method_bacs_description"');
    expect(html).toContain(
      '<div id="payment_method_bacs_description" class="payment_box payment_method_bacs"><p>Pay into our account.</p></div>',
    );
    expect(html).not.toContain("payment_method_cod_description");
  });

  it("keeps the shopper's choice and shows a payment error", () => {
    const html = renderToStaticMarkup(
      <PaymentMethods methods={methods} selected="cod" error="Please choose a valid payment method." />,
    );
    expect(radioFor(html, "cod")).toContain('checked=""');
    expect(radioFor(html, "bacs")).not.toContain("checked");
    expect(html).toContain('aria-describedby="payment_method-error"');
    expect(html).toContain('role="alert">Please choose a valid payment method.</p>');
  });

  it("says so when no method is available", () => {
    const html = renderToStaticMarkup(<PaymentMethods methods={[]} />);
    expect(html).toContain("there are no available payment methods");
    expect(html).not.toContain('name="payment_method"');
  });
});
