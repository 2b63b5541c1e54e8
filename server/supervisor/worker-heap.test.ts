import { describe, expect, it } from "vitest";
import { DEFAULT_WORKER_HEAP_MB, workerExecArgv } from "./supervisor.ts";

describe("worker heap limit (issue 18: peak memory per process)", () => {
  it("adds the default old-generation limit to the workers' arguments", () => {
    expect(workerExecArgv(["--import", "tsx"])).toEqual([
      "--import",
      "tsx",
      `--max-old-space-size=${DEFAULT_WORKER_HEAP_MB}`,
    ]);
  });
  it("keeps a limit chosen on the command line or in NODE_OPTIONS", () => {
    expect(workerExecArgv(["--max-old-space-size=512"])).toEqual(["--max-old-space-size=512"]);
    expect(workerExecArgv([], "--max-old-space-size=512")).toEqual([]);
  });
});
