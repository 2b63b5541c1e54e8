import type { ReactNode } from "react";
import type { z } from "zod";
import type { ElementData, Settings } from "./render/element.ts";
import type { StyleWriter } from "./render/style-sheet.ts";

/**
 * An element extension (decision 020): behaviour any element can ask for through its settings (entrance
 * animation, motion effects, sticky section, background particles). Same shape as a widget without a component:
 * `app/builder/extensions/<name>/extension.ts` default-exports `defineExtension({...})`, listed in
 * `extensions/index.ts`.
 */
export interface ElementExtension<Shape extends z.ZodRawShape = z.ZodRawShape> {
  /** Whether this element's settings ask for the extension (`uae_sticky_header_enable === "yes"`). */
  appliesTo(settings: Settings, element: ElementData): boolean;
  settings: z.ZodObject<Shape>;
  css?: (settings: z.output<z.ZodObject<Shape>> & Settings, style: StyleWriter) => void;
  wrapperClasses?: (
    settings: z.output<z.ZodObject<Shape>> & Settings,
    element: ElementData,
  ) => readonly string[];
  /**
   * Markup drawn first inside a section or container the extension applies to (the background motion layer),
   * rendered on the server so it is there before any script runs.
   */
  prepend?: (settings: z.output<z.ZodObject<Shape>> & Settings, element: ElementData) => ReactNode;
  /** Settings its browser module reads from `data-settings`. */
  frontendSettings?: readonly string[];
  /** Stem of the browser module in the extension's folder (`sticky` for `sticky.client.ts`). */
  client?: string;
  /**
   * What the browser module needs, worked out here from the parsed settings and written as JSON into the
   * element's `data-vitrine-config` (decision 034): the browser then reads plain values and needs no schema.
   */
  browserConfig?: (settings: z.output<z.ZodObject<Shape>> & Settings, element: ElementData) => unknown;
}

export function defineExtension<Shape extends z.ZodRawShape>(
  extension: ElementExtension<Shape>,
): ElementExtension<Shape> {
  return extension;
}

// biome-ignore lint/suspicious/noExplicitAny: the list holds extensions of every settings shape
export type AnyElementExtension = ElementExtension<any>;
