import type { IconValue } from "../../render/fields.ts";

/** Names brands spell their own way; others are the icon's words capitalised. */
const BRAND_NAMES: Record<string, string> = {
  "x-twitter": "X",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
  whatsapp: "WhatsApp",
  github: "GitHub",
  wordpress: "WordPress",
  soundcloud: "SoundCloud",
  envelope: "Email",
  rss: "RSS feed",
  vk: "VK",
  "stack-overflow": "Stack Overflow",
};

/** Variant suffixes of Font Awesome brand icons that are not part of the network's name. */
const VARIANT = /-(f|in|p|square|circle|alt|square-alt|official|play|square-x|square-facebook)$/;

/** The network an icon stands for, as Elementor names its class: `fab fa-facebook-f` → `facebook-f`. */
export function socialNetworkClass(icon: IconValue): string {
  if (typeof icon.value !== "string") return "svg";
  const part = icon.value.split(/\s+/).find((piece) => /^fa-(?!solid$|regular$|brands$)/.test(piece));
  return part ? part.slice(3).replace(/[^a-z0-9-]/g, "") : "";
}

/** The link's accessible name: `fab fa-facebook-f` → "Facebook", `fab fa-x-twitter` → "X". */
export function socialNetworkName(icon: IconValue): string {
  const network = socialNetworkClass(icon);
  if (!network || network === "svg") return "Social link";
  const base = BRAND_NAMES[network] ? network : network.replace(VARIANT, "");
  const known = BRAND_NAMES[base];
  if (known) return known;
  return base
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
