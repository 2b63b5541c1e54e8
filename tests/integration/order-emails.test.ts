import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.server.ts";
import { createMailer, type MailMessage } from "../../server/mail/mailer.server.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { sendOrderEmails } from "../../server/shop/orders/order-emails.server.tsx";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";
import { insertTestOrder } from "../support/orders.ts";

const settings = parseSettings({
  shop: { name: "Vitrine Demo Shop", timezone: "Europe/Paris", address: "12 rue des Potiers, 75011 Paris" },
  currency: {
    code: "EUR",
    symbol: "€",
    position: "right_space",
    decimals: 2,
    thousandSeparator: " ",
    decimalSeparator: ",",
  },
  tax: { enabled: true, pricesIncludeTax: true, displayCart: "incl" },
  payments: {
    bacs: {
      instructions: "Please transfer the total with your order number as the reference.",
      accounts: [
        {
          accountName: "Vitrine Demo Shop",
          bankName: "Banque Exemple",
          iban: "FR76 3000 6000",
          bic: "BEXAFRPP",
        },
      ],
    },
    cod: { instructions: "Have the exact amount ready." },
  },
  email: {
    fromName: "Vitrine Demo Shop",
    fromAddress: "hello@vitrine.example",
    shopRecipient: "orders@vitrine.example",
  },
});
const logger = pino({ level: "silent" });

function capturingServices(db: DatabaseHandle["db"]) {
  const sent: MailMessage[] = [];
  const services = {
    db,
    settings,
    logger,
    mailer: {
      send: async (message: MailMessage) => {
        sent.push(message);
        return { sent: true as const, messageId: `m${sent.length}` };
      },
    },
  };
  return { services, sent };
}

