import type { AnyWidgetDefinition } from "./widget.ts";
import { WIDGET_FOLDERS } from "./widgets/index.ts";

/** A widget definition with the folder it lives in (its browser module is `widgets/<folder>/<client>.client.ts`). */
export interface RegisteredWidget {
  folder: string;
  definition: AnyWidgetDefinition;
  /** Key of the browser module as the runtime knows it (`widgets/video/video`), when the widget has one. */
  clientModule: string | null;
}

export type WidgetRegistry = ReadonlyMap<string, RegisteredWidget>;

/** Maps every `widgetType` to its folder's definition; a type claimed by two folders is a programming error. */
export function createWidgetRegistry(folders: Readonly<Record<string, AnyWidgetDefinition>>): WidgetRegistry {
  const registry = new Map<string, RegisteredWidget>();
  for (const [folder, definition] of Object.entries(folders)) {
    const clientModule = definition.client ? `widgets/${folder}/${definition.client}` : null;
    for (const type of definition.types) {
      const claimed = registry.get(type);
      if (claimed) throw new Error(`Widget type "${type}" is claimed by ${claimed.folder} and ${folder}`);
      registry.set(type, { folder, definition, clientModule });
    }
  }
  return registry;
}

/** Every widget Vitrine renders. */
export const widgetRegistry: WidgetRegistry = createWidgetRegistry(WIDGET_FOLDERS);

export function isKnownWidgetType(type: string): boolean {
  return widgetRegistry.has(type);
}
