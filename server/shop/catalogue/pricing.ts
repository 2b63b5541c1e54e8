/** Price rules of one purchasable item (a simple product or a variation). All amounts in minor units. */
export interface PricedItem {
  regularPrice: number | null;
  salePrice: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
}

/** A sale applies when a sale price is set and `now` lies inside its optional date window. */
export function isSaleActive(item: PricedItem, now: Date): boolean {
  if (item.salePrice === null) return false;
  if (item.saleStartsAt && now < item.saleStartsAt) return false;
  if (item.saleEndsAt && now > item.saleEndsAt) return false;
  return item.regularPrice === null || item.salePrice < item.regularPrice;
}

/** The price a shopper pays right now, or null when the item has no price (not purchasable). */
export function activePrice(item: PricedItem, now: Date): number | null {
  return isSaleActive(item, now) ? item.salePrice : item.regularPrice;
}

/** Whole-number percentage saved, as the sale badge shows it (rounded to nearest). */
export function salePercentage(item: PricedItem, now: Date): number | null {
  if (!isSaleActive(item, now) || !item.regularPrice || item.salePrice === null) return null;
  return Math.round(((item.regularPrice - item.salePrice) / item.regularPrice) * 100);
}

export interface PriceDisplay {
  /** Lowest and highest current price; equal for a single price. */
  min: number;
  max: number;
  /** Regular price shown struck through, only for a single item on sale. */
  regular: number | null;
  onSale: boolean;
}

/** Price shown for one item, or the range over several (variations, grouped children). */
export function priceDisplay(items: PricedItem[], now: Date): PriceDisplay | null {
  const priced = items.flatMap((item) => {
    const price = activePrice(item, now);
    return price === null ? [] : [{ item, price }];
  });
  if (priced.length === 0) return null;
  const prices = priced.map((entry) => entry.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const onSale = priced.some((entry) => isSaleActive(entry.item, now));
  const single = priced.length === 1 ? priced[0] : undefined;
  const regular = single && onSale ? single.item.regularPrice : null;
  return { min, max, regular, onSale };
}
