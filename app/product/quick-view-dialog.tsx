import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { AddToCartButtonState } from "~/cart/add-to-cart-button.ts";
import { submitSingleProductForm } from "~/product/single-product.client.ts";
import { pageScript } from "~/theme/page-script-state.ts";
import { RichText } from "../lib/rich-text.tsx";
import type { loader as productLoader } from "../routes/product.tsx";
import { AddToCartForm } from "./add-to-cart-form.tsx";
import { Price } from "./price.tsx";
import { ProductImage } from "./product-image.tsx";

/**
 * The quick view's dialog: the product's summary and add-to-cart form, loaded from the product page's own
 * data. A chunk of its own (React.lazy in quick-view.tsx): a listing ships it only when a shopper opens a
 * quick view (decision 031). Opens itself on mount and each time `openings` grows.
 */
export default function QuickViewDialog({
  slug,
  name,
  openings,
}: {
  slug: string;
  name: string;
  openings: number;
}) {
  const [buttonState, setButtonState] = useState<AddToCartButtonState>("idle");
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<typeof productLoader>();
  // Once added, the quick view steps aside for what follows (the cart drawer, or staying on the list).
  useEffect(() => {
    if (buttonState === "added") dialog.current?.close();
  }, [buttonState]);
  const { load, state, data } = fetcher;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening (a new count) shows the dialog again
  useEffect(() => {
    if (state === "idle" && !data) load(`/product/${slug}/`);
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [openings]);

  const ajaxSubmit = (form: HTMLFormElement, event: FormEvent<HTMLFormElement>) => {
    const script = pageScript();
    if (!script || !data) return;
    submitSingleProductForm(form, event, {
      config: script.config,
      cart: script.cart,
      productType: data.product.type,
      setButtonState,
    });
  };

  return (
    <dialog ref={dialog} className="ast-quick-view-modal" aria-label={`Quick view: ${name}`}>
      <button
        type="button"
        className="ast-quick-view-close"
        aria-label="Close quick view"
        onClick={() => dialog.current?.close()}
      >
        ×
      </button>
      {data ? (
        <div className="ast-quick-view-content product">
          <ProductImage image={data.product.images[0] ?? null} loading="eager" />
          <div className="summary entry-summary">
            <h2 className="product_title">{data.product.name}</h2>
            <p className="price-wrapper">
              <Price price={data.product.price} currency={data.currency} />
            </p>
            <RichText
              className="woocommerce-product-details__short-description"
              html={data.product.shortDescription}
            />
            {data.product.type === "external" ? null : (
              <AddToCartForm
                product={data.product}
                currency={data.currency}
                action={`/product/${data.product.slug}/`}
                onAjaxSubmit={ajaxSubmit}
                buttonState={buttonState}
              />
            )}
            <a href={`/product/${data.product.slug}/`}>View full details</a>
          </div>
        </div>
      ) : (
        <p role="status">Loading…</p>
      )}
    </dialog>
  );
}
