import { z } from "zod";

/**
 * A repeater control (`icon_list`, `social_icon_list`, `wp_gallery`): a list of items, each an object of fields
 * with their own defaults and Elementor's `_id` (a plain token, used in `elementor-repeater-item-<_id>`).
 * A stored item that is not an object is dropped; a bad field inside an item falls back to its default, so one
 * bad value never costs the whole list. An absent list gives Elementor's default items; `[]` stays empty.
 */
export function repeater<Shape extends z.ZodRawShape>(
  item: z.ZodObject<Shape>,
  defaults: readonly Record<string, unknown>[] = [],
) {
  const fields = Object.entries(item.shape) as [string, z.ZodType][];
  const parseItem = (raw: unknown): (z.output<z.ZodObject<Shape>> & { _id: string }) | null => {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
    const source = raw as Record<string, unknown>;
    const parsed: Record<string, unknown> = { ...source };
    for (const [key, field] of fields) {
      const result = field.safeParse(source[key]);
      const value = result.success ? result.data : field.safeParse(undefined).data;
      if (value === undefined) delete parsed[key];
      else parsed[key] = value;
    }
    const id = typeof source._id === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(source._id) ? source._id : "";
    parsed._id = id;
    return parsed as z.output<z.ZodObject<Shape>> & { _id: string };
  };
  return z
    .array(z.unknown())
    .default(() => [...defaults])
    .transform((items) =>
      items.map(parseItem).filter((entry): entry is NonNullable<typeof entry> => entry !== null),
    );
}
