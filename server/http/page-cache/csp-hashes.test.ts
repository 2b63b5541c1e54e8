import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, policyWithHashes, withoutNonceAttributes } from "./csp-hashes.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("CSP hashes for stored pages", () => {
  const html =
    '<head><script nonce="N1">window.a=1</script><script type="module" src="/assets/x.js" nonce="N1"></script></head>' +
    '<body><script nonce="N1" type="module">import "/assets/y.js";</script><script>window.a=1</script></body>';

  it("hashes each distinct inline script and skips scripts loaded from files", () => {
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/assets/y.js";')]);
  });

  it("replaces the render's nonce in script-src by the hashes and removes it from the markup", () => {
    const policy = "default-src 'self';script-src 'self' 'nonce-N1';object-src 'none'";
    expect(policyWithHashes(policy, "N1", ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b';object-src 'none'",
    );
    expect(policyWithHashes("default-src 'self'", "N1", ["'sha256-a'"])).toBe("default-src 'self'");
    expect(withoutNonceAttributes(html, "N1")).not.toContain("N1");
  });
});
