import type { Settings } from "../../settings/settings.ts";
import type { PaymentContext, PaymentGateway } from "./gateway.ts";
import { bankTransferGateway, cashOnDeliveryGateway, chequeGateway } from "./offline-gateways.ts";

/**
 * The shop's payment methods, from settings.payments: enabled ones only, in the configured order. A new
 * provider adds its settings section, a factory here, and its id to the order list.
 */
export interface PaymentGateways {
  /** Enabled gateways in settings order. */
  all(): readonly PaymentGateway[];
  /** Those offered for this checkout. */
  available(context: PaymentContext): PaymentGateway[];
  /** An enabled gateway by id (the posted `payment_method`), or undefined. */
  get(id: string): PaymentGateway | undefined;
}

export function paymentGateways(settings: Settings["payments"]): PaymentGateways {
  const factories: Record<Settings["payments"]["order"][number], () => PaymentGateway | null> = {
    bacs: () => (settings.bacs.enabled ? bankTransferGateway(settings.bacs) : null),
    cheque: () => (settings.cheque.enabled ? chequeGateway(settings.cheque) : null),
    cod: () => (settings.cod.enabled ? cashOnDeliveryGateway(settings.cod) : null),
  };
  const gateways = [...new Set(settings.order)]
    .map((id) => factories[id]())
    .filter((gateway): gateway is PaymentGateway => gateway !== null);
  return {
    all: () => gateways,
    available: (context) => gateways.filter((gateway) => gateway.isAvailable(context)),
    get: (id) => gateways.find((gateway) => gateway.id === id),
  };
}

/** What the checkout's payment list needs to render (serialisable, for loader data). */
export interface PaymentMethodOption {
  id: string;
  title: string;
  description: string;
}

export function paymentMethodOptions(gateways: readonly PaymentGateway[]): PaymentMethodOption[] {
  return gateways.map(({ id, title, description }) => ({ id, title, description }));
}

/**
 * The gateway for a posted `payment_method`, checked against those offered for this checkout; the error is
 * keyed by field name like the address errors.
 */
export function resolvePaymentMethod(
  gateways: PaymentGateways,
  context: PaymentContext,
  posted: unknown,
):
  | { ok: true; gateway: PaymentGateway }
  | { ok: false; error: { field: "payment_method"; message: string } } {
  const offered = gateways.available(context);
  if (offered.length === 0) {
    return {
      ok: false,
      error: {
        field: "payment_method",
        message: "Sorry, no payment method is available for this order. Please contact us for help.",
      },
    };
  }
  const gateway =
    typeof posted === "string" ? offered.find((candidate) => candidate.id === posted) : undefined;
  if (!gateway) {
    return {
      ok: false,
      error: { field: "payment_method", message: "Please choose a valid payment method." },
    };
  }
  return { ok: true, gateway };
}

/** The method shown as chosen: the one posted before (kept on an error), else the first offered. */
export function selectedPaymentMethod(
  options: readonly PaymentMethodOption[],
  posted?: string,
): string | undefined {
  return options.find((option) => option.id === posted)?.id ?? options[0]?.id;
}
