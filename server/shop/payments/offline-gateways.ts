import type { Settings } from "../../settings/settings.ts";
import type {
  BankAccountDetails,
  PaymentContext,
  PaymentGateway,
  PaymentInstructions,
  PaymentOrder,
  PaymentStatus,
} from "./gateway.ts";

type PaymentSettings = Settings["payments"];

interface OfflineGatewayConfig {
  id: string;
  title: string;
  description: string;
  instructions: string;
  /** What the order waits for: on-hold until the money arrives, processing when paid on delivery. */
  status: PaymentStatus;
  bankAccounts?: BankAccountDetails[];
  isAvailable?: (context: PaymentContext) => boolean;
}

function offlineGateway(config: OfflineGatewayConfig): PaymentGateway {
  const details = (order: PaymentOrder): PaymentInstructions | null => {
    const bankAccounts = (config.bankAccounts ?? []).filter((account) => account.iban || account.accountName);
    if (!config.instructions && bankAccounts.length === 0) return null;
    return {
      instructions: config.instructions,
      bankAccounts,
      ...(config.bankAccounts ? { reference: String(order.id) } : {}),
    };
  };
  return {
    id: config.id,
    title: config.title,
    description: config.description,
    isAvailable: (context) => config.isAvailable?.(context) ?? true,
    // Nothing to charge: the order waits for the money (or the courier) with the status the method implies.
    placedStatus: config.status,
    thankYouDetails: details,
    emailInstructions: details,
  };
}

/** Direct bank transfer: the order is on hold until the transfer arrives. */
export function bankTransferGateway(settings: PaymentSettings["bacs"]): PaymentGateway {
  return offlineGateway({
    id: "bacs",
    title: settings.title,
    description: settings.description,
    instructions: settings.instructions,
    status: "on-hold",
    bankAccounts: settings.accounts,
  });
}

/** Cheque: on hold until the cheque has cleared. */
export function chequeGateway(settings: PaymentSettings["cheque"]): PaymentGateway {
  return offlineGateway({
    id: "cheque",
    title: settings.title,
    description: settings.description,
    instructions: settings.instructions,
    status: "on-hold",
  });
}

/** Cash on delivery: the order is processed (shipped) and paid at the door, so it needs a delivery. */
export function cashOnDeliveryGateway(settings: PaymentSettings["cod"]): PaymentGateway {
  return offlineGateway({
    id: "cod",
    title: settings.title,
    description: settings.description,
    instructions: settings.instructions,
    status: "processing",
    isAvailable: (context) => context.needsShipping,
  });
}
