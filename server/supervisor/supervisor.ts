import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import type { DatabaseTarget } from "../db/client.server.ts";
import { connectionScheduling, restartDelayMs } from "./restart-policy.ts";

type DatabaseKind = DatabaseTarget["kind"];

export interface SupervisorOptions {
  workers: number;
  logger: Logger;
  /** How long workers get to finish after a stop signal before they are killed. */
  stopGraceMs: number;
  /** Called once every worker has exited after a stop, before the process exits. */
  onStopped(): void;
  /** The database the workers open: the embedded one compiles PostgreSQL's WebAssembly in each worker. */
  database: DatabaseKind;
}

/**
 * The cluster primary behind `npm start` (decision 017): it forks the workers that serve the shop
 * and replaces one that dies, so one request that takes a worker down never takes the shop down.
 * If the first workers die before the shop ever listened (bad configuration, database unreachable),
 * nothing is retried: the supervisor stops with their exit code. SIGTERM and SIGINT are passed on to the
 * workers, which finish their in-flight requests; the supervisor exits when they have.
 */
export function superviseWorkers({
  workers,
  logger,
  stopGraceMs,
  onStopped,
  database,
}: SupervisorOptions): void {
  const deaths: number[] = [];
  const listening = new WeakSet<Worker>();
  let everServed = false;
  let stopping = false;
  let exitCode = 0;

  cluster.schedulingPolicy =
    connectionScheduling(workers, process.env.NODE_CLUSTER_SCHED_POLICY) === "none"
      ? cluster.SCHED_NONE
      : cluster.SCHED_RR;
  cluster.setupPrimary({
    execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS, database),
  });
  const start = () => {
    const worker = cluster.fork(workerEnv(process.env));
    worker.once("listening", () => {
      listening.add(worker);
      everServed = true;
      logger.info({ worker: worker.process.pid }, "worker serving");
    });
  };

  const finishWhenAllGone = () => {
    if (Object.keys(cluster.workers ?? {}).length > 0) return;
    onStopped();
    process.exit(exitCode);
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "supervisor: stopping the workers");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const force = setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
    }, stopGraceMs + 5_000);
    force.unref();
    finishWhenAllGone();
  };

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) exitCode = code ?? 1;
      finishWhenAllGone();
      return;
    }
    if (!listening.has(worker) && !everServed) {
      logger.error({ worker: worker.process.pid, code, signal }, "worker could not start; stopping");
      exitCode = code || 1;
      stop("SIGTERM");
      return;
    }
    const now = Date.now();
    const delay = restartDelayMs(deaths, now);
    deaths.push(now);
    if (deaths.length > 50) deaths.shift();
    logger.error(
      { worker: worker.process.pid, code, signal, restartInMs: delay },
      "worker died; starting a new one",
    );
    setTimeout(() => {
      if (!stopping) start();
    }, delay);
  });

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let index = 0; index < workers; index++) start();
}

/**
 * V8 lets a worker's heap grow far past what it keeps alive while it serves thousands of requests a second
 * (the bench measured about 200 MB more resident memory after serving stored pages, with about 80 MB live).
 * A limit on the old generation makes it collect sooner: `WORKER_HEAP_MB` (default 192), unless the
 * command line or NODE_OPTIONS already chose `--max-old-space-size`.
 */
export const DEFAULT_WORKER_HEAP_MB = 192;

export function workerExecArgv(
  execArgv: readonly string[],
  nodeOptions: string | undefined,
  database: DatabaseKind,
): string[] {
  const given = [...execArgv, nodeOptions ?? ""];
  const youngGeneration = given.some((argument) => argument.includes("--max-semi-space-size"))
    ? []
    : [`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`];
  const webAssembly =
    database === "pglite" &&
    !given.some((argument) => /liftoff|wasm-tier|wasm-dynamic-tiering/.test(argument))
      ? [EMBEDDED_DATABASE_WASM_FLAG]
      : [];
  const chosen = given.some((argument) => argument.includes("--max-old-space-size"));
  if (chosen) return [...execArgv, ...youngGeneration, ...webAssembly];
  const megabytes = Number(process.env.WORKER_HEAP_MB ?? DEFAULT_WORKER_HEAP_MB);
  if (!Number.isInteger(megabytes) || megabytes < 64)
    throw new Error(
      `WORKER_HEAP_MB must be a whole number of megabytes, at least 64, not ${process.env.WORKER_HEAP_MB}`,
    );
  return [...execArgv, `--max-old-space-size=${megabytes}`, ...youngGeneration, ...webAssembly];
}

/**
 * The embedded database is PostgreSQL compiled to WebAssembly. V8 compiles it with its baseline compiler
 * (Liftoff) at start, then recompiles the functions that run often with its optimising one (TurboFan), in
 * background threads whose working memory glibc keeps afterwards; the optimised copies sit beside the baseline
 * ones. Baseline code only: about 60 MB less resident at start and 45 MB less at the bench's peak, with
 * add-to-cart, cart and checkout throughput within the runs' noise (decision 062). An operator's own
 * WebAssembly flags (`--liftoff…`, `--wasm-tier…`) win.
 */
export const EMBEDDED_DATABASE_WASM_FLAG = "--liftoff-only";

/**
 * V8's young generation grows to three semi-spaces of 16 MB each under a steady stream of requests; 8 MB
 * keeps it at half that for more, still short, scavenges (`--max-semi-space-size` on the command line or in
 * NODE_OPTIONS wins).
 */
export const WORKER_SEMI_SPACE_MB = 8;

/**
 * The workers' environment: glibc gives each thread that allocates (libuv's pool compresses responses and
 * reads files) an arena of its own, up to eight per core, which kept tens of megabytes resident after the
 * bench's load; two arenas are enough for a process whose JavaScript runs on one thread.
 *
 * glibc also raises its mmap threshold each time a large block is freed, up to 32 MB, so after compiling the
 * embedded database's WebAssembly at start, large buffers come from the heap and stay resident in its
 * holes. A fixed threshold of 128 KB (glibc's initial one) gives them back when freed: about 17 MB less at the
 * peak on the bench machine (three runs each, same load), with no loss of throughput. An operator's own
 * MALLOC_ARENA_MAX or MALLOC_MMAP_THRESHOLD_ wins.
 */
export const WORKER_MMAP_THRESHOLD_BYTES = 128 * 1024;

export function workerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2",
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? String(WORKER_MMAP_THRESHOLD_BYTES),
  };
}
