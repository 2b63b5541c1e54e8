// Proves `npm install` used exactly the committed dependency versions.
//
// A plain `git diff --quiet package-lock.json` is too strict: registries differ in which optional
// platform builds they carry (esbuild, rollup and Biome publish one package per OS and CPU), and npm
// adds or omits lockfile entries for those it cannot see. Such entries never install on this
// machine, so they do not change what the suite runs. Every other entry must be identical.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const committed = JSON.parse(execFileSync("git", ["show", "HEAD:package-lock.json"], { encoding: "utf8" }));
const installed = JSON.parse(readFileSync("package-lock.json", "utf8"));
const committedManifest = execFileSync("git", ["show", "HEAD:package.json"], { encoding: "utf8" });

const isPlatformBuild = (entry) =>
  entry?.optional === true && (Array.isArray(entry.os) || Array.isArray(entry.cpu));
const problems = [];

if (readFileSync("package.json", "utf8") !== committedManifest) problems.push("package.json changed");

const names = new Set([...Object.keys(committed.packages ?? {}), ...Object.keys(installed.packages ?? {})]);
for (const name of names) {
  const before = committed.packages?.[name];
  const after = installed.packages?.[name];
  if (before && after) {
    if (before.version !== after.version || before.integrity !== after.integrity) {
      problems.push(`${name || "(root)"}: ${before.version} → ${after.version}`);
    }
  } else if (!isPlatformBuild(before ?? after)) {
    problems.push(`${name}: ${before ? "removed" : "added"}`);
  }
}

if (problems.length > 0) {
  console.error(
    "package-lock.json is not in sync with package.json: run npm install and commit the lockfile",
  );
  for (const problem of problems.slice(0, 40)) console.error(`  ${problem}`);
  process.exit(1);
}
