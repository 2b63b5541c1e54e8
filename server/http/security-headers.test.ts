import type { RequestHandler } from "express";
import { describe, expect, it } from "vitest";
import { PREVIEW_QUERY_PARAMETER } from "../../protocol/starter-preview.ts";
import { assignCspNonce, headersWorkedOutOnce, pageHelmet } from "./security.server.ts";

type Headers = Record<string, string>;

/** What a middleware leaves on a response for a request to `url` with this nonce. */
function headersAfter(middleware: RequestHandler, url: string, nonce: string): Headers {
  const headers: Headers = { "X-Powered-By": "Express" };
  const response = {
    locals: { cspNonce: nonce },
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let calledNext = false;
  middleware(
    { url, method: "GET", headers: {} } as unknown as Parameters<RequestHandler>[0],
    response as unknown as Parameters<RequestHandler>[1],
    () => {
      calledNext = true;
    },
  );
  expect(calledNext).toBe(true);
  return headers;
}

describe("page security headers worked out once (issue 18)", () => {
  const options = {
    development: false,
    thirdPartyScriptOrigins: ["https://stats.example"],
    mapScriptOrigins: ["https://maps.example"],
  };

  it("sets exactly the headers Helmet sets, with each response's own nonce, for pages and previews", () => {
    const helmet = pageHelmet(options);
    const once = headersWorkedOutOnce(helmet);
    for (const url of ["/shop/?orderby=price", `/?${PREVIEW_QUERY_PARAMETER}=1`, "/?p=preview"]) {
      for (const nonce of ["b2Zmc2V0LW5vbmNlLTE=", "c2Vjb25kLW5vbmNlLTI="]) {
        const expected = headersAfter(helmet, url, nonce);
        expect(expected["Content-Security-Policy"]).toContain(`'nonce-${nonce}'`);
        expect(headersAfter(once, url, nonce)).toEqual(expected);
      }
    }
    // Previews allow the web fonts' host; other pages do not.
    const preview = headersAfter(once, `/?${PREVIEW_QUERY_PARAMETER}=1`, "x")["Content-Security-Policy"];
    expect(preview).toContain("fonts.gstatic.com");
    expect(headersAfter(once, "/", "x")["Content-Security-Policy"]).not.toContain("fonts.gstatic.com");
  });

  it("gives every response a different 16-byte nonce", () => {
    const seen = new Set<string>();
    for (let index = 0; index < 600; index += 1) {
      const locals: Record<string, unknown> = {};
      assignCspNonce(
        {} as Parameters<RequestHandler>[0],
        { locals } as unknown as Parameters<RequestHandler>[1],
        () => undefined,
      );
      const nonce = String(locals.cspNonce);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(600);
  });
});
