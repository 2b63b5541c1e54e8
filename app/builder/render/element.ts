import { z } from "zod";

/**
 * Elementor's element tree as it exports it (`_elementor_data`, template `content`): sections hold columns,
 * columns and containers hold widgets and inner sections/containers. Parsing is lenient where Elementor is
 * (PHP's empty array `[]` for empty settings, missing `elements`), strict where the renderer would otherwise
 * write something unsafe (an id becomes a CSS class and a selector, so it must be a plain token).
 */
export type Settings = Record<string, unknown>;

export interface ElementData {
  id: string;
  elType: string;
  widgetType?: string;
  isInner: boolean;
  settings: Settings;
  elements: ElementData[];
}

export const ELEMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const settingsSchema = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .transform((value): Settings => (Array.isArray(value) ? {} : value));

const rawElementSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    elType: z.string(),
    widgetType: z.string().optional(),
    isInner: z.union([z.boolean(), z.literal("")]).optional(),
    settings: settingsSchema.optional(),
    elements: z.array(z.unknown()).optional(),
  })
  .loose();

/** Something in the tree the renderer could not use, for the owner's report. */
export interface DroppedElement {
  path: string;
  reason: string;
}

/** Parses an element tree, keeping every usable element and listing what was dropped and why. */
export function parseElementTree(raw: unknown): { elements: ElementData[]; dropped: DroppedElement[] } {
  const dropped: DroppedElement[] = [];
  if (!Array.isArray(raw)) {
    return { elements: [], dropped: [{ path: "$", reason: "the element data is not a list of elements" }] };
  }
  return { elements: parseList(raw, "$", dropped), dropped };
}

function parseList(raw: unknown[], path: string, dropped: DroppedElement[]): ElementData[] {
  const elements: ElementData[] = [];
  raw.forEach((item, index) => {
    const at = `${path}[${index}]`;
    const parsed = rawElementSchema.safeParse(item);
    if (!parsed.success) {
      dropped.push({ path: at, reason: `not an element: ${parsed.error.issues[0]?.message ?? "invalid"}` });
      return;
    }
    const { id, elType, widgetType, isInner, settings, elements: children } = parsed.data;
    if (!ELEMENT_ID_PATTERN.test(id)) {
      dropped.push({ path: at, reason: `element id ${JSON.stringify(id)} is not a plain token` });
      return;
    }
    if (elType === "widget" && !widgetType) {
      dropped.push({ path: at, reason: `widget ${id} has no widgetType` });
      return;
    }
    elements.push({
      id,
      elType,
      ...(widgetType ? { widgetType } : {}),
      isInner: isInner === true,
      settings: settings ?? {},
      elements: parseList(children ?? [], `${at}.elements`, dropped),
    });
  });
  return elements;
}

/** Every element of a tree, depth first, parents before children. */
export function* walkElements(elements: readonly ElementData[]): Generator<ElementData> {
  for (const element of elements) {
    yield element;
    yield* walkElements(element.elements);
  }
}
