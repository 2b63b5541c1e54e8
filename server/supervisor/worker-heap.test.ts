import { describe, expect, it } from "vitest";
import { DEFAULT_WORKER_HEAP_MB, WORKER_SEMI_SPACE_MB, workerEnv, workerExecArgv } from "./supervisor.ts";

describe("worker heap limit (issue 18: peak memory per process)", () => {
  it("adds the default old-generation limit to the workers' arguments", () => {
    expect(workerExecArgv(["--import", "tsx"])).toEqual([
      "--import",
      "tsx",
      `--max-old-space-size=${DEFAULT_WORKER_HEAP_MB}`,
      `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`,
    ]);
  });
  it("keeps limits chosen on the command line or in NODE_OPTIONS", () => {
    expect(workerExecArgv(["--max-old-space-size=512", "--max-semi-space-size=16"])).toEqual([
      "--max-old-space-size=512",
      "--max-semi-space-size=16",
    ]);
    expect(workerExecArgv([], "--max-old-space-size=512 --max-semi-space-size=16")).toEqual([]);
    expect(workerExecArgv(["--max-old-space-size=512"])).toEqual([
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
});
