import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { serverPids } from "./server-processes.ts";

/**
 * Where a load's CPU went, read from Linux's /proc: the server's processes (a supervisor and its workers) and
 * the whole machine. The "processes" group prints both beside its ratio, so a run can tell a server that stops
 * scaling (more CPU per request with two processes) from a machine that has no idle core left for the second.
 */
export interface CpuSample {
  /** CPU time of the server's processes so far, in clock ticks. */
  serverTicks: number;
  /**
   * CPU time of the workers' main threads so far (the thread whose id is the process id), in clock ticks: the
   * JavaScript. The rest of a worker's time is V8's helper threads (garbage collection, compiling) and libuv's.
   */
  mainThreadTicks: number;
  /** Ticks every core of the machine spent busy, and in all, so far. */
  machineBusyTicks: number;
  machineTicks: number;
  /** When the sample was taken (ms). */
  at: number;
}

export interface CpuShare {
  /** Cores' worth of CPU the server's processes used over the load. */
  serverCores: number;
  /** Server CPU per answered request, ms. */
  serverMsPerRequest: number;
  /** The machine's busy share over the load, all its cores together (0–1). */
  machineBusy: number;
  /** Cores' worth of CPU the workers' main threads used (one process: at most 1). */
  mainThreadCores: number;
  /** Per answered request, ms: the workers' main threads; the server's other threads; the rest of the machine. */
  mainThreadMsPerRequest: number;
  otherThreadsMsPerRequest: number;
  restOfMachineMsPerRequest: number;
}

/** User and system ticks of one process from its `/proc/<pid>/stat` line (its name may hold spaces and parens). */
export function processTicksOf(statLine: string): number {
  const fields = statLine.slice(statLine.lastIndexOf(")") + 2).split(" ");
  // After the name, field 3 (state) is index 0: utime and stime are fields 14 and 15.
  return Number(fields[11]) + Number(fields[12]);
}

/** Busy and total ticks of all cores from `/proc/stat`'s first line (idle and waiting on I/O are not busy). */
export function machineTicksOf(procStat: string): { busy: number; total: number } {
  const line = procStat.split("\n", 1)[0] ?? "";
  // user nice system idle iowait irq softirq steal; guest time is already counted in user.
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number) as number[];
  const total = [user, nice, system, idle, iowait, irq, softirq, steal].reduce(
    (sum: number, ticks) => sum + (ticks ?? 0),
    0,
  );
  return { busy: total - (idle ?? 0) - (iowait ?? 0), total };
}

/** The share of the load between two samples; null when nothing was answered or no time passed. */
export function cpuShareBetween(
  before: CpuSample,
  after: CpuSample,
  requests: number,
  ticksPerSecond: number,
): CpuShare | null {
  const seconds = (after.at - before.at) / 1000;
  const machineTicks = after.machineTicks - before.machineTicks;
  if (requests <= 0 || seconds <= 0 || machineTicks <= 0) return null;
  const serverSeconds = (after.serverTicks - before.serverTicks) / ticksPerSecond;
  const mainThreadSeconds = (after.mainThreadTicks - before.mainThreadTicks) / ticksPerSecond;
  const machineBusyTicks = after.machineBusyTicks - before.machineBusyTicks;
  const machineBusy = machineBusyTicks / machineTicks;
  // /proc/stat's first line adds up every core's ticks: its busy ticks are busy core-seconds.
  const machineBusySeconds = machineBusyTicks / ticksPerSecond;
  const perRequest = (cpuSeconds: number) => (Math.max(0, cpuSeconds) * 1000) / requests;
  return {
    serverCores: serverSeconds / seconds,
    serverMsPerRequest: perRequest(serverSeconds),
    machineBusy,
    mainThreadCores: mainThreadSeconds / seconds,
    mainThreadMsPerRequest: perRequest(mainThreadSeconds),
    otherThreadsMsPerRequest: perRequest(serverSeconds - mainThreadSeconds),
    restOfMachineMsPerRequest: perRequest(machineBusySeconds - serverSeconds),
  };
}

/**
 * The ratio two processes can reach over one on this machine at the one-process load's costs per request. One
 * process is bound by its main thread (a request costs it `mainThreadMsPerRequest`); two share every core with
 * their own helper threads and with what the machine does besides for each request (the load generator,
 * PostgreSQL), so at the same costs they serve at most `cores` over the whole cost of a request: a ratio of
 * `cores × main / (server + rest)`, and never more than 2. An estimate, not a wall: two processes that are not
 * saturated queue less and may each spend a little less per request. Null when the one process was not bound by
 * its main thread (below 90 % of a core: something else held it back, and the reasoning does not apply).
 */
export function twoProcessRoom(one: CpuShare, cores: number): number | null {
  if (one.mainThreadCores < 0.9) return null;
  const wholeRequest = one.serverMsPerRequest + one.restOfMachineMsPerRequest;
  if (wholeRequest <= 0) return null;
  return Math.min(2, (cores * one.mainThreadMsPerRequest) / wholeRequest);
}

let clockTicks: number | null = null;

/** The kernel's clock ticks per second (`getconf CLK_TCK`; 100 on every common Linux). */
export function ticksPerSecond(): number {
  if (clockTicks === null) {
    const answered = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout);
    clockTicks = Number.isFinite(answered) && answered > 0 ? answered : 100;
  }
  return clockTicks;
}

/** A sample for the process `pid` and its children (a supervisor's workers); null off Linux or once it exited. */
export function sampleCpu(pid: number | undefined): CpuSample | null {
  if (pid === undefined) return null;
  try {
    let serverTicks = 0;
    let mainThreadTicks = 0;
    for (const each of serverPids(pid)) {
      serverTicks += processTicksOf(readFileSync(`/proc/${each}/stat`, "utf8"));
      // The supervisor forks and waits; only the workers run requests on their main threads.
      if (each !== String(pid))
        mainThreadTicks += processTicksOf(readFileSync(`/proc/${each}/task/${each}/stat`, "utf8"));
    }
    const machine = machineTicksOf(readFileSync("/proc/stat", "utf8"));
    return {
      serverTicks,
      mainThreadTicks,
      machineBusyTicks: machine.busy,
      machineTicks: machine.total,
      at: Date.now(),
    };
  } catch {
    return null;
  }
}
