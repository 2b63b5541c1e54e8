import type { IconValue } from "../../render/fields.ts";

/**
 * A name for an icon that links somewhere, so the link is not empty for screen readers (Elementor writes none):
 * the link's own `aria-label` wins, else the icon's name in words (`fab fa-facebook-f` → "Facebook f").
 */
export function iconLabel(icon: IconValue, customLabel: string | undefined): string {
  if (customLabel) return customLabel;
  if (typeof icon.value !== "string") return "Icon";
  const name = icon.value
    .split(/\s+/)
    .find(
      (part) =>
        part.startsWith("fa-") && part !== "fa-solid" && part !== "fa-regular" && part !== "fa-brands",
    );
  if (!name) return "Icon";
  const words = name.slice(3).replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
