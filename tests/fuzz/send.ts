import net from "node:net";
import type { FuzzRequest } from "./requests.ts";

export interface FuzzReply {
  /** The status of the first response, 0 when none came. */
  status: number;
  requestId: string | null;
  /** A socket error (reset, refused) or a timeout, when there was one. */
  failure: string | null;
}

const REPLY_TIMEOUT_MS = 30_000;

/** Writes the request's bytes on a fresh connection and reads until the server closes it. */
export function send(port: number, request: FuzzRequest): Promise<FuzzReply> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let failure: string | null = null;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      const text = Buffer.concat(chunks).subarray(0, 8192).toString("latin1");
      const status = Number(text.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0);
      const requestId = text.match(/\r\nx-request-id: ([^\r]+)/i)?.[1] ?? null;
      resolve({ status, requestId, failure });
    };
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(request.bytes, () => {
        if (request.endAfterWrite) socket.end();
      });
    });
    socket.on("data", (chunk) => {
      if (chunks.length < 4) chunks.push(chunk);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      failure = error.code ?? error.message;
      finish();
    });
    socket.on("close", finish);
    socket.setTimeout(REPLY_TIMEOUT_MS, () => {
      failure = "timeout";
      socket.destroy();
    });
  });
}
