/**
 * A way to pay. Offline methods (bank transfer, cheque, cash on delivery) implement it today: nothing is charged,
 * so the order is written with the status the method gives (`placedStatus`). A card provider implements the same
 * interface later (decision 011) with `processPayment`, called once the order is written: it may answer `pending`
 * with a `redirect` to the provider's hosted page, and the provider's callback moves the order on.
 */

/** What decides whether a method is offered for this checkout. */
export interface PaymentContext {
  /** Order total, minor units. */
  total: number;
  currency: string;
  /** Whether anything in the cart is shipped (cash on delivery needs a delivery). */
  needsShipping: boolean;
  /** The chosen shipping rate id (`flat_rate:2`), if any. */
  shippingRateId?: string | null;
  /** The billing country, when known. */
  country?: string;
}

/** The order as a gateway sees it: enough to take a payment and word instructions, nothing more. */
export interface PaymentOrder {
  id: number;
  orderKey: string;
  /** Minor units. */
  total: number;
  currency: string;
  billingEmail: string;
}

export type PaymentStatus = "on-hold" | "processing" | "pending";

export interface PaymentResult {
  /** The status the new order takes. */
  status: PaymentStatus;
  /** Where to send the shopper instead of the order-received page (a hosted payment page). */
  redirect?: string;
}

export interface BankAccountDetails {
  accountName: string;
  bankName: string;
  iban: string;
  bic: string;
}

/** What the shopper is told after ordering: on the order-received page and in the confirmation email. */
export interface PaymentInstructions {
  /** Plain text, may hold line breaks. */
  instructions: string;
  /** Accounts to transfer to (bank transfer only). */
  bankAccounts: BankAccountDetails[];
  /** The payment reference to quote (the order number), when the method needs one. */
  reference?: string;
}

export interface PaymentGateway {
  /** WooCommerce's gateway id, posted as `payment_method`: `bacs`, `cheque`, `cod`. */
  readonly id: string;
  readonly title: string;
  /** Shown under the method at checkout; plain text. */
  readonly description: string;
  isAvailable(context: PaymentContext): boolean;
  /**
   * The status a new order is written with. Offline methods give theirs (on-hold, processing); a method that
   * takes the payment leaves it out: its orders start `pending` and `processPayment` moves them on.
   */
  readonly placedStatus?: PaymentStatus;
  /** Takes the payment of an order just written; offline methods have nothing to take and leave it out. */
  processPayment?(order: PaymentOrder): Promise<PaymentResult>;
  /** For the order-received page; null when there is nothing to say. */
  thankYouDetails(order: PaymentOrder): PaymentInstructions | null;
  /** For the customer's confirmation email; null when there is nothing to say. */
  emailInstructions(order: PaymentOrder): PaymentInstructions | null;
}
