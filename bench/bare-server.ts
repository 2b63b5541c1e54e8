/**
 * The yardstick `npm run bench` prints beside Vitrine: Node's own `http` server answering a fixed 20 KB HTML page,
 * nothing else. Run as its own process: `node --import tsx bench/bare-server.ts <port>`.
 */
import { createServer } from "node:http";

const PAGE_BYTES = 20 * 1024;
const port = Number(process.argv[2] ?? 3298);
const row = "<p>Vitrine bench yardstick: a plain page of fixed size, served from memory.</p>\n";
const page = Buffer.from(
  `<!doctype html><html><body>${row.repeat(Math.ceil(PAGE_BYTES / row.length))}</body></html>`.slice(
    0,
    PAGE_BYTES,
  ),
);

createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": page.length });
  response.end(page);
}).listen(port, "127.0.0.1");
