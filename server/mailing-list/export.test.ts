import { describe, expect, it } from "vitest";
import { subscribersCsv } from "./export.ts";

describe("subscribersCsv", () => {
  it("writes Mailchimp's import columns, quoted, with its time format and formula-safe cells", () => {
    const csv = subscribersCsv([
      {
        listId: "news",
        email: "ada@example.com",
        firstName: 'Ada "A."',
        lastName: "=HYPERLINK()",
        phone: "+33 1 23",
        status: "subscribed",
        consentAt: new Date("2026-03-01T10:20:30.456Z"),
        consentIp: "203.0.113.9",
        confirmedAt: null,
        sourcePage: "/contact/",
      },
    ]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(
      '"Email Address","First Name","Last Name","Phone Number","OPTIN_TIME","OPTIN_IP","CONFIRM_TIME","Source Page","Status","List"',
    );
    expect(row).toBe(
      '"ada@example.com","Ada ""A.""","\'=HYPERLINK()","\'+33 1 23","2026-03-01 10:20:30","203.0.113.9","","/contact/","subscribed","news"',
    );
  });
});
