import type { z } from "zod";
import { loopAddToCart } from "../../../listing/loop-add-to-cart.ts";
import { Price } from "../../../product/price.tsx";
import { LOOP_ENTRY_SETTING } from "../../loop/loop-item.ts";
import type { LoopEntry } from "../../loop/loop-services.ts";
import { formatPostDate } from "../../render/dates.ts";
import { safeHref } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import type { loopFieldsSettings } from "./settings.ts";

type Props = WidgetProps<z.output<typeof loopFieldsSettings>, undefined>;

/** The entry a loop item is rendered for (attached by `resolveLoopItem`); null outside a loop. */
function entryOf(settings: Props["settings"]): LoopEntry | null {
  const value = settings[LOOP_ENTRY_SETTING];
  if (!value || typeof value !== "object" || !("id" in value) || !("title" in value)) return null;
  return value as LoopEntry;
}

function entryHref(entry: LoopEntry): string {
  return safeHref(entry.url) ?? "#";
}

/** One component for the loop's theme widgets, by widget type; outside a loop item they show nothing. */
export function LoopField({ element, settings, context }: Props) {
  const entry = entryOf(settings);
  if (!entry) return null;
  switch (element.widgetType) {
    case "theme-post-title":
    case "woocommerce-product-title": {
      const Tag = settings.header_size;
      return (
        <Tag className={`elementor-heading-title elementor-size-${settings.size}`}>
          {settings.link_to === "" && element.widgetType === "woocommerce-product-title" ? (
            entry.title
          ) : (
            <a href={entryHref(entry)}>{entry.title}</a>
          )}
        </Tag>
      );
    }
    case "theme-post-featured-image": {
      if (!entry.image) return null;
      const image = (
        <img
          src={entry.image.url}
          width={entry.image.width || undefined}
          height={entry.image.height || undefined}
          alt={entry.image.alt}
          loading="lazy"
          decoding="async"
          className="attachment-large size-large"
        />
      );
      // The title beside the picture names the entry; the linked picture repeats it for keyboard users.
      return settings.link_to === "" ? (
        image
      ) : (
        <a href={entryHref(entry)} aria-label={entry.title} tabIndex={-1}>
          {image}
        </a>
      );
    }
    case "theme-post-excerpt":
    case "woocommerce-product-short-description": {
      const words = entry.excerpt.split(/\s+/);
      const length = settings.excerpt_length;
      const text = length && words.length > length ? `${words.slice(0, length).join(" ")}…` : entry.excerpt;
      return text ? <p className="elementor-post-excerpt">{text}</p> : null;
    }
    case "post-info":
      return <PostInfo entry={entry} items={settings.icon_list} timeZone={context.timeZone} />;
    case "woocommerce-product-price":
      return entry.product ? (
        <p className="price">
          <Price price={entry.product.card.price} currency={entry.product.currency} />
        </p>
      ) : null;
    case "woocommerce-product-add-to-cart":
      return entry.product ? <AddToCart entry={entry} /> : null;
    default:
      return null;
  }
}

/** WooCommerce's loop add-to-cart link, driven by the cart's own script (ajax add, `?add-to-cart=` without it). */
function AddToCart({ entry }: { entry: LoopEntry }) {
  if (!entry.product) return null;
  const button = loopAddToCart(entry.product.card);
  return (
    <div className="elementor-add-to-cart elementor-product-simple">
      <a
        href={button.href}
        className={`${button.className} elementor-button`}
        aria-label={button.ariaLabel}
        rel={button.rel}
        data-quantity={button.quantity}
        data-product_id={button.productId}
        data-product_sku={button.productSku}
      >
        {button.text}
      </a>
    </div>
  );
}

function PostInfo({
  entry,
  items,
  timeZone,
}: {
  entry: LoopEntry;
  items: Props["settings"]["icon_list"];
  timeZone: string;
}) {
  return (
    <ul className="elementor-inline-items elementor-icon-list-items elementor-post-info">
      {items.map((item, index) => {
        const key = item._id ?? String(index);
        if (item.type === "date" && entry.publishedAt) {
          return (
            <li
              key={key}
              className="elementor-icon-list-item elementor-inline-item elementor-repeater-item-date"
            >
              <span className="elementor-icon-list-text elementor-post-info__item elementor-post-info__item--type-date">
                <time dateTime={entry.publishedAt}>{formatPostDate(entry.publishedAt, timeZone)}</time>
              </span>
            </li>
          );
        }
        if (item.type === "author" && entry.authorName) {
          return (
            <li key={key} className="elementor-icon-list-item elementor-inline-item">
              <span className="elementor-icon-list-text elementor-post-info__item elementor-post-info__item--type-author">
                {entry.authorName}
              </span>
            </li>
          );
        }
        if (item.type === "terms") {
          const terms = entry.terms.filter((term) => term.taxonomy === (item.taxonomy ?? "category"));
          if (terms.length === 0) return null;
          return (
            <li key={key} className="elementor-icon-list-item elementor-inline-item">
              <span className="elementor-icon-list-text elementor-post-info__item elementor-post-info__item--type-terms">
                <span className="elementor-post-info__terms-list">
                  {terms.map((term, position) => (
                    <span key={term.slug}>
                      {position > 0 ? ", " : null}
                      <a href={safeHref(term.url) ?? "#"} className="elementor-post-info__terms-list-item">
                        {term.name}
                      </a>
                    </span>
                  ))}
                </span>
              </span>
            </li>
          );
        }
        return null;
      })}
    </ul>
  );
}
