import type { AnyElementExtension } from "../extension.ts";
import entranceAnimation from "./entrance-animation/extension.ts";
import motionFx from "./motion-fx/extension.ts";
import particles from "./particles/extension.ts";
import sticky from "./sticky/extension.ts";
import stickyElement from "./sticky-element/extension.ts";
import tilt from "./tilt/extension.ts";

/**
 * Every element extension, by folder name; one line per extension (`sticky: stickyExtension,`). The folder name
 * is also the runtime's module key: `extensions/<folder>/<client>`.
 */
export const EXTENSION_FOLDERS: Readonly<Record<string, AnyElementExtension>> = {
  sticky,
  "entrance-animation": entranceAnimation,
  "motion-fx": motionFx,
  tilt,
  particles,
  "sticky-element": stickyElement,
};
