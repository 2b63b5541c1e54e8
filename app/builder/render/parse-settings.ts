import type { z } from "zod";
import type { Settings } from "./element.ts";

/** A setting whose stored value could not be used; the default was used instead. */
export interface SettingsIssue {
  key: string;
  message: string;
}

export interface ParsedSettings<T> {
  /** The schema's fields (bad or missing values replaced by their defaults), and every other stored key as is. */
  settings: T & Settings;
  issues: SettingsIssue[];
}

/**
 * Parses a widget's stored settings field by field, so one bad value costs only that value: it is replaced by
 * the field's default and reported, never a crash. Keys the schema does not know (Elementor has hundreds per
 * widget, `__globals__`, `__dynamic__`, other plugins' keys) are kept for the generated CSS and later widgets.
 */
export function parseSettings<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  raw: Settings,
): ParsedSettings<z.output<z.ZodObject<Shape>>> {
  const settings: Settings = { ...raw };
  const issues: SettingsIssue[] = [];
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const parsed = field.safeParse(raw[key]);
    if (parsed.success) {
      settings[key] = parsed.data;
      continue;
    }
    issues.push({ key, message: parsed.error.issues[0]?.message ?? "invalid value" });
    const fallback = field.safeParse(undefined);
    if (fallback.success) settings[key] = fallback.data;
    else delete settings[key];
  }
  return { settings: settings as z.output<z.ZodObject<Shape>> & Settings, issues };
}