describe.each(testDatabaseKinds)("order emails on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it("sends the customer's confirmation and the shop's new-order email", async () => {
    const { id } = await insertTestOrder(handle.db);
    const { services, sent } = capturingServices(handle.db);
    const results = await sendOrderEmails(services, id);
    expect(results?.customer?.sent).toBe(true);
    expect(results?.shop?.sent).toBe(true);
    expect(sent.map((message) => [message.to, message.subject, message.replyTo])).toEqual([
      ["ada@example.com", `Your Vitrine Demo Shop order #${id} has been received!`, undefined],
      ["orders@vitrine.example", `[Vitrine Demo Shop]: New order #${id}`, "ada@example.com"],
    ]);
  });

  it("W-TRACK-02 the shop's email shows the order's source, medium, campaign and session figures; the customer's does not", async () => {
    const { id } = await insertTestOrder(handle.db, {
      attribution: {
        source_type: "utm",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "spring <sale>",
        session_pages: "4",
        session_count: "2",
      },
    });
    const { services, sent } = capturingServices(handle.db);
    await sendOrderEmails(services, id);
    const shop = sent[1];
    expect(shop?.html).toContain("Order attribution");
    expect(shop?.html).toContain("Source: newsletter");
    expect(shop?.html).toContain("spring &lt;sale&gt;");
    expect(shop?.text).toContain("Medium: email\nCampaign: spring <sale>");
    expect(shop?.text).toContain("Session page views: 4\nVisits: 2");
    expect(sent[0]?.html).not.toContain("Order attribution");
  });

  it("the confirmation holds the lines, totals, bank transfer instructions and addresses, escaped", async () => {
    const { id } = await insertTestOrder(handle.db);
    const { services, sent } = capturingServices(handle.db);
    await sendOrderEmails(services, id);
    const html = sent[0]?.html ?? "";
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toContain("Speckled Stoneware Mug");
    expect(html).toMatch(/Organic Hoodie<small><br\/>Colour: Charcoal<\/small>/);
    expect(html).toContain("49,80\u00a0€");
    expect(html).toContain("-9,97\u00a0€ (coupon: welcome10)");
    expect(html).toContain("4,90\u00a0€ via Colissimo");
    expect(html).toContain("94,65\u00a0€ (includes 15,80\u00a0€ TVA)");
    expect(html).toContain("Please transfer the total with your order number as the reference.");
    expect(html).toContain("FR76 3000 6000");
    expect(html).toContain(
      `<th style="border:1px solid #e5e5e5;padding:8px 12px;text-align:left;vertical-align:top">Payment reference</th><td style="border:1px solid #e5e5e5;padding:8px 12px;text-align:left;vertical-align:top">${id}</td>`,
    );
    expect(html).toContain("Analytical &lt;Engines&gt;");
    expect(html).not.toContain("<Engines>");
    expect(html).toContain("Please ring twice &amp; wait.");
    expect(html).toContain("1000 Bruxelles");
    expect(html).toMatch(/style="[^"]+"/);
  });

  it("has a plain-text version with the same content", async () => {
    const { id } = await insertTestOrder(handle.db);
    const { services, sent } = capturingServices(handle.db);
    await sendOrderEmails(services, id);
    const text = sent[0]?.text ?? "";
    expect(text).toContain(`[Order #${id}]`);
    expect(text).toContain("Speckled Stoneware Mug × 2 = 49,80\u00a0€");
    expect(text).toContain("Organic Hoodie (Colour: Charcoal) × 1 = 49,90\u00a0€");
    expect(text).toContain("Subtotal: 99,70\u00a0€");
    expect(text).toContain("Discount: -9,97\u00a0€ (coupon: welcome10)");
    expect(text).toContain("Total: 94,65\u00a0€ (includes 15,80\u00a0€ TVA)");
    expect(text).toContain("Payment method: Direct bank transfer");
    expect(text).toContain("IBAN: FR76 3000 6000");
    expect(text).toContain("Note: Please ring twice & wait.");
    expect(text).toContain("Analytical <Engines>");
    expect(text).toContain("Shipping address\nCharles Babbage\n1 Grand-Place\n1000 Bruxelles\nBelgium");
    expect(text).not.toContain("<td");
    const shopText = sent[1]?.text ?? "";
    expect(shopText).toContain(
      "You have received an order from Ada Lovelace. Payment method: Direct bank transfer. Status: On hold.",
    );
    expect(shopText).not.toContain("IBAN");
  });

  it("words the instructions of the order's own payment method; none for a method without them", async () => {
    const cod = await insertTestOrder(handle.db, {
      paymentMethod: "cod",
      paymentMethodTitle: "Cash on delivery",
      status: "processing",
    });
    const cheque = await insertTestOrder(handle.db, {
      paymentMethod: "cheque",
      paymentMethodTitle: "Check payments",
      shipping: null,
    });
    const { services, sent } = capturingServices(handle.db);
    await sendOrderEmails(services, cod.id);
    await sendOrderEmails(services, cheque.id);
    expect(sent[0]?.text).toContain("Have the exact amount ready.");
    expect(sent[0]?.text).not.toContain("IBAN");
    expect(sent[2]?.text).not.toContain("Have the exact amount ready.");
    expect(sent[2]?.html).not.toContain("Shipping address");
  });

  it("sends nothing for a missing order", async () => {
    const { services, sent } = capturingServices(handle.db);
    expect(await sendOrderEmails(services, 987_654)).toBeNull();
    expect(sent).toEqual([]);
  });

  it("goes through the real mailer into the outbox", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-order-mail-"));
    const mailer = createMailer({ settings: settings.email, logger, dataDir });
    const { id } = await insertTestOrder(handle.db);
    await sendOrderEmails({ db: handle.db, settings, logger, mailer }, id);
    const folder = path.join(dataDir, "outbox");
    const files = readdirSync(folder).filter((name) => name.endsWith(".eml"));
    expect(files).toHaveLength(2);
    const written = files.map((file) => readFileSync(path.join(folder, file), "utf8")).join("\n");
    expect(written).toMatch(/^To: ada@example\.com$/m);
    expect(written).toMatch(/^To: orders@vitrine\.example$/m);
  });
});
