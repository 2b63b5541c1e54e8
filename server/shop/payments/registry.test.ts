import { describe, expect, it } from "vitest";
import { parseSettings } from "../../settings/settings.ts";
import type { PaymentContext, PaymentOrder } from "./gateway.ts";
import {
  paymentGateways,
  paymentMethodOptions,
  resolvePaymentMethod,
  selectedPaymentMethod,
} from "./registry.ts";

const shipped: PaymentContext = { total: 5000, currency: "EUR", needsShipping: true };
const order: PaymentOrder = {
  id: 42,
  orderKey: "wc_order_abc",
  total: 5000,
  currency: "EUR",
  billingEmail: "a@b.c",
};

function gatewaysFor(payments: Record<string, unknown>) {
  // bacs is always given: settings.payments without a bacs section does not parse (reported to the lead).
  return paymentGateways(parseSettings({ payments: { bacs: {}, ...payments } }).payments);
}

describe("payment gateways", () => {
  it("offers bank transfer, cheque and cash on delivery by default, in that order", () => {
    const gateways = paymentGateways(parseSettings({}).payments);
    expect(paymentMethodOptions(gateways.available(shipped))).toEqual([
      {
        id: "bacs",
        title: "Direct bank transfer",
        description:
          "Make your payment directly into our bank account. Please use your order ID as the payment reference.",
      },
      { id: "cheque", title: "Check payments", description: "Please send a check to the shop's address." },
      { id: "cod", title: "Cash on delivery", description: "Pay with cash upon delivery." },
    ]);
  });

  it("leaves out disabled methods and follows the configured order", () => {
    const gateways = gatewaysFor({ cheque: { enabled: false }, order: ["cod", "bacs", "cheque"] });
    expect(gateways.all().map((gateway) => gateway.id)).toEqual(["cod", "bacs"]);
    expect(gateways.get("cheque")).toBeUndefined();
  });

  it("cash on delivery needs something to deliver", () => {
    const gateways = gatewaysFor({});
    expect(gateways.available({ ...shipped, needsShipping: false }).map((gateway) => gateway.id)).toEqual([
      "bacs",
      "cheque",
    ]);
  });

  it("bank transfer and cheque put the order on hold; cash on delivery processes it; none charges anything", () => {
    const gateways = gatewaysFor({});
    expect(gateways.get("bacs")?.placedStatus).toBe("on-hold");
    expect(gateways.get("cheque")?.placedStatus).toBe("on-hold");
    expect(gateways.get("cod")?.placedStatus).toBe("processing");
    for (const gateway of gateways.all()) expect(gateway.processPayment).toBeUndefined();
  });

  it("bank transfer instructions carry the accounts and the order number as reference", () => {
    const account = { accountName: "Vitrine", bankName: "Banque", iban: "FR76 3000", bic: "BEXAFRPP" };
    const gateways = gatewaysFor({ bacs: { instructions: "Transfer the total.", accounts: [account] } });
    const expected = { instructions: "Transfer the total.", bankAccounts: [account], reference: "42" };
    expect(gateways.get("bacs")?.thankYouDetails(order)).toEqual(expected);
    expect(gateways.get("bacs")?.emailInstructions(order)).toEqual(expected);
  });

  it("methods without instructions have nothing to add after ordering", () => {
    const gateways = gatewaysFor({ cod: { instructions: "Have the exact amount ready." } });
    expect(gateways.get("cheque")?.thankYouDetails(order)).toBeNull();
    expect(gateways.get("cod")?.emailInstructions(order)).toEqual({
      instructions: "Have the exact amount ready.",
      bankAccounts: [],
    });
  });

  it("resolves the posted payment_method against what is offered", () => {
    const gateways = gatewaysFor({});
    const chosen = resolvePaymentMethod(gateways, shipped, "cheque");
    expect(chosen.ok && chosen.gateway.id).toBe("cheque");
    for (const posted of ["stripe", undefined, ["bacs"]]) {
      expect(resolvePaymentMethod(gateways, shipped, posted)).toEqual({
        ok: false,
        error: { field: "payment_method", message: "Please choose a valid payment method." },
      });
    }
    expect(resolvePaymentMethod(gateways, { ...shipped, needsShipping: false }, "cod").ok).toBe(false);
    const none = gatewaysFor({
      bacs: { enabled: false },
      cheque: { enabled: false },
      cod: { enabled: false },
    });
    const refused = resolvePaymentMethod(none, shipped, "bacs");
    expect(!refused.ok && refused.error.message).toMatch(/no payment method is available/);
  });

  it("preselects the posted method when still offered, else the first", () => {
    const options = paymentMethodOptions(gatewaysFor({}).all());
    expect(selectedPaymentMethod(options, "cod")).toBe("cod");
    expect(selectedPaymentMethod(options, "stripe")).toBe("bacs");
    expect(selectedPaymentMethod(options)).toBe("bacs");
    expect(selectedPaymentMethod([])).toBeUndefined();
  });
});
