import type { LoadServices, MediaInfo, NavMenu, NavMenuItem } from "../widget.ts";
import { testCatalogue } from "./test-catalogue.ts";

/** The widget types of the first builder issue, as a document that uses them all reports them (sorted). */
export const BASIC_WIDGET_TYPES = [
  "button",
  "divider",
  "heading",
  "html",
  "icon",
  "image",
  "spacer",
  "text-editor",
];

/** Stored media as the renderer's tests see it: id 42 is a 2048×1365 photograph with two renditions. */
export const TEST_MEDIA: Record<number, MediaInfo> = {
  42: {
    id: 42,
    url: "/media/42/hero.jpg",
    width: 2048,
    height: 1365,
    alt: "Stoneware bowls on a linen cloth",
    caption: "Spring collection",
    mimeType: "image/jpeg",
    variants: [
      { url: "/media/42/w300/hero.jpg", width: 300, height: 200 },
      { url: "/media/42/w1024/hero.jpg", width: 1024, height: 683 },
    ],
  },
};

const menuLink = (id: number, label: string, url: string, children: NavMenuItem[] = []): NavMenuItem => ({
  id,
  label,
  url,
  target: "",
  classes: [],
  megaMenu: false,
  children,
});

/** An imported menu as menu widgets' tests see it: a dropdown, a mega menu item and a hash link. */
export const TEST_MENU: NavMenu = {
  slug: "main-menu",
  name: "Main menu",
  items: [
    menuLink(101, "Home", "/"),
    menuLink(102, "Shop", "/shop/", [
      menuLink(103, "Bowls", "/product-category/bowls/"),
      menuLink(104, "Vases", "/product-category/vases/"),
    ]),
    { ...menuLink(105, "Collections", "/collections/"), megaMenu: true },
    menuLink(106, "Contact", "#contact"),
  ],
};

/** Load services over a fixed media table, counting the calls so batching can be checked. */
export function testLoadServices(media: Record<number, MediaInfo> = TEST_MEDIA) {
  const calls: number[] = [];
  const services: LoadServices = {
    catalogue: testCatalogue(),
    async media(id) {
      calls.push(id);
      return media[id] ?? null;
    },
    async menu(slug) {
      return slug === TEST_MENU.slug
        ? TEST_MENU
        : { slug: "", name: "Primary", items: [menuLink(0, "Home", "/")] };
    },
  };
  return { services, calls };
}

/** Renders one widget in a page document (id 12), for widget tests: its markup, generated CSS and report. */
export async function renderWidget(
  widgetType: string,
  settings: Record<string, unknown>,
  id = "w1",
  extraServices: Partial<LoadServices> = {},
) {
  const { renderDocument } = await import("./render-document.server.tsx");
  const { documentSanitizer } = await import("./document-sanitizer.server.ts");
  const rendered = await renderDocument(
    {
      id: 12,
      version: "1",
      type: "page",
      title: "Test",
      elements: [{ id, elType: "widget", widgetType, settings, elements: [] }],
      pageSettings: {},
    },
    { services: { ...testLoadServices().services, ...extraServices }, sanitize: documentSanitizer },
  );
  const container =
    /<div class="elementor-widget-container">([\s\S]*)<\/div><\/div><\/div>$/.exec(rendered.html)?.[1] ?? "";
  return {
    ...rendered,
    inner: container,
    selector: `.elementor-12 .elementor-element.elementor-element-${id}`,
  };
}

/**
 * CSS with one rule per declaration (`S{a;b}` → `S{a}S{b}`), media blocks kept as they are. The style sheet
 * writes an element's consecutive rules for one selector as a single rule; a test that expects a rule compares
 * both sides in this form, so it holds whichever declarations the rule shares with its neighbours.
 */
export function oneRulePerDeclaration(css: string): string {
  return css.replace(/([^{}]+)\{([^{}]*)\}/g, (_rule, selector: string, body: string) =>
    body
      .split(";")
      .filter((declaration) => declaration.trim() !== "")
      .map((declaration) => `${selector}{${declaration}}`)
      .join(""),
  );
}

/** Whether the generated `css` holds `rule` (one or more rules, maybe inside a media block), merged or not. */
export function hasRule(css: string, rule: string): boolean {
  return oneRulePerDeclaration(css).includes(oneRulePerDeclaration(rule));
}
