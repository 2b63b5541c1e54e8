import type { ReactNode } from "react";
import type { WidgetProps } from "../../widget.ts";
import { ekitOpenItem, faqSchemaJson } from "./accordion.rules.ts";
import type { AccordionSettings } from "./settings.ts";

/**
 * Every accordion as `<details>`/`<summary>`: it opens and closes without script, and in accordion mode the
 * items share a `name`, so the browser keeps one open (the browser module does the same where `name` is not
 * supported). Elementor's classes stay for the site's CSS.
 */
interface Item {
  key: string;
  title: string;
  /** Sanitised HTML, or null when the item's content is a child element. */
  html: string | null;
  child: number | null;
  open: boolean;
}

export function Accordion({
  element,
  settings,
  context,
  childNodes,
}: WidgetProps<AccordionSettings, undefined>) {
  const type = element.widgetType ?? "accordion";
  let items: Item[];
  let exclusive: boolean;
  let flavour: "elementor" | "nested" | "elementskit";
  if (type === "elementskit-accordion") {
    flavour = "elementskit";
    exclusive = true;
    const openIndex = ekitOpenItem(
      settings.ekit_accordion_items.map((item) =>
        [item.ekit_acc_is_active, item.acc_is_active].some((flag) => flag === "yes" || flag === true),
      ),
      settings.ekit_accordion_open_first_slide,
    );
    items = settings.ekit_accordion_items.map((item, index) => ({
      key: item._id || String(index),
      title: item.acc_title,
      html: item.acc_content,
      child: null,
      open: index === openIndex,
    }));
  } else if (type === "nested-accordion") {
    flavour = "nested";
    exclusive = settings.max_items_expended === "one";
    items = settings.items.map((item, index) => ({
      key: item._id || String(index),
      title: item.item_title,
      html: null,
      child: index,
      open: index === 0 && settings.default_state === "expanded",
    }));
  } else {
    flavour = "elementor";
    exclusive = type === "accordion";
    items = settings.tabs.map((item, index) => ({
      key: item._id || String(index),
      title: item.tab_title,
      html: item.tab_content,
      child: null,
      open: false,
    }));
  }
  if (items.length === 0) return null;
  const group = exclusive ? `accordion-${context.documentId}-${element.id}` : undefined;
  const TitleTag = settings.title_html_tag;
  const sanitizedTitle = (title: string) => ({ __html: context.sanitize.inline(title) });
  const content = (item: Item): ReactNode =>
    item.child !== null ? (
      (childNodes?.[item.child] ?? null)
    ) : (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the content went through the document sanitiser
      <div dangerouslySetInnerHTML={{ __html: context.sanitize.html(item.html ?? "") }} />
    );
  const classes = {
    elementor: [
      "elementor-accordion",
      "elementor-accordion-item",
      "elementor-tab-title",
      "elementor-tab-content",
    ],
    nested: ["e-n-accordion", "e-n-accordion-item", "e-n-accordion-item-title", "e-n-accordion-item-content"],
    elementskit: [
      "elementskit-accordion accordion",
      "elementskit-card card",
      "elementskit-card-header",
      "elementskit-card-body",
    ],
  }[flavour];
  const schema =
    settings.faq_schema && flavour !== "elementskit"
      ? faqSchemaJson(
          items.map((item) => ({
            question: item.title,
            answerHtml: item.html === null ? "" : context.sanitize.html(item.html),
          })),
        )
      : null;
  return (
    <div
      className={`${classes[0]} vitrine-accordion${type === "toggle" ? " elementor-toggle" : ""}`}
      data-accordion={JSON.stringify({ exclusive })}
    >
      {items.map((item) => (
        <details
          key={item.key}
          className={`${classes[1]} vitrine-accordion-item`}
          {...(group ? { name: group } : {})}
          open={item.open}
        >
          <summary className={`${classes[2]} vitrine-accordion-summary`}>
            <TitleTag
              className="vitrine-accordion-title"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the title went through the document sanitiser
              dangerouslySetInnerHTML={sanitizedTitle(item.title)}
            />
            <span className="vitrine-accordion-icon" aria-hidden="true" />
          </summary>
          <div className={`${classes[3]} vitrine-accordion-content`}>{content(item)}</div>
        </details>
      ))}
      {schema ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD with <, > and & escaped; data, never run
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: schema }} />
      ) : null}
    </div>
  );
}
