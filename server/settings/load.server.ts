import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseSettings, type Settings, SettingsError } from "./settings.ts";

/** Reads and validates the settings file; a missing file means every default. */
export function loadSettings(file: string): Settings {
  const resolved = path.resolve(file);
  if (!existsSync(resolved)) return parseSettings({}, "settings (defaults)");
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(resolved, "utf8"));
  } catch (error) {
    throw new SettingsError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  return parseSettings(raw, file);
}
