import { describe, expect, it } from "vitest";
import { cpuShareBetween, machineTicksOf, processTicksOf, twoProcessRoom } from "./cpu-share.ts";

describe("Where a load's CPU went (issue 18, bench: 2 processes vs 1)", () => {
  // 10 s on 2 cores: the server used 11.2 s of CPU (its main threads 10 s), the machine 19.8 core-seconds.
  const before = {
    serverTicks: 1000,
    mainThreadTicks: 800,
    machineBusyTicks: 5000,
    machineTicks: 9000,
    at: 0,
  };
  const after = {
    serverTicks: 2120,
    mainThreadTicks: 1800,
    machineBusyTicks: 6980,
    machineTicks: 11_000,
    at: 10_000,
  };

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
    const share = cpuShareBetween(before, after, 28_000, 100);
    expect(share?.serverCores).toBeCloseTo(1.12);
    expect(share?.serverMsPerRequest).toBeCloseTo(0.4);
    expect(share?.machineBusy).toBeCloseTo(0.99);
  });

  it("splits a request's CPU into the workers' main threads, their other threads and the rest of the machine", () => {
    const share = cpuShareBetween(before, after, 40_000, 100);
    expect(share?.mainThreadCores).toBeCloseTo(1);
    expect(share?.mainThreadMsPerRequest).toBeCloseTo(0.25);
    expect(share?.otherThreadsMsPerRequest).toBeCloseTo(0.03);
    expect(share?.restOfMachineMsPerRequest).toBeCloseTo(0.215);
  });

  it("estimates what two processes can reach from a one-process load bound by its main thread (issue 18)", () => {
    const one = {
      serverCores: 1.15,
      serverMsPerRequest: 0.28,
      machineBusy: 0.65,
      mainThreadCores: 0.99,
      mainThreadMsPerRequest: 0.245,
      otherThreadsMsPerRequest: 0.035,
      restOfMachineMsPerRequest: 0.03,
    };
    // 2 cores × 0.245 ms of main thread over 0.31 ms of the machine's CPU per request.
    expect(twoProcessRoom(one, 2)).toBeCloseTo(1.58, 2);
    // With nothing else on the machine and no helper threads, two processes double one.
    expect(
      twoProcessRoom(
        { ...one, serverMsPerRequest: 0.245, otherThreadsMsPerRequest: 0, restOfMachineMsPerRequest: 0 },
        2,
      ),
    ).toBe(2);
    // A process held back by something other than its main thread: no estimate.
    expect(twoProcessRoom({ ...one, mainThreadCores: 0.6 }, 2)).toBeNull();
  });

  it("gives nothing for a load that answered nothing", () => {
    const sample = { serverTicks: 1, mainThreadTicks: 1, machineBusyTicks: 1, machineTicks: 2, at: 0 };
    expect(cpuShareBetween(sample, { ...sample, at: 1000, machineTicks: 3 }, 0, 100)).toBeNull();
  });
});
