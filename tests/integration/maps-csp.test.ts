import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/http.ts";

/** The policy's sources for one directive. */
function directive(policy: string, name: string): string[] {
  const entry = policy.split(";").find((part) => part.trim().startsWith(`${name} `)) ?? "";
  return entry.trim().split(/\s+/).slice(1);
}

async function policyOf(server: TestServer): Promise<string> {
  return (await fetch(`${server.origin}/wp-json/nothing`)).headers.get("content-security-policy") ?? "";
}

describe("Google Maps JavaScript in the Content-Security-Policy only with a maps key (decision 033)", () => {
  let keyed: TestServer;
  let standIn: TestServer;
  let keyless: TestServer;

  beforeAll(async () => {
    keyed = await startTestServer("pglite", { maps: { google: { apiKey: "browser-key" } } });
    standIn = await startTestServer("pglite", {
      maps: {
        google: {
          apiKey: "browser-key",
          scriptUrl: "http://127.0.0.1:7209/maps/api/js",
          staticUrl: "http://127.0.0.1:7209/maps/api/staticmap",
          streetViewUrl: "http://127.0.0.1:7209/maps/api/streetview",
        },
      },
    });
    keyless = await startTestServer("pglite", {});
  });
  afterAll(async () => {
    await Promise.all([keyed.close(), standIn.close(), keyless.close()]);
  });

  it("W-MAP-09 with a key, Google's script, data and picture hosts are allowed", async () => {
    const policy = await policyOf(keyed);
    for (const name of ["script-src", "connect-src", "img-src"]) {
      expect(directive(policy, name)).toContain("https://maps.googleapis.com");
      expect(directive(policy, name)).toContain("https://maps.gstatic.com");
    }
  });

  it("with a key and another script address, that origin only", async () => {
    const policy = await policyOf(standIn);
    expect(directive(policy, "script-src")).toContain("http://127.0.0.1:7209");
    expect(policy).not.toContain("maps.googleapis.com");
    expect(policy).not.toContain("maps.gstatic.com");
  });

  it("without a key no Google Maps origin is allowed to run", async () => {
    const policy = await policyOf(keyless);
    expect(policy).not.toContain("googleapis");
    expect(policy).not.toContain("gstatic");
  });
});
