import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailingListSubscribers } from "../../server/db/schema.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { cookieClient, startTestServer, type TestServer } from "../support/http.ts";
import { type MailchimpStandIn, startMailchimpStandIn } from "../support/mailchimp-stand-in.ts";

const SENDMAIL = "/wp-json/elementskit/v1/widget/mailchimp/sendmail/";

function outboxMails(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .map((file) =>
      readFileSync(path.join(folder, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    );
}

function linkIn(mail: string, route: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${route}\\?token=[A-Za-z0-9._-]+`).exec(mail);
  if (!match) throw new Error(`no ${route} link in the email`);
  return match[0];
}

describe.each(testDatabaseKinds)("mailing-list sign-up on %s", (kind) => {
  let server: TestServer;
  let mailchimp: MailchimpStandIn;

  beforeAll(async () => {
    mailchimp = await startMailchimpStandIn();
    server = await startTestServer(kind, {
      shop: { name: "Atelier Vitrine" },
      mailingList: {
        maxAttemptsPerEmail: 3,
        maxAttemptsPerIp: 25,
        lists: {
          "mc-list": {
            name: "Mailchimp audience",
            mailchimp: { apiKey: mailchimp.apiKey, apiBaseUrl: mailchimp.baseUrl },
          },
          "bad-key": { mailchimp: { apiKey: "wrong-us21", apiBaseUrl: mailchimp.baseUrl } },
        },
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await mailchimp.close();
  });

  async function signUp(fields: Record<string, string>, client = cookieClient(server.origin)) {
    const { nonce } = (await (await client("/wp-json/vitrine/v1/nonce/wp_rest")).json()) as { nonce: string };
    const query = new URLSearchParams(fields);
    const response = await client(`${SENDMAIL}?${query}`, {
      headers: { "X-WP-Nonce": nonce, Referer: `${server.origin}/contact/` },
    });
    expect(response.status).toBe(200);
    const json = (await response.json()) as { success: { body?: string } | unknown[]; error: string };
    const body = !Array.isArray(json.success) && json.success.body ? JSON.parse(json.success.body) : null;
    return { json, body };
  }

  it('W-MAIL-01 W-MAIL-02 W-MAIL-04 GET sendmail?listed=<list> with the serialized fields and X-WP-Nonce answers {success: {body}, error: ""} with status subscribed; the row keeps consent time and source page', async () => {
    const { json, body } = await signUp({
      listed: "news",
      email: "Ada@Example.com",
      firstname: "Ada",
      lastname: "Lovelace",
      phone: "+33 1 23 45 67 89",
      double_opt_in: "",
    });
    expect(json.error).toBe("");
    expect(body).toMatchObject({ email_address: "ada@example.com", status: "subscribed", list_id: "news" });
    const [row] = await server.services.db
      .select()
      .from(mailingListSubscribers)
      .where(eq(mailingListSubscribers.email, "ada@example.com"));
    expect(row).toMatchObject({
      status: "subscribed",
      firstName: "Ada",
      lastName: "Lovelace",
      sourcePage: "/contact/",
    });
    expect(row?.consentAt).toBeInstanceOf(Date);
  });

  it('W-MAIL-06 a second sign-up of the same address is Mailchimp\'s "Member Exists" (title shown)', async () => {
    const { body } = await signUp({ listed: "news", email: "ada@example.com" });
    expect(body).toMatchObject({ title: "Member Exists", status: 400 });
  });

  it("W-MAIL-06 bad input is an Invalid Resource naming the field, never a 500 or a row", async () => {
    const bad = await signUp({ listed: "news", email: "not-an-email" });
    expect(bad.body).toMatchObject({ title: "Invalid Resource", status: 400 });
    expect(bad.body.errors[0].field).toBe("email_address");
    const phone = await signUp({ listed: "news", email: "p@example.com", phone: "<script>" });
    expect(phone.body.errors[0].field).toBe("PHONE");
    const list = await signUp({ listed: "bad list!", email: "l@example.com" });
    expect(list.body.errors[0].field).toBe("list_id");
    const rows = await server.services.db.select().from(mailingListSubscribers);
    expect(rows.map((row) => row.email)).not.toContain("p@example.com");
  });

  it("W-MAIL-01 a missing or forged X-WP-Nonce is WordPress's REST 403", async () => {
    const missing = await fetch(`${server.origin}${SENDMAIL}?listed=news&email=x@example.com`);
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ code: "rest_cookie_invalid_nonce" });
    const forged = await fetch(`${server.origin}${SENDMAIL}?listed=news&email=x@example.com`, {
      headers: { "X-WP-Nonce": "0123456789" },
    });
    expect(forged.status).toBe(403);
  });

  it("W-MAIL-05 double opt-in answers pending and emails a signed link that confirms; the unsubscribe link asks, then unsubscribes", async () => {
    const before = outboxMails(server.outbox).length;
    const { body } = await signUp({
      listed: "news",
      email: "grace@example.com",
      firstname: "Grace",
      double_opt_in: "yes",
    });
    expect(body).toMatchObject({ status: "pending" });
    const mails = outboxMails(server.outbox);
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1) ?? "";
    expect(mail).toContain("To: grace@example.com");
    expect(mail).toContain("Please confirm your subscription to Atelier Vitrine");
    const confirm = new URL(linkIn(mail, "/wp-json/vitrine/v1/mailing-list/confirm"));
    const unsubscribe = new URL(linkIn(mail, "/wp-json/vitrine/v1/mailing-list/unsubscribe"));

    // A tampered token does nothing.
    const tampered = await fetch(
      `${server.origin}${confirm.pathname}?token=${confirm.searchParams.get("token")}x`,
    );
    expect(tampered.status).toBe(400);
    const pending = await server.services.db
      .select()
      .from(mailingListSubscribers)
      .where(eq(mailingListSubscribers.email, "grace@example.com"));
    expect(pending[0]?.status).toBe("pending");

    const confirmed = await fetch(`${server.origin}${confirm.pathname}${confirm.search}`);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Subscription confirmed");
    const [row] = await server.services.db
      .select()
      .from(mailingListSubscribers)
      .where(eq(mailingListSubscribers.email, "grace@example.com"));
    expect(row?.status).toBe("subscribed");
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    const ask = await fetch(`${server.origin}${unsubscribe.pathname}${unsubscribe.search}`);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('<button type="submit">Unsubscribe</button>');
    const done = await fetch(`${server.origin}${unsubscribe.pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: unsubscribe.searchParams.get("token") ?? "" }),
    });
    expect(done.status).toBe(200);
    const [left] = await server.services.db
      .select()
      .from(mailingListSubscribers)
      .where(eq(mailingListSubscribers.email, "grace@example.com"));
    expect(left?.status).toBe("unsubscribed");
    // Once unsubscribed, the address may sign up again.
    const again = await signUp({ listed: "news", email: "grace@example.com" });
    expect(again.body).toMatchObject({ status: "subscribed" });
  });

  it("W-MAIL-06 sign-ups are limited per address and per client address (Too Many Requests)", async () => {
    const client = cookieClient(server.origin);
    const statuses: unknown[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const { body } = await signUp({ listed: `rate-${attempt}`, email: "busy@example.com" }, client);
      statuses.push(body.status);
    }
    expect(statuses).toEqual(["subscribed", "subscribed", "subscribed", 429]);
  });

  it("W-MAIL-02 W-MAIL-04 a Mailchimp list goes to Mailchimp (local stand-in) and passes on its answer; Member Exists comes from Mailchimp", async () => {
    const { body } = await signUp({ listed: "mc-list", email: "linus@example.com", firstname: "Linus" });
    expect(body).toMatchObject({ status: "subscribed", email_address: "linus@example.com" });
    const request = mailchimp.requests.at(-1);
    expect(request?.path).toBe("/3.0/lists/mc-list/members");
    expect(request?.body).toMatchObject({
      email_address: "linus@example.com",
      status: "subscribed",
      merge_fields: { FNAME: "Linus" },
    });
    const pending = await signUp({ listed: "mc-list", email: "opt@example.com", double_opt_in: "yes" });
    expect(pending.body.status).toBe("pending");
    expect(mailchimp.requests.at(-1)?.body.status).toBe("pending");
  });

  it("W-MAIL-03 a Mailchimp failure is a non-empty error; the row is kept and sent on the next try", async () => {
    mailchimp.failNext();
    const failed = await signUp({ listed: "mc-list", email: "retry@example.com" });
    expect(failed.json.error).toBe("Mailchimp: Service Unavailable");
    const [kept] = await server.services.db
      .select()
      .from(mailingListSubscribers)
      .where(eq(mailingListSubscribers.email, "retry@example.com"));
    expect(kept).toMatchObject({ providerSyncedAt: null, providerError: "Mailchimp: Service Unavailable" });
    const retried = await signUp({ listed: "mc-list", email: "retry@example.com" });
    expect(retried.json.error).toBe("");
    expect(retried.body.status).toBe("subscribed");
    const refused = await signUp({ listed: "bad-key", email: "key@example.com" });
    expect(refused.json.error).toBe("Mailchimp: API Key Invalid");
  });

  it("W-MAIL-04 W-MAIL-03 without script the form posts and the answer page shows the same message", async () => {
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${server.origin}/wp-json/vitrine/v1/mailing-list/subscribe`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Referer: `${server.origin}/about/`,
          ...headers,
        },
        body: new URLSearchParams(fields),
      });
    const ok = await post({ listed: "news", email: "noscript@example.com" });
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain('class="ekit-mail-message success"');
    expect(html).toContain("Successfully listed this email");
    expect(html).toContain('href="/about/"');
    const again = await (await post({ listed: "news", email: "noscript@example.com" })).text();
    expect(again).toContain('class="ekit-mail-message error"');
    expect(again).toContain("Member Exists");
    const cross = await post(
      { listed: "news", email: "evil@example.com" },
      { Origin: "https://evil.example" },
    );
    expect(cross.status).toBe(403);
  });
  it("W-MAIL-06 one client address gets at most maxAttemptsPerIp sign-ups in the window", async () => {
    const statuses: unknown[] = [];
    for (let attempt = 0; attempt < 26; attempt++) {
      const { body } = await signUp({ listed: "ip-limit", email: `visitor${attempt}@example.com` });
      statuses.push(body.status);
      if (body.status === 429) break;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(26);
  });
});
