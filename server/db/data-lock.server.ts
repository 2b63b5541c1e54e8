import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite is a single-process database: two processes opening the same folder
 * would corrupt it. Whoever opens the embedded database (the server, the import
 * command) first takes this lock file; a second process is refused with a clear
 * message. A lock left by a process that no longer runs is taken over.
 */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export interface DataDirLock {
  release(): void;
}

export function acquireDataDirLock(dataDir: string, purpose: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "vitrine.lock");
  const holder = readHolder(file);
  if (holder && holder.pid !== process.pid && isRunning(holder.pid)) {
    throw new DataDirLockedError(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.purpose}). ` +
        "Stop it first, or use DATABASE_URL with a PostgreSQL server to run several processes.",
    );
  }
  writeFileSync(file, JSON.stringify({ pid: process.pid, purpose }));
  return {
    release() {
      if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}

function readHolder(file: string): { pid: number; purpose: string } | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (parsed && typeof parsed === "object" && "pid" in parsed && typeof parsed.pid === "number") {
      const purpose = "purpose" in parsed && typeof parsed.purpose === "string" ? parsed.purpose : "unknown";
      return { pid: parsed.pid, purpose };
    }
    return null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
