import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_WORKER_HEAP_MB,
  EMBEDDED_DATABASE_WASM_FLAG,
  WORKER_SEMI_SPACE_MB,
  workerEnv,
  workerExecArgv,
} from "./supervisor.ts";

describe("worker heap limit (issue 18: peak memory per process)", () => {
  it("adds the default old-generation limit to the workers' arguments", () => {
    expect(workerExecArgv(["--import", "tsx"], undefined, "postgres")).toEqual([
      "--import",
      "tsx",
      `--max-old-space-size=${DEFAULT_WORKER_HEAP_MB}`,
      `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`,
    ]);
  });
  it("keeps limits chosen on the command line or in NODE_OPTIONS", () => {
    expect(workerExecArgv(["--max-old-space-size=512", "--max-semi-space-size=16"], "", "postgres")).toEqual([
      "--max-old-space-size=512",
      "--max-semi-space-size=16",
    ]);
    expect(workerExecArgv([], "--max-old-space-size=512 --max-semi-space-size=16", "postgres")).toEqual([]);
    expect(workerExecArgv(["--max-old-space-size=512"], "", "postgres")).toEqual([
      "--max-old-space-size=512",
      `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`,
    ]);
  });
  it("gives the workers two malloc arenas and a fixed mmap threshold unless the operator chose them", () => {
    expect(workerEnv({})).toEqual({ MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" });
    expect(workerEnv({ MALLOC_ARENA_MAX: "8", MALLOC_MMAP_THRESHOLD_: "4194304" })).toEqual({
      MALLOC_ARENA_MAX: "8",
      MALLOC_MMAP_THRESHOLD_: "4194304",
    });
  });
  it("compiles the embedded database's WebAssembly with the baseline compiler only, unless the operator chose", () => {
    expect(workerExecArgv([], "", "pglite")).toEqual([
      `--max-old-space-size=${DEFAULT_WORKER_HEAP_MB}`,
      `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`,
      EMBEDDED_DATABASE_WASM_FLAG,
    ]);
    expect(workerExecArgv([], "", "postgres")).not.toContain(EMBEDDED_DATABASE_WASM_FLAG);
    expect(workerExecArgv(["--no-liftoff"], "", "pglite")).not.toContain(EMBEDDED_DATABASE_WASM_FLAG);
    expect(workerExecArgv([], "--no-wasm-tier-up", "pglite")).not.toContain(EMBEDDED_DATABASE_WASM_FLAG);
  });
  it("runs on this Node, whose V8 knows the flag (a Node without it would refuse to start the workers)", () => {
    const run = spawnSync(
      process.execPath,
      [EMBEDDED_DATABASE_WASM_FLAG, "-e", "process.stdout.write('ok')"],
      {
        encoding: "utf8",
      },
    );
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("ok");
  });
});
