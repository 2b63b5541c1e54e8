import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddressOf, isSecureRequest, requestHostname } from "./connection.server.ts";

function request(
  remoteAddress: string,
  headers: IncomingMessage["headers"],
  encrypted = false,
): IncomingMessage {
  return {
    socket: { remoteAddress, encrypted },
    connection: { remoteAddress },
    headers,
  } as unknown as IncomingMessage;
}

describe("the client, scheme and host of a request read as Express reads them (trusted proxy: loopback)", () => {
  it("believes X-Forwarded-Proto only from a proxy on this machine", () => {
    expect(isSecureRequest(request("127.0.0.1", { "x-forwarded-proto": "https" }))).toBe(true);
    expect(isSecureRequest(request("::1", { "x-forwarded-proto": "https, http" }))).toBe(true);
    expect(isSecureRequest(request("::ffff:127.0.0.1", { "x-forwarded-proto": "https" }))).toBe(true);
    expect(isSecureRequest(request("203.0.113.9", { "x-forwarded-proto": "https" }))).toBe(false);
    expect(isSecureRequest(request("127.0.0.1", { "x-forwarded-proto": "http" }))).toBe(false);
    expect(isSecureRequest(request("127.0.0.1", {}))).toBe(false);
    expect(isSecureRequest(request("203.0.113.9", {}, true))).toBe(true);
  });

  it("takes the host from a trusted X-Forwarded-Host, without the port", () => {
    expect(requestHostname(request("127.0.0.1", { host: "localhost:3000" }))).toBe("localhost");
    expect(
      requestHostname(
        request("127.0.0.1", { host: "localhost:3000", "x-forwarded-host": "shop.example, a" }),
      ),
    ).toBe("shop.example");
    expect(
      requestHostname(request("203.0.113.9", { host: "shop.example", "x-forwarded-host": "evil.example" })),
    ).toBe("shop.example");
    expect(requestHostname(request("127.0.0.1", { host: "[::1]:8080" }))).toBe("[::1]");
    expect(requestHostname(request("127.0.0.1", {}))).toBeUndefined();
  });

  it("reads the client's address through trusted proxies only", () => {
    expect(clientAddressOf(request("127.0.0.1", { "x-forwarded-for": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientAddressOf(request("203.0.113.9", { "x-forwarded-for": "198.51.100.4" }))).toBe(
      "203.0.113.9",
    );
    expect(clientAddressOf(request("127.0.0.1", {}))).toBe("127.0.0.1");
  });
});
