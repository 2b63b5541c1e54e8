import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Mailchimp's Marketing API (3.0) answering `POST /3.0/lists/{id}/members` in the shapes
 * Mailchimp documents: the member on success, problem documents (`type`, `title`, `status`, `detail`,
 * `instance`) on failure. `failNext` makes the next call answer 503, as during an outage.
 */
export interface MailchimpStandIn {
  baseUrl: string;
  apiKey: string;
  requests: { path: string; body: Record<string, unknown>; authorization: string }[];
  failNext(times?: number): void;
  close(): Promise<void>;
}

const PROBLEM = "https://mailchimp.com/developer/marketing/docs/errors/";

export async function startMailchimpStandIn(): Promise<MailchimpStandIn> {
  const apiKey = "0123456789abcdef0123456789abcdef-us21";
  const members = new Map<string, Record<string, unknown>>();
  const requests: MailchimpStandIn["requests"] = [];
  let failures = 0;
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/problem+json; charset=utf-8" });
        res.end(JSON.stringify(body));
      };
      const authorization = req.headers.authorization ?? "";
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw || "{}");
      } catch {
        body = {};
      }
      requests.push({ path: req.url ?? "", body, authorization });
      const match = /^\/3\.0\/lists\/([^/]+)\/members$/.exec(req.url ?? "");
      if (!match || req.method !== "POST") {
        send(404, {
          type: PROBLEM,
          title: "Resource Not Found",
          status: 404,
          detail: "Not found",
          instance: "",
        });
        return;
      }
      const key = Buffer.from(authorization.replace(/^Basic /, ""), "base64")
        .toString()
        .split(":")[1];
      if (key !== apiKey) {
        send(401, {
          type: PROBLEM,
          title: "API Key Invalid",
          status: 401,
          detail: "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
          instance: "",
        });
        return;
      }
      if (failures > 0) {
        failures--;
        send(503, {
          type: PROBLEM,
          title: "Service Unavailable",
          status: 503,
          detail: "Try again",
          instance: "",
        });
        return;
      }
      const email = String(body.email_address ?? "").toLowerCase();
      const id = createHash("md5").update(email).digest("hex");
      const memberKey = `${match[1]}/${id}`;
      if (members.has(memberKey)) {
        send(400, {
          type: PROBLEM,
          title: "Member Exists",
          status: 400,
          detail: `${email} is already a list member. Use PUT to insert or update list members.`,
          instance: "7e1c3b7e-0000-4000-8000-000000000000",
        });
        return;
      }
      const member = {
        id,
        email_address: email,
        unique_email_id: id.slice(0, 10),
        status: body.status,
        merge_fields: body.merge_fields,
        list_id: match[1],
      };
      members.set(memberKey, member);
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(member));
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/3.0`,
    apiKey,
    requests,
    failNext(times = 1) {
      failures = times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
