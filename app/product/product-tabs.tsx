import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";

export interface ProductTab {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * WooCommerce's product tabs as ARIA tabs. Without script every panel shows and
 * the tab titles (links to the panels) jump to them; once live, one panel shows
 * at a time, the arrow keys move between tabs, and the address hash opens the
 * matching tab.
 */
export function ProductTabs({ tabs }: { tabs: ProductTab[] }) {
  const [live, setLive] = useState(false);
  const [active, setActive] = useState(tabs[0]?.id ?? "");
  const tabRefs = useRef(new Map<string, HTMLAnchorElement>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once after hydration
  useEffect(() => {
    setLive(true);
    const fromHash = tabs.find((tab) => `#tab-${tab.id}` === window.location.hash);
    if (fromHash) setActive(fromHash.id);
  }, []);

  const select = (id: string, focus: boolean) => {
    setActive(id);
    if (focus) tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const target = event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : index + step;
    if (target === index || !tabs[(target + tabs.length) % tabs.length]) return;
    event.preventDefault();
    select(tabs[(target + tabs.length) % tabs.length]?.id ?? active, true);
  };

  return (
    <div className="woocommerce-tabs wc-tabs-wrapper">
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WooCommerce's own markup (ul.tabs[role=tablist]), which shop themes style */}
      <ul className="tabs wc-tabs" role="tablist">
        {tabs.map((tab, index) => (
          <li
            key={tab.id}
            className={`${tab.id}_tab${tab.id === active ? " active" : ""}`}
            role="presentation"
          >
            <a
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
              }}
              id={`tab-title-${tab.id}`}
              href={`#tab-${tab.id}`}
              role="tab"
              aria-controls={`tab-${tab.id}`}
              aria-selected={tab.id === active}
              tabIndex={live && tab.id !== active ? -1 : undefined}
              onClick={(event) => {
                if (!live) return;
                event.preventDefault();
                select(tab.id, false);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.title}
            </a>
          </li>
        ))}
      </ul>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`tab-${tab.id}`}
          className={`woocommerce-Tabs-panel woocommerce-Tabs-panel--${tab.id} panel entry-content wc-tab`}
          role="tabpanel"
          aria-labelledby={`tab-title-${tab.id}`}
          hidden={live && tab.id !== active}
          tabIndex={live ? 0 : undefined}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
