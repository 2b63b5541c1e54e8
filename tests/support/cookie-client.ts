/** Node's own user agent counts as a crawler (crawlers may not fill carts), so tests present a browser's. */
const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/**
 * A fetch that keeps cookies between calls, like one browser. Clients given one `jar` are one browser calling
 * several origins (app instances behind one address, as a load balancer would present them).
 */
export function cookieClient(origin: string, jar = new Map<string, string>()) {
  const client = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has("user-agent")) headers.set("user-agent", BROWSER_USER_AGENT);
    if (jar.size > 0) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(`${origin}${path}`, { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired || value === "") jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return response;
  };
  return Object.assign(client, { cookies: jar });
}

/** A form post as a browser sends one. */
export function form(fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  };
}
