import { escapeHtml } from "./subscriber-emails.ts";

/**
 * The small page the sign-up answers without script (and the confirm and unsubscribe links open): the same
 * message the widget shows, in ElementsKit's message classes, with a way back. A standalone page: it is about one
 * visitor's request and is never cached.
 */
export function resultPage(options: {
  shopName: string;
  heading: string;
  message: { kind: "success" | "error"; text: string };
  backHref: string;
  backLabel: string;
  /** An extra form (the unsubscribe button), already escaped markup made here. */
  form?: string;
}): string {
  const { shopName, heading, message, backHref, backLabel } = options;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} – ${escapeHtml(shopName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f5f3ef;color:#1f2a30;line-height:1.55}
main{max-width:34rem;margin:12vh auto 4rem;padding:2.25rem 2rem;background:#fff;border-radius:10px;box-shadow:0 10px 30px rgba(31,42,48,.08)}
.shop{margin:0 0 1.5rem;font-size:.85rem;letter-spacing:.08em;text-transform:uppercase;color:#5c6b73}
h1{margin:0 0 1rem;font-size:1.6rem;line-height:1.25}
.ekit-mail-message{padding:.85rem 1rem;border-radius:6px;border:1px solid;margin:0 0 1.5rem}
.ekit-mail-message.success{color:#1e5631;background:#eaf6ee;border-color:#b7dfc3}
.ekit-mail-message.error{color:#8a1c1c;background:#fdeeee;border-color:#f1c2c2}
a,button{font:inherit}
a{color:#1f4e5f;font-weight:600}
a:focus-visible,button:focus-visible{outline:3px solid #1f4e5f;outline-offset:3px}
button{cursor:pointer;border:0;border-radius:6px;padding:.7rem 1.2rem;background:#1f4e5f;color:#fff;font-weight:600;margin:0 0 1.25rem}
@media (max-width:480px){main{margin:1.5rem 1rem;padding:1.75rem 1.25rem}}
</style>
</head>
<body>
<main>
<p class="shop">${escapeHtml(shopName)}</p>
<h1>${escapeHtml(heading)}</h1>
<div class="ekit-mail-message ${message.kind}" role="${message.kind === "error" ? "alert" : "status"}">${escapeHtml(message.text)}</div>
${options.form ?? ""}
<p><a href="${escapeHtml(backHref)}">${escapeHtml(backLabel)}</a></p>
</main>
</body>
</html>`;
}
