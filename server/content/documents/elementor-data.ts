import { z } from "zod";

/**
 * Elementor's document data (`_elementor_data`, a template export's `content`): a tree of elements, each with
 * its `id`, `elType` (section, column, container, widget…), `widgetType` for widgets, `settings` and child
 * `elements`. The structure is validated; settings are kept as they are, unknown keys included, because
 * every widget reads its own (the widget registry validates them when it renders).
 */

export interface ElementorElement {
  id: string;
  elType: string;
  widgetType?: string | undefined;
  settings: Record<string, unknown>;
  elements: ElementorElement[];
  isInner?: boolean | undefined;
  [key: string]: unknown;
}

/** PHP's json_encode writes an empty settings map as `[]`; it means `{}`. */
const settingsSchema = z.union([
  z.record(z.string(), z.unknown()),
  z
    .array(z.unknown())
    .max(0, "must be an object")
    .transform(() => ({})),
]);

export const elementSchema: z.ZodType<ElementorElement> = z
  .looseObject({
    id: z.string().min(1, "must not be empty"),
    elType: z.string().min(1, "must not be empty"),
    widgetType: z.string().min(1).optional(),
    settings: settingsSchema.default({}),
    get elements() {
      return z.array(elementSchema).default([]);
    },
    isInner: z.boolean().optional(),
  })
  .superRefine((element, context) => {
    if (element.elType === "widget" && !element.widgetType)
      context.addIssue({ code: "custom", path: ["widgetType"], message: "is required for widgets" });
  }) as z.ZodType<ElementorElement>;

export const elementTreeSchema = z.array(elementSchema);

/** Page settings as exported: a map (an empty one may come as `[]`). */
export const pageSettingsSchema = settingsSchema;

export class ElementorDataError extends Error {
  override name = "ElementorDataError";
}

/** One readable line per problem: `[0].elements[1].widgetType: is required for widgets`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const where = issue.path
        .map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`))
        .join("")
        .replace(/^\./, "");
      return `${where || "(root)"}: ${issue.message}`;
    })
    .join("; ");
}

/** Parses `_elementor_data` (a JSON string); an empty value means an empty document. */
export function parseElementorData(json: string): ElementorElement[] {
  if (json.trim() === "") return [];
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw new ElementorDataError(`is not valid JSON (${(error as Error).message})`);
  }
  const parsed = elementTreeSchema.safeParse(raw);
  if (!parsed.success) throw new ElementorDataError(describeIssues(parsed.error));
  return parsed.data;
}

/** Parses `_elementor_page_settings` once PHP-decoded (null or "" means none). */
export function parsePageSettings(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined || value === "") return {};
  const parsed = pageSettingsSchema.safeParse(value);
  if (!parsed.success) throw new ElementorDataError(`page settings ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** Calls `visit` for every element of the tree, parents before children. */
export function walkElements(
  elements: readonly ElementorElement[],
  visit: (element: ElementorElement) => void,
) {
  for (const element of elements) {
    visit(element);
    walkElements(element.elements, visit);
  }
}

/**
 * Every `widgetType` a document uses, sorted and without repeats: what the builder compares with its widget
 * registry (unknown types render nothing visible and are reported).
 */
export function widgetTypesUsed(
  document: { elements: unknown[] | null } | readonly ElementorElement[],
): string[] {
  const elements = Array.isArray(document) ? document : (document as { elements: unknown[] | null }).elements;
  const types = new Set<string>();
  walkElements((elements ?? []) as ElementorElement[], (element) => {
    if (element.elType === "widget" && element.widgetType) types.add(element.widgetType);
  });
  return [...types].sort();
}

/**
 * A single template exported from Elementor (Templates → Export): `{version, title, type, content,
 * page_settings}`. Strict about what makes it a template, loose about the rest (newer exports add keys).
 */
export const templateExportSchema = z.looseObject({
  version: z.string().min(1),
  title: z.string(),
  type: z.string().min(1),
  content: elementTreeSchema,
  page_settings: pageSettingsSchema.default({}),
});
export type TemplateExport = z.output<typeof templateExportSchema>;
