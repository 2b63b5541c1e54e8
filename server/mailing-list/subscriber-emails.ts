/** The double opt-in confirmation email: plain text and a simple HTML twin (every value escaped). */
export function confirmationEmail(
  shopName: string,
  firstName: string,
  links: { confirm: string; unsubscribe: string },
): { subject: string; text: string; html: string } {
  const subject = `Please confirm your subscription to ${shopName}`;
  const greeting = firstName ? `Hi ${firstName},` : "Hello,";
  const text = [
    greeting,
    "",
    `Thank you for signing up for news from ${shopName}. Please confirm your address by opening this link:`,
    links.confirm,
    "",
    "If you did not sign up, ignore this email: you will not be added.",
    `To stop receiving emails from ${shopName}: ${links.unsubscribe}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>Thank you for signing up for news from ${escapeHtml(shopName)}. Please confirm your address:</p>
<p><a href="${escapeHtml(links.confirm)}" style="display:inline-block;padding:10px 18px;background:#1f4e5f;color:#fff;text-decoration:none;border-radius:4px">Confirm my subscription</a></p>
<p style="font-size:13px;color:#555">If you did not sign up, ignore this email: you will not be added.<br>
<a href="${escapeHtml(links.unsubscribe)}" style="color:#555">Unsubscribe</a></p>
</body></html>`;
  return { subject, text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
