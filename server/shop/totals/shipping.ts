import type { z } from "zod";
import type { ShippingMethodSettings, shippingSettingsSchema } from "../../settings/commerce-settings.ts";
import { postcodeMatches } from "./tax.ts";

type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

export interface ShippingDestination {
  country: string;
  state: string;
  postcode: string;
}

export interface ShippingRate {
  /** `<method type>:<instance>`, as WooCommerce names chosen methods (`flat_rate:1`). */
  id: string;
  type: ShippingMethodSettings["type"];
  label: string;
  /** Minor units, excluding tax (WooCommerce shipping costs are entered without tax). */
  cost: number;
  taxable: boolean;
  /** Pickup address for local pickup. */
  note: string;
}

interface Zone {
  name: string;
  methods: { instance: number; method: ShippingMethodSettings }[];
}

/** Every method gets an instance number by its position across all zones, then the rest of the world. */
function numberedZones(settings: ShippingSettings): {
  zones: (Zone & { regions: string[]; postcodes: string[] })[];
  rest: Zone;
} {
  let instance = 0;
  const number = (methods: ShippingMethodSettings[]) =>
    methods.map((method) => {
      instance += 1;
      return { instance, method };
    });
  const zones = settings.zones.map((zone) => ({
    name: zone.name,
    regions: zone.regions,
    postcodes: zone.postcodes,
    methods: number(zone.methods),
  }));
  return { zones, rest: { name: "Other locations", methods: number(settings.restOfWorld) } };
}

/** The first zone (in settings order) covering the destination's country or country:state and postcode. */
export function zoneFor(settings: ShippingSettings, destination: ShippingDestination): Zone {
  const { zones, rest } = numberedZones(settings);
  const region = `${destination.country}:${destination.state.toUpperCase()}`;
  const match = zones.find(
    (zone) =>
      zone.regions.some((code) => code === destination.country || code === region) &&
      (zone.postcodes.length === 0 ||
        zone.postcodes.some((pattern) => postcodeMatches(pattern, destination.postcode))),
  );
  return match ?? rest;
}

export interface RateContext {
  /** Shippable items in the cart. */
  itemCount: number;
  /** Order amount as the shopper sees it (tax included when prices are shown with tax), in minor units. */
  amountBeforeDiscounts: number;
  amountAfterDiscounts: number;
  /** An applied coupon grants free shipping. */
  freeShippingCoupon: boolean;
}

function freeShippingAllowed(
  method: Extract<ShippingMethodSettings, { type: "free_shipping" }>,
  context: RateContext,
): boolean {
  const amount = method.ignoreDiscounts ? context.amountBeforeDiscounts : context.amountAfterDiscounts;
  const reachesMinimum = amount >= method.minAmount;
  switch (method.requires) {
    case "none":
      return true;
    case "coupon":
      return context.freeShippingCoupon;
    case "min_amount":
      return reachesMinimum;
    case "either":
      return context.freeShippingCoupon || reachesMinimum;
    case "both":
      return context.freeShippingCoupon && reachesMinimum;
  }
}

/** The rates a zone offers for this cart, in the zone's method order. */
export function ratesFor(zone: Zone, context: RateContext): ShippingRate[] {
  return zone.methods.flatMap(({ instance, method }): ShippingRate[] => {
    const id = `${method.type}:${instance}`;
    switch (method.type) {
      case "flat_rate":
        return [
          {
            id,
            type: method.type,
            label: method.title,
            cost: method.cost + method.costPerItem * context.itemCount,
            taxable: method.taxable,
            note: "",
          },
        ];
      case "free_shipping":
        return freeShippingAllowed(method, context)
          ? [{ id, type: method.type, label: method.title, cost: 0, taxable: false, note: "" }]
          : [];
      case "local_pickup":
        return [
          {
            id,
            type: method.type,
            label: method.title,
            cost: method.cost,
            taxable: method.taxable,
            note: method.address,
          },
        ];
      default:
        return [];
    }
  });
}

/** The chosen rate while it is still offered, else the first one (WooCommerce keeps the choice when it can). */
export function chooseRate(rates: ShippingRate[], chosenId: string | null): ShippingRate | null {
  return rates.find((rate) => rate.id === chosenId) ?? rates[0] ?? null;
}
