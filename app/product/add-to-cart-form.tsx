import { type FormEvent, useMemo, useRef, useState } from "react";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { ProductDetailView, VariationView } from "../../server/shop/catalogue/views.ts";
import { useKeptFromBeforeHydration } from "../lib/kept-from-before-hydration.ts";
import { QuantityInput } from "../quantity/quantity-input.tsx";
import { Price } from "./price.tsx";

/** `attribute_<slug>`, the field name WooCommerce gives an attribute's select. */
export function attributeFieldName(attributeName: string): string {
  return `attribute_${attributeName
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
}

/** The variation a set of choices selects: every fixed value matches ("" on a variation means any). */
export function matchVariation(
  variations: VariationView[],
  chosen: Record<string, string>,
): VariationView | null {
  return (
    variations.find((variation) =>
      Object.entries(variation.attributes).every(([name, fixed]) => {
        const value = chosen[name] ?? "";
        return value !== "" && (fixed === "" || fixed.toLowerCase() === value.toLowerCase());
      }),
    ) ?? null
  );
}

/** An attribute's select (`attribute_<slug>`), offering "Choose an option" first. */
function AttributeSelect({
  field,
  options,
  value,
  onChoose,
}: {
  field: string;
  options: readonly string[];
  value: string;
  onChoose: (value: string) => void;
}) {
  const select = useRef<HTMLSelectElement>(null);
  useKeptFromBeforeHydration(select, value, onChoose);
  return (
    <select
      ref={select}
      id={field}
      name={field}
      required
      value={value}
      onChange={(event) => onChoose(event.target.value)}
    >
      <option value="">Choose an option</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

export interface AddToCartFormProps {
  product: ProductDetailView;
  currency: CurrencySettings;
  /** Where the plain form posts (the product page itself). */
  action: string;
  /** Script enhancement: called instead of the plain post once the page is live. */
  onAjaxSubmit?: (form: HTMLFormElement, event: FormEvent<HTMLFormElement>) => void;
  /** Reports the chosen variation so the page can swap price, image and sale badge. */
  onVariationChange?: (variation: VariationView | null) => void;
  /** Markup shown after the button once added (the view-cart link). */
  afterButton?: React.ReactNode;
  buttonState?: "idle" | "loading" | "added";
}

function buttonClass(state: AddToCartFormProps["buttonState"]): string {
  return [
    "single_add_to_cart_button",
    "button",
    "alt",
    state === "loading" ? "loading" : "",
    state === "added" ? "added" : "",
  ]
    .filter(Boolean)
    .join(" ");
}

export function AddToCartForm(props: AddToCartFormProps) {
  const { product } = props;
  if (product.type === "variable") return <VariableForm {...props} />;
  if (product.type === "grouped") return <GroupedForm {...props} />;
  if (product.type !== "simple" || !product.price || product.stockStatus === "outofstock") return null;
  const { min, max, step } = product.quantity;
  const stockMax = product.manageStock && product.backorders === "no" ? product.stockQuantity : null;
  return (
    <form
      className="cart"
      method="post"
      encType="multipart/form-data"
      action={props.action}
      onSubmit={(event) => props.onAjaxSubmit?.(event.currentTarget, event)}
    >
      {product.soldIndividually ? (
        <input type="hidden" name="quantity" value="1" />
      ) : (
        <QuantityInput
          id={`quantity_${product.id}`}
          name="quantity"
          label={`${product.name} quantity`}
          min={min}
          max={minOfMaxima(max, stockMax)}
          step={step}
          defaultValue={min}
        />
      )}
      <button type="submit" name="add-to-cart" value={product.id} className={buttonClass(props.buttonState)}>
        Add to cart
      </button>
      {props.afterButton}
    </form>
  );
}

function minOfMaxima(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

function VariableForm({
  product,
  currency,
  action,
  onAjaxSubmit,
  onVariationChange,
  afterButton,
  buttonState,
}: AddToCartFormProps) {
  const choosable = product.attributes.filter((attribute) => attribute.usedForVariations);
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(choosable.map((attribute) => [attribute.name, attribute.defaultOption ?? ""])),
  );
  const variation = useMemo(() => matchVariation(product.variations, chosen), [product.variations, chosen]);
  const complete = choosable.every((attribute) => chosen[attribute.name]);
  const purchasable =
    variation !== null && variation.price !== null && variation.stockStatus !== "outofstock";

  // The choices as last made, ahead of the render: the selects' choices from before hydration arrive one after
  // another in the same commit, each adding to the one before.
  const latestChosen = useRef(chosen);
  const choose = (name: string, value: string) => {
    const next = { ...latestChosen.current, [name]: value };
    latestChosen.current = next;
    setChosen(next);
    onVariationChange?.(matchVariation(product.variations, next));
  };

  return (
    <form
      id="product-add-to-cart"
      className="variations_form cart"
      method="post"
      encType="multipart/form-data"
      action={action}
      data-product_id={product.id}
      onSubmit={(event) => {
        if (!purchasable) {
          event.preventDefault();
          return;
        }
        onAjaxSubmit?.(event.currentTarget, event);
      }}
    >
      <table className="variations" role="presentation">
        <tbody>
          {choosable.map((attribute) => {
            const field = attributeFieldName(attribute.name);
            return (
              <tr key={attribute.name}>
                <th className="label" scope="row">
                  <label htmlFor={field}>{attribute.name}</label>
                </th>
                <td className="value">
                  <AttributeSelect
                    field={field}
                    options={attribute.options}
                    value={chosen[attribute.name] ?? ""}
                    onChoose={(value) => choose(attribute.name, value)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="single_variation_wrap">
        <div className="woocommerce-variation single_variation" aria-live="polite">
          {variation ? (
            <>
              <div className="woocommerce-variation-price">
                <Price price={variation.price} currency={currency} />
              </div>
              <p className={`stock ${variation.stockStatus === "outofstock" ? "out-of-stock" : "in-stock"}`}>
                {variation.stockStatus === "outofstock"
                  ? "Out of stock"
                  : variation.stockStatus === "onbackorder"
                    ? "Available on backorder"
                    : variation.stockQuantity !== null
                      ? `${variation.stockQuantity} in stock`
                      : "In stock"}
              </p>
            </>
          ) : complete ? (
            <p className="wc-no-matching-variations">
              Sorry, no products matched your selection. Please choose a different combination.
            </p>
          ) : null}
        </div>
        <div className="woocommerce-variation-add-to-cart variations_button">
          <QuantityInput
            id={`quantity_${product.id}`}
            name="quantity"
            label={`${product.name} quantity`}
            min={product.quantity.min}
            max={minOfMaxima(product.quantity.max, variation?.stockQuantity ?? null)}
            step={product.quantity.step}
            defaultValue={product.quantity.min}
          />
          <button
            type="submit"
            className={`${buttonClass(buttonState)}${purchasable ? "" : " disabled wc-variation-selection-needed"}`}
          >
            Add to cart
          </button>
          {afterButton}
          <input type="hidden" name="add-to-cart" value={product.id} />
          <input type="hidden" name="product_id" value={product.id} />
          <input type="hidden" name="variation_id" className="variation_id" value={variation?.id ?? ""} />
        </div>
      </div>
    </form>
  );
}

function GroupedForm({
  product,
  currency,
  action,
  onAjaxSubmit,
  afterButton,
  buttonState,
}: AddToCartFormProps) {
  return (
    <form
      id="product-add-to-cart"
      className="cart grouped_form"
      method="post"
      encType="multipart/form-data"
      action={action}
      onSubmit={(event) => onAjaxSubmit?.(event.currentTarget, event)}
    >
      <table className="woocommerce-grouped-product-list group_table">
        <caption className="screen-reader-text">Products in {product.name}</caption>
        <tbody>
          {product.groupedChildren.map((child) => (
            <tr
              key={child.id}
              className={`woocommerce-grouped-product-list-item product-type-${child.type} ${child.stockStatus}`}
            >
              <td className="woocommerce-grouped-product-list-item__quantity">
                {child.type === "simple" && child.stockStatus !== "outofstock" && child.price ? (
                  <QuantityInput
                    id={`quantity_${child.id}`}
                    name={`quantity[${child.id}]`}
                    label={`${child.name} quantity`}
                    min={0}
                    max={null}
                    step={1}
                    defaultValue={0}
                  />
                ) : (
                  <a href={`/product/${child.slug}/`} className="button">
                    View
                  </a>
                )}
              </td>
              <th className="woocommerce-grouped-product-list-item__label" scope="row">
                <a href={`/product/${child.slug}/`}>{child.name}</a>
              </th>
              <td className="woocommerce-grouped-product-list-item__price">
                <Price price={child.price} currency={currency} />
                {child.stockStatus === "outofstock" ? (
                  <p className="stock out-of-stock">Out of stock</p>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <input type="hidden" name="add-to-cart" value={product.id} />
      <button type="submit" className={buttonClass(buttonState)}>
        Add to cart
      </button>
      {afterButton}
    </form>
  );
}
