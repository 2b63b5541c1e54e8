import type { ReactNode } from "react";
import type { WidgetProps } from "../../widget.ts";
import type { TabsSettings } from "./settings.ts";
import { type TabItem, type TabsModel, tabsModel } from "./tabs-model.ts";

/**
 * The three tab widgets with their own class contracts. Without script the titles are links to their panels:
 * the active panel shows, and a followed link shows its panel instead (CSS `:target`). The browser module turns
 * them into an ARIA tab list (roles, roving focus, arrows/Home/End) and syncs the URL hash when asked.
 */
export function Tabs({ element, settings, context, childNodes }: WidgetProps<TabsSettings, undefined>) {
  const model = tabsModel(settings, element);
  if (model.items.length === 0) return null;
  const title = (item: TabItem) => (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the title went through the document sanitiser
    <span dangerouslySetInnerHTML={{ __html: context.sanitize.inline(item.title) }} />
  );
  const panel = (item: TabItem): ReactNode =>
    item.child !== null ? (
      (childNodes?.[item.child] ?? null)
    ) : (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the content went through the document sanitiser
      <div dangerouslySetInnerHTML={{ __html: context.sanitize.html(item.html ?? "") }} />
    );
  const root = {
    "data-tabs": JSON.stringify({
      hashSync: model.hashSync,
      hover: model.hover,
      orientation: model.orientation,
    }),
  };

  if (model.flavour === "elementskit") {
    return (
      <div
        className={`elementkit-tab-wraper vitrine-tabs${model.orientation === "vertical" ? " vertical" : ""}`}
        {...root}
      >
        <ul className="nav nav-tabs elementkit-tab-nav" data-tablist="">
          {model.items.map((item, index) => (
            <li className="elementkit-nav-item" key={item.tabId}>
              <a
                className={`elementkit-nav-link${index === model.active ? " active" : ""}`}
                id={item.tabId}
                href={`#${item.panelId}`}
                data-tab=""
              >
                {title(item)}
              </a>
            </li>
          ))}
        </ul>
        <div className="tab-content elementkit-tab-content">
          {model.items.map((item, index) => (
            <Panel
              key={item.panelId}
              item={item}
              model={model}
              index={index}
              className="tab-pane elementkit-tab-pane"
            >
              {panel(item)}
            </Panel>
          ))}
        </div>
      </div>
    );
  }

  const nested = model.flavour === "nested";
  return (
    <div className={`${nested ? "e-n-tabs" : "elementor-tabs"} vitrine-tabs`} {...root}>
      <div className={nested ? "e-n-tabs-heading" : "elementor-tabs-wrapper"} data-tablist="">
        {model.items.map((item, index) => (
          <a
            key={item.tabId}
            className={`${nested ? "e-n-tab-title" : "elementor-tab-title elementor-tab-desktop-title"}${index === model.active ? " elementor-active" : ""}`}
            id={item.tabId}
            href={`#${item.panelId}`}
            data-tab=""
          >
            {title(item)}
          </a>
        ))}
      </div>
      <div className={nested ? "e-n-tabs-content" : "elementor-tabs-content-wrapper"}>
        {model.items.map((item, index) => (
          <Panel
            key={item.panelId}
            item={item}
            model={model}
            index={index}
            className={nested ? "e-n-tab-content" : "elementor-tab-content elementor-clearfix"}
          >
            {panel(item)}
          </Panel>
        ))}
      </div>
    </div>
  );
}

function Panel({
  item,
  model,
  index,
  className,
  children,
}: {
  item: TabItem;
  model: TabsModel;
  index: number;
  className: string;
  children: ReactNode;
}) {
  const active = index === model.active;
  return (
    <section
      id={item.panelId}
      className={`${className} vitrine-tab-panel${active ? " vitrine-tab-panel--active elementor-active active show" : ""}`}
      aria-labelledby={item.tabId}
      data-panel=""
    >
      {children}
    </section>
  );
}
