import type { AnyElementExtension } from "../extension.ts";
import sticky from "./sticky/extension.ts";

/**
 * Every element extension, by folder name; one line per extension (`sticky: stickyExtension,`). The folder name
 * is also the runtime's module key: `extensions/<folder>/<client>`.
 */
export const EXTENSION_FOLDERS: Readonly<Record<string, AnyElementExtension>> = {
  sticky,
};
