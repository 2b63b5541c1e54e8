import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The production server as an operator runs it (`node build/server/main.js`: the supervisor
 * and its worker, on the production build) with its JSON log lines captured, for the fuzz suite and
 * the crash test. Needs `npm run build` first.
 */
export interface LogLine {
  level: number;
  msg: string;
  pid?: number;
  worker?: number;
  [key: string]: unknown;
}

export interface ServerProcess {
  origin: string;
  /** The supervisor (cluster primary). */
  child: ChildProcess;
  logLines(): LogLine[];
  /** Lines that are not JSON log lines (stack traces printed by something bypassing the logger). */
  strayOutput(): string[];
  /** Pid of the worker serving now, from the supervisor's "worker serving" lines. */
  workerPid(): number | null;
  /** Workers the supervisor saw die (and replaced). */
  workerDeaths(): LogLine[];
  /** The supervisor's exit code once it has exited, else null. */
  exitCode(): number | null;
  waitHealthy(timeoutMs?: number): Promise<void>;
  /** SIGTERM, then the exit code (SIGKILL after the timeout). */
  stop(timeoutMs?: number): Promise<number | null>;
}

export interface ServerProcessOptions {
  port: number;
  /** `postgres://…` for PostgreSQL; otherwise the embedded database in `dataDir` (a fresh folder by default). */
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
}

export function startServerProcess(options: ServerProcessOptions): ServerProcess {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "vitrine-process-"));
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      SETTINGS_FILE: "settings.json",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: LogLine[] = [];
  const stray: string[] = [];
  /** One reader per stream: a chunk of stderr must not land in the middle of a stdout line. */
  const reader = () => {
    let pending = "";
    return (chunk: Buffer) => {
      pending += chunk.toString("utf8");
      const parts = pending.split("\n");
      pending = parts.pop() ?? "";
      for (const part of parts) {
        if (part.trim() === "") continue;
        try {
          lines.push(JSON.parse(part) as LogLine);
        } catch {
          stray.push(part);
        }
      }
    };
  };
  child.stdout?.on("data", reader());
  child.stderr?.on("data", reader());
  // A test runner that gives up on a test must not leave the server running.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  let exitCode: number | null = null;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code, signal) => {
      exitCode = code ?? (signal ? 128 : null);
      process.off("exit", killOnExit);
      resolve(exitCode);
    }),
  );
  const origin = `http://127.0.0.1:${options.port}`;
  return {
    origin,
    child,
    logLines: () => lines,
    strayOutput: () => stray,
    workerPid() {
      const serving = lines.filter((line) => line.msg === "worker serving");
      return serving.at(-1)?.worker ?? null;
    },
    workerDeaths: () => lines.filter((line) => line.msg === "worker died; starting a new one"),
    exitCode: () => exitCode,
    async waitHealthy(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (exitCode !== null)
          throw new Error(
            `the server exited (${exitCode}): ${[...stray, ...lines.map((l) => l.msg)].join("\n")}`,
          );
        const status = await fetch(`${origin}/healthz`)
          .then((response) => response.status)
          .catch(() => 0);
        // Our own worker must be the one serving (not a leftover process on the same port).
        if (status === 200 && this.workerPid() !== null) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const recent = [...stray, ...lines.map((line) => JSON.stringify(line))].slice(-10).join("\n");
      throw new Error(`the server on ${origin} did not become healthy in ${timeoutMs} ms:\n${recent}`);
    },
    async stop(timeoutMs = 30_000) {
      if (exitCode !== null) return exitCode;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
