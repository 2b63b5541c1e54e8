/**
 * The load generator of `npm run bench` when `wrk` is installed (Debian's package `wrk`; decision 041).
 * autocannon turns every response body into a JavaScript string, which for a compressed page costs its one
 * core more than the server spends answering: a stored page measured the load generator. wrk, in C, measures
 * the server. One wrk thread: on a 2-core machine the other core is the server's.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface WrkRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  timeoutSeconds: number;
  /**
   * Requests a second to offer in all, evenly spaced, instead of as many as the server takes: the latency of a
   * server at a given load rather than at saturation, where p99 is the queue in front of a busy thread.
   */
  ratePerSecond?: number;
}

export interface WrkResult {
  requestsPerSecond: number;
  requests: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Socket errors, timeouts and non-2xx/3xx replies. */
  errors: number;
  timeouts: number;
  /** Responses by their `X-Vitrine-Cache` value ("none" without one). */
  cacheStatuses: Map<string, number>;
}

/** The wrk on the PATH, or null (the bench then uses autocannon). `BENCH_LOAD=autocannon` forces autocannon. */
export function wrkVersion(): string | null {
  if (process.env.BENCH_LOAD === "autocannon") return null;
  const probe = spawnSync("wrk", ["--version"], { encoding: "utf8" });
  if (probe.error) return null;
  const line = `${probe.stdout}${probe.stderr}`.split("\n")[0] ?? "";
  return line.match(/wrk\s+(\S+)/)?.[1] ?? "unknown version";
}

/** A Lua string literal. */
const lua = (value: string) => JSON.stringify(value);

/**
 * wrk's `delay()` hook, giving each request the next slot of an even schedule (LuaJIT's ffi reads the monotonic
 * clock: Lua's own clocks are whole seconds or CPU time). A request whose slot has passed goes at once, so a
 * server that falls behind is measured with its queue, as a steady stream of visitors would meet it.
 */
function pacing(ratePerSecond: number): string {
  return `
local ffi = require("ffi")
ffi.cdef[[ typedef struct { long tv_sec; long tv_nsec; } vitrine_timespec; int clock_gettime(int, vitrine_timespec *); ]]
local clock = ffi.new("vitrine_timespec")
local function nowMillis()
  ffi.C.clock_gettime(1, clock)
  return tonumber(clock.tv_sec) * 1000 + tonumber(clock.tv_nsec) / 1e6
end
local interval = ${1000 / ratePerSecond}
local nextSlot = nil
function delay()
  local now = nowMillis()
  if nextSlot == nil then nextSlot = now end
  local wait = nextSlot - now
  nextSlot = nextSlot + interval
  if wait < 0 then return 0 end
  return wait
end
`;
}

/**
 * The script: the request, a count of each response's cache status per thread, and one JSON line at the end
 * (wrk's `done` runs apart from the threads, which hand their counts over by `thread:get`).
 */
function script(request: WrkRequest): string {
  const headerLines = Object.entries(request.headers ?? {})
    .map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`)
    .join("\n");
  return `
wrk.method = ${lua(request.method ?? "GET")}
${request.body === undefined ? "" : `wrk.body = ${lua(request.body)}`}
${headerLines}
${request.ratePerSecond ? pacing(request.ratePerSecond) : ""}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) statuses = {} end
function response(status, headers, body)
  local cache = headers["X-Vitrine-Cache"] or headers["x-vitrine-cache"] or "none"
  statuses[cache] = (statuses[cache] or 0) + 1
end
function done(summary, latency, requests)
  local counts = {}
  for _, thread in ipairs(threads) do
    for name, count in pairs(thread:get("statuses")) do counts[name] = (counts[name] or 0) + count end
  end
  local parts = {}
  for name, count in pairs(counts) do table.insert(parts, string.format("%q:%d", name, count)) end
  local errors = summary.errors
  io.write(string.format(
    'VITRINE_WRK {"requests":%d,"durationMicros":%d,"p50Micros":%d,"p99Micros":%d,"errors":%d,"timeouts":%d,"statuses":{%s}}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    errors.connect + errors.read + errors.write + errors.status + errors.timeout, errors.timeout,
    table.concat(parts, ",")))
end
`;
}

export function runWrk(request: WrkRequest): WrkResult {
  const folder = mkdtempSync(path.join(tmpdir(), "vitrine-wrk-"));
  try {
    const scriptFile = path.join(folder, "bench.lua");
    writeFileSync(scriptFile, script(request));
    const run = spawnSync(
      "wrk",
      [
        "--threads",
        "1",
        "--connections",
        String(request.connections),
        "--duration",
        `${request.durationSeconds}s`,
        "--timeout",
        `${request.timeoutSeconds}s`,
        "--script",
        scriptFile,
        request.url,
      ],
      { encoding: "utf8", maxBuffer: 1024 * 1024 },
    );
    const line = run.stdout.split("\n").find((text) => text.startsWith("VITRINE_WRK "));
    if (!line) throw new Error(`wrk gave no result: ${run.stderr || run.stdout}`);
    const parsed = JSON.parse(line.slice("VITRINE_WRK ".length)) as {
      requests: number;
      durationMicros: number;
      p50Micros: number;
      p99Micros: number;
      errors: number;
      timeouts: number;
      statuses: Record<string, number>;
    };
    return {
      requestsPerSecond: parsed.requests / Math.max(1e-6, parsed.durationMicros / 1e6),
      requests: parsed.requests,
      p50: Math.round(parsed.p50Micros / 100) / 10,
      p99: Math.round(parsed.p99Micros / 100) / 10,
      errors: parsed.errors,
      timeouts: parsed.timeouts,
      cacheStatuses: new Map(Object.entries(parsed.statuses)),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
