import { describe, expect, it } from "vitest";
import { cpuShareBetween, machineTicksOf, processTicksOf } from "./cpu-share.ts";

describe("Where a load's CPU went (issue 18, bench: 2 processes vs 1)", () => {
  it("reads a process's user and system ticks, even when its name holds spaces and parens", () => {
    const line =
      "9404 (node (worker) 1) R 9392 9392 9392 0 -1 4194304 51234 0 12 0 1520 348 0 0 20 0 11 0 12345 0 0";
    expect(processTicksOf(line)).toBe(1520 + 348);
  });

  it("counts idle and I/O wait as not busy, and everything else of the first line as time", () => {
    const stat = "cpu  100 5 40 800 30 2 3 20 7 0\ncpu0 50 2 20 400 15 1 1 10 3 0\n";
    // user+nice+system+irq+softirq+steal = 170; with idle and iowait 1000 (guest is inside user).
    expect(machineTicksOf(stat)).toEqual({ busy: 170, total: 1000 });
  });

  it("turns two samples into cores used, CPU per request and the machine's busy share", () => {
    const before = { serverTicks: 1000, machineBusyTicks: 5000, machineTicks: 9000, at: 0 };
    const after = { serverTicks: 2120, machineBusyTicks: 6980, machineTicks: 11_000, at: 10_000 };
    const share = cpuShareBetween(before, after, 28_000, 100);
    expect(share?.serverCores).toBeCloseTo(1.12);
    expect(share?.serverMsPerRequest).toBeCloseTo(0.4);
    expect(share?.machineBusy).toBeCloseTo(0.99);
  });

  it("gives nothing for a load that answered nothing", () => {
    const sample = { serverTicks: 1, machineBusyTicks: 1, machineTicks: 2, at: 0 };
    expect(cpuShareBetween(sample, { ...sample, at: 1000, machineTicks: 3 }, 0, 100)).toBeNull();
  });
});
