/**
 * Subscribers as a CSV file in the layout Mailchimp imports (Audience → Import contacts → CSV) and exports: a
 * header row of Mailchimp's column names, one row per address, every field quoted. Mailchimp reads "Email
 * Address", "First Name", "Last Name" and "Phone Number" into the default merge fields and keeps the rest as
 * extra columns (the consent record travels with the address).
 */
export interface ExportedSubscriber {
  listId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  status: string;
  consentAt: Date;
  consentIp: string;
  confirmedAt: Date | null;
  sourcePage: string;
}

export const EXPORT_COLUMNS = [
  "Email Address",
  "First Name",
  "Last Name",
  "Phone Number",
  "OPTIN_TIME",
  "OPTIN_IP",
  "CONFIRM_TIME",
  "Source Page",
  "Status",
  "List",
] as const;

/** Mailchimp's time format in its exports: `YYYY-MM-DD HH:MM:SS` (UTC). */
function mailchimpTime(date: Date | null): string {
  return date ? date.toISOString().slice(0, 19).replace("T", " ") : "";
}

function quoted(value: string): string {
  // A leading = + - @ would be read as a formula by spreadsheet programs.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function subscribersCsv(rows: readonly ExportedSubscriber[]): string {
  const lines = [EXPORT_COLUMNS.map(quoted).join(",")];
  for (const row of rows) {
    lines.push(
      [
        row.email,
        row.firstName,
        row.lastName,
        row.phone,
        mailchimpTime(row.consentAt),
        row.consentIp,
        mailchimpTime(row.confirmedAt),
        row.sourcePage,
        row.status,
        row.listId,
      ]
        .map(quoted)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
