import { spawnSync } from "node:child_process";

/** The server's process ids: the supervisor started by the bench and the workers it forked (Linux's `pgrep`). */
export function serverPids(supervisor: number): string[] {
  const children = spawnSync("pgrep", ["-P", String(supervisor)], { encoding: "utf8" }).stdout ?? "";
  return [String(supervisor), ...children.split("\n").filter(Boolean)];
}
