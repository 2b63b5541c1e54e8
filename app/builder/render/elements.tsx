import { createElement, Fragment, type ReactNode } from "react";
import type { ElementData } from "./element.ts";
import type { PreparedElement } from "./prepare.ts";

/**
 * Elementor's DOM contract, so a site's custom CSS and the original behaviours keep their hooks:
 * `.elementor-element.elementor-element-<id>` with `data-id`, `data-element_type`, `data-settings`; sections
 * hold `.elementor-container` > columns > `.elementor-widget-wrap`; containers are `.e-con` (with `.e-con-inner`
 * when boxed); widgets carry `data-widget_type="<type>.default"` and `.elementor-widget-container`.
 */
export interface TreeProps {
  elements: readonly ElementData[];
  prepared: ReadonlyMap<string, PreparedElement>;
}

/** Marks where an unknown element stood; replaced by an HTML comment after rendering (React cannot write one). */
export const UNKNOWN_MARKER_TAG = "vitrine-unknown";

export function ElementList({ elements, prepared }: TreeProps): ReactNode {
  return elements.map((element) => <ElementNode key={element.id} element={element} prepared={prepared} />);
}

function ElementNode({ element, prepared }: { element: ElementData; prepared: TreeProps["prepared"] }) {
  const info = prepared.get(element.id);
  if (!info || info.kind === "unknown") {
    const Marker = UNKNOWN_MARKER_TAG as unknown as "span";
    return <Marker data-type={element.widgetType ?? element.elType} />;
  }
  const children = <ElementList elements={element.elements} prepared={prepared} />;
  switch (info.kind) {
    case "section":
      return (
        <Section element={element} info={info}>
          {children}
        </Section>
      );
    case "column":
      return (
        <Column element={element} info={info}>
          {children}
        </Column>
      );
    case "container":
      return (
        <Container element={element} info={info}>
          {children}
        </Container>
      );
    case "widget":
      return <Widget element={element} info={info} prepared={prepared} />;
  }
}

function wrapperProps(element: ElementData, info: PreparedElement, classes: (string | false | undefined)[]) {
  const settings = element.settings;
  const id =
    typeof settings._element_id === "string" && /^[A-Za-z][\w-]*$/.test(settings._element_id)
      ? settings._element_id
      : undefined;
  return {
    id,
    className: [...classes, `elementor-element`, `elementor-element-${element.id}`, ...info.classes]
      .filter(Boolean)
      .join(" "),
    "data-id": element.id,
    "data-element_type": element.elType === "widget" ? "widget" : element.elType,
    ...(info.frontendSettings ? { "data-settings": info.frontendSettings } : {}),
    ...(info.clientModules.length > 0 ? { "data-vitrine-client": info.clientModules.join(" ") } : {}),
    ...(info.clientConfig ? { "data-vitrine-config": info.clientConfig } : {}),
  };
}

/** What a section, column or container renders from: its data, its prepared settings and its children. */
interface LayoutProps {
  element: ElementData;
  info: PreparedElement;
  children: ReactNode;
}

const HTML_TAGS = new Set(["div", "section", "header", "footer", "aside", "article", "main", "nav", "a"]);

function htmlTag(value: unknown, fallback: string): "div" {
  return (typeof value === "string" && HTML_TAGS.has(value) && value !== "a" ? value : fallback) as "div";
}

function Section({ element, info, children }: LayoutProps) {
  const s = element.settings;
  const Tag = htmlTag(s.html_tag, "section");
  const height = typeof s.height === "string" && s.height ? s.height : "default";
  const overlay =
    s.background_overlay_background === "classic" || s.background_overlay_background === "gradient";
  return (
    <Tag
      {...wrapperProps(element, info, [
        "elementor-section",
        element.isInner ? "elementor-inner-section" : "elementor-top-section",
        `elementor-section-${s.layout === "full_width" ? "full_width" : "boxed"}`,
        `elementor-section-height-${height}`,
        height !== "default" &&
          `elementor-section-items-${typeof s.column_position === "string" && s.column_position ? s.column_position : "middle"}`,
        typeof s.content_position === "string" && s.content_position
          ? `elementor-section-content-${s.content_position}`
          : undefined,
        s.stretch_section === "section-stretched" && "elementor-section-stretched",
      ])}
    >
      <Prepended nodes={info.prepend} />
      {overlay ? <div className="elementor-background-overlay" /> : null}
      <div
        className={`elementor-container elementor-column-gap-${typeof s.gap === "string" && s.gap ? s.gap : "default"}`}
      >
        {children}
      </div>
    </Tag>
  );
}

/** What extensions draw first inside a section or container (the background motion layer). */
function Prepended({ nodes }: { nodes: readonly ReactNode[] }) {
  return nodes.length > 0 ? createElement(Fragment, null, ...nodes) : null;
}

function Column({ element, info, children }: LayoutProps) {
  const size = Number(element.settings._column_size ?? 100);
  return (
    <div
      {...wrapperProps(element, info, [
        "elementor-column",
        `elementor-col-${Number.isFinite(size) ? Math.round(size) : 100}`,
        element.isInner ? "elementor-inner-column" : "elementor-top-column",
      ])}
    >
      <div
        className={`elementor-widget-wrap${element.elements.length > 0 ? " elementor-element-populated" : ""}`}
      >
        {children}
      </div>
    </div>
  );
}

function Container({ element, info, children }: LayoutProps) {
  const s = element.settings;
  const Tag = htmlTag(s.html_tag, "div");
  const boxed = s.content_width !== "full";
  return (
    <Tag
      {...wrapperProps(element, info, [
        "e-flex",
        "e-con",
        boxed ? "e-con-boxed" : "e-con-full",
        info.isChild ? "e-child" : "e-parent",
      ])}
    >
      <Prepended nodes={info.prepend} />
      {boxed ? <div className="e-con-inner">{children}</div> : children}
    </Tag>
  );
}

function Widget({
  element,
  info,
  prepared,
}: {
  element: ElementData;
  info: PreparedElement;
  prepared: TreeProps["prepared"];
}) {
  const type = element.widgetType ?? "";
  const Component = info.widget?.definition.Component;
  // Widgets that hold elements (nested tabs, accordions, carousels) place each child themselves.
  const childNodes = element.elements.map((child) => (
    <ElementNode key={child.id} element={child} prepared={prepared} />
  ));
  return (
    <div
      {...wrapperProps(element, info, ["elementor-widget", `elementor-widget-${type}`])}
      data-widget_type={`${type}.default`}
    >
      <div className="elementor-widget-container">
        {Component ? (
          <Component
            element={element}
            settings={info.settings}
            data={info.data}
            context={info.context}
            childNodes={childNodes}
          />
        ) : null}
      </div>
    </div>
  );
}
