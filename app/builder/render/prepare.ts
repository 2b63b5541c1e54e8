import type { ReactNode } from "react";
import { DEVICES, responsiveKey } from "../devices.ts";
import type { AnyElementExtension } from "../extension.ts";
import { EXTENSION_FOLDERS } from "../extensions/index.ts";
import type { RegisteredWidget, WidgetRegistry } from "../registry.ts";
import type { LoadServices, RenderContext } from "../widget.ts";
import type { ElementData, Settings } from "./element.ts";
import { writeElementStyles } from "./element-styles.ts";
import { parseSettings, type SettingsIssue } from "./parse-settings.ts";
import { type StyleSheet, StyleWriter } from "./style-sheet.ts";

/**
 * The pass before rendering: each element's settings parsed, its classes, frontend settings, browser modules and
 * generated CSS worked out, and every widget's `load` started, so the React render that follows is synchronous
 * and pure.
 */
export type ElementKind = "section" | "column" | "container" | "widget" | "unknown";

export interface PreparedElement {
  kind: ElementKind;
  widget: RegisteredWidget | null;
  settings: Settings;
  /** Extra wrapper classes (hidden-on-device, CSS classes, widget width, `prefix_class` controls). */
  classes: string[];
  /** JSON for `data-settings`, or null when the element has none. */
  frontendSettings: string | null;
  /** Runtime module keys to mount on this element (`widgets/video/video`, `extensions/sticky/sticky`). */
  clientModules: string[];
  /** JSON for `data-vitrine-config`: each module's browser configuration by module key, or null when none. */
  clientConfig: string | null;
  /** Markup extensions draw first inside a section or container (the background motion layer). */
  prepend: ReactNode[];
  /** Containers nested in containers are `e-child`. */
  isChild: boolean;
  data: unknown;
  context: RenderContext;
}

export interface PrepareInput {
  documentId: number;
  documentType: string;
  elements: readonly ElementData[];
  registry: WidgetRegistry;
  services: LoadServices;
  sanitize: RenderContext["sanitize"];
  sheet: StyleSheet;
  extensions?: Readonly<Record<string, AnyElementExtension>>;
  timeZone?: string | undefined;
}

export interface PreparedTree {
  prepared: Map<string, PreparedElement>;
  unknown: { type: string; elementId: string }[];
  settingsIssues: (SettingsIssue & { elementId: string; type: string })[];
  notes: { elementId: string; message: string }[];
  unknownShortcodes: { tag: string; elementId: string }[];
}

const LAYOUT_KINDS = new Set(["section", "column", "container"]);

/** WordPress loads a page's first 3 content images eagerly (`wp_omit_loading_attr_threshold`), the first with high priority. */
const EAGER_IMAGES = 3;
/** Widgets whose main image counts, in document order, towards the eager ones. */
const IMAGE_WIDGETS = new Set(["image", "image-box"]);
/** Documents that are the page's main content (an eager image in a popup or footer would waste the slot). */
const CONTENT_DOCUMENTS = new Set(["page", "post", "single"]);
/** Frontend settings Elementor gives every layout element (backgrounds with video or slideshow need them). */
const LAYOUT_FRONTEND_SETTINGS = ["background_background"];

