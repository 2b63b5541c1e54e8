import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/http.ts";

/** The policy's sources for one directive. */
function directive(policy: string, name: string): string[] {
  const entry = policy.split(";").find((part) => part.trim().startsWith(`${name} `)) ?? "";
  return entry.trim().split(/\s+/).slice(1);
}

describe("the visitor-statistics script's origin in the Content-Security-Policy (S-CALL-11)", () => {
  let withScript: TestServer;
  let withoutScript: TestServer;

  beforeAll(async () => {
    withScript = await startTestServer("pglite", {
      tracking: { statisticsScript: "https://stats.example.com/count.js" },
    });
    withoutScript = await startTestServer("pglite", {
      tracking: { statisticsScript: "https://stats.example.com/count.js", allowTracking: false },
    });
  });
  afterAll(async () => {
    await withScript.close();
    await withoutScript.close();
  });

  it("S-CALL-11 pages may load the configured script and send it beacons", async () => {
    const policy =
      (await fetch(`${withScript.origin}/wp-json/nothing`)).headers.get("content-security-policy") ?? "";
    expect(directive(policy, "script-src")).toContain("https://stats.example.com");
    expect(directive(policy, "connect-src")).toContain("https://stats.example.com");
  });

  it("S-CALL-11 with tracking switched off the policy allows no statistics origin", async () => {
    const policy =
      (await fetch(`${withoutScript.origin}/wp-json/nothing`)).headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("stats.example.com");
  });
});