export async function prepareTree(input: PrepareInput): Promise<PreparedTree> {
  const result: PreparedTree = {
    prepared: new Map(),
    unknown: [],
    settingsIssues: [],
    notes: [],
    unknownShortcodes: [],
  };
  const loads: Promise<void>[] = [];
  const extensions = Object.entries(input.extensions ?? EXTENSION_FOLDERS);
  const selectorOf = (id: string) =>
    `.elementor-${input.documentId} .elementor-element.elementor-element-${id}`;

  let imagesSeen = 0;
  const imageLoadingFor = (element: ElementData): RenderContext["imageLoading"] => {
    if (!CONTENT_DOCUMENTS.has(input.documentType) || !IMAGE_WIDGETS.has(element.widgetType ?? ""))
      return { loading: "lazy" };
    imagesSeen += 1;
    if (imagesSeen === 1) return { fetchPriority: "high" };
    return imagesSeen <= EAGER_IMAGES ? {} : { loading: "lazy" };
  };

  const visit = (element: ElementData, parent: ElementData | null) => {
    const context: RenderContext = {
      imageLoading: imageLoadingFor(element),
      documentId: input.documentId,
      elementId: element.id,
      widgetType: element.widgetType ?? "",
      documentType: input.documentType,
      sanitize: input.sanitize,
      timeZone: input.timeZone ?? "UTC",
      report: (message) => result.notes.push({ elementId: element.id, message }),
      reportUnknownShortcode: (tag) => result.unknownShortcodes.push({ tag, elementId: element.id }),
    };
    const widget =
      element.elType === "widget" ? (input.registry.get(element.widgetType ?? "") ?? null) : null;
    const kind: ElementKind = widget
      ? "widget"
      : LAYOUT_KINDS.has(element.elType)
        ? (element.elType as ElementKind)
        : "unknown";
    if (kind === "unknown") {
      result.unknown.push({ type: element.widgetType ?? element.elType, elementId: element.id });
      // The children of an unknown element are not shown either, so they are not reported one by one.
      result.prepared.set(element.id, emptyPrepared(context));
      return;
    }

    let settings: Settings = element.settings;
    if (widget) {
      const parsed = parseSettings(widget.definition.settings, element.settings);
      settings = parsed.settings;
      for (const issue of parsed.issues)
        result.settingsIssues.push({ ...issue, elementId: element.id, type: element.widgetType ?? "" });
    }
    const style = new StyleWriter(input.sheet, selectorOf(element.id), settings);
    writeElementStyles({ ...element, settings }, style);

    const classes = commonClasses(element, settings);
    const frontendKeys: string[] = widget
      ? [...(widget.definition.frontendSettings ?? [])]
      : [...LAYOUT_FRONTEND_SETTINGS];
    const clientModules: string[] = widget?.clientModule ? [widget.clientModule] : [];
    const browserConfigs: Record<string, unknown> = {};
    if (widget?.clientModule && widget.definition.browserConfig)
      browserConfigs[widget.clientModule] = widget.definition.browserConfig(settings);
    const prepend: ReactNode[] = [];
    if (widget) {
      widget.definition.css?.(settings, style);
      classes.push(...(widget.definition.wrapperClasses?.(settings) ?? []));
    }
    for (const [folder, extension] of extensions) {
      if (!extension.appliesTo(element.settings, element)) continue;
      const parsed = parseSettings(extension.settings, element.settings);
      for (const issue of parsed.issues)
        result.settingsIssues.push({
          ...issue,
          elementId: element.id,
          type: element.widgetType ?? element.elType,
        });
      Object.assign(settings, pickKnown(parsed.settings, extension.settings.shape));
      extension.css?.(parsed.settings, new StyleWriter(input.sheet, selectorOf(element.id), parsed.settings));
      classes.push(...(extension.wrapperClasses?.(parsed.settings, element) ?? []));
      if (extension.prepend && kind !== "widget") prepend.push(extension.prepend(parsed.settings, element));
      frontendKeys.push(...(extension.frontendSettings ?? []));
      if (extension.client) {
        const key = `extensions/${folder}/${extension.client}`;
        clientModules.push(key);
        if (extension.browserConfig) browserConfigs[key] = extension.browserConfig(parsed.settings, element);
      }
    }

    const prepared: PreparedElement = {
      kind,
      widget,
      settings,
      classes,
      frontendSettings: frontendSettingsJson(settings, frontendKeys),
      clientModules,
      clientConfig: Object.keys(browserConfigs).length > 0 ? JSON.stringify(browserConfigs) : null,
      prepend,
      isChild: element.elType === "container" && parent?.elType === "container",
      data: undefined,
      context,
    };
    result.prepared.set(element.id, prepared);
    const load = widget?.definition.load;
    if (load) {
      loads.push(
        load(settings, input.services, context).then(
          (data) => {
            prepared.data = data;
          },
          (error: unknown) => {
            result.notes.push({
              elementId: element.id,
              message: `could not load its data: ${(error as Error).message}`,
            });
            prepared.kind = "unknown";
            result.unknown.push({ type: element.widgetType ?? "", elementId: element.id });
          },
        ),
      );
    }
    for (const child of element.elements) visit(child, element);
  };

  for (const element of input.elements) visit(element, null);
  await Promise.all(loads);
  return result;
}

function emptyPrepared(context: RenderContext): PreparedElement {
  return {
    kind: "unknown",
    widget: null,
    settings: {},
    classes: [],
    frontendSettings: null,
    clientModules: [],
    clientConfig: null,
    prepend: [],
    isChild: false,
    data: undefined,
    context,
  };
}

function pickKnown(settings: Settings, shape: Record<string, unknown>): Settings {
  return Object.fromEntries(Object.keys(shape).map((key) => [key, settings[key]]));
}

const CSS_CLASS = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

function commonClasses(element: ElementData, settings: Settings): string[] {
  const classes: string[] = [];
  for (const device of DEVICES) {
    const value = settings[`hide_${device}`];
    if (
      value === `hidden-${device}` ||
      value === "yes" ||
      value === `hidden-${device === "desktop" ? "desktop" : device}`
    )
      classes.push(`elementor-hidden-${device}`);
  }
  const custom = element.elType === "widget" ? settings._css_classes : settings.css_classes;
  if (typeof custom === "string") classes.push(...custom.split(/\s+/).filter((name) => CSS_CLASS.test(name)));
  if (
    element.elType === "widget" &&
    typeof settings._element_width === "string" &&
    /^(auto|initial|inherit)$/.test(settings._element_width)
  )
    classes.push(`elementor-widget__width-${settings._element_width}`);
  return classes;
}

/** The frontend settings that are set, responsive variants included, as Elementor's `data-settings` JSON. */
export function frontendSettingsJson(settings: Settings, keys: readonly string[]): string | null {
  const picked: Settings = {};
  for (const key of new Set(keys)) {
    for (const device of DEVICES) {
      const name = responsiveKey(key, device);
      const value = settings[name];
      if (value !== undefined && value !== null && value !== "") picked[name] = value;
    }
  }
  return Object.keys(picked).length > 0 ? JSON.stringify(picked) : null;
}
