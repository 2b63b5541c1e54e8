/** The placeholder of the sale badge's text template that the percentage replaces (S-PROD-18). */
export const SALE_BADGE_PLACEHOLDER = "[value]";

/**
 * The sale badge text for the chosen variation (S-PROD-18), recalculated whenever the variation changes
 * (S-PROD-19): every `[value]` in the template ("[value]% Off") becomes the variation's percentage. Null —
 * the badge is hidden — when no variation is chosen or it has no positive percentage. A template without
 * the placeholder is shown as it is for a discounted variation.
 */
export function saleBadgeText(
  template: string,
  percentagesByVariationId: Readonly<Record<string, number | string | null | undefined>>,
  variationId: string | number | null | undefined,
): string | null {
  if (variationId === null || variationId === undefined || variationId === "") return null;
  const percentage = percentagesByVariationId[String(variationId)];
  if (percentage === null || percentage === undefined) return null;
  const text = String(percentage).trim();
  const amount = Number(text);
  if (text === "" || !Number.isFinite(amount) || amount <= 0) return null;
  return template.split(SALE_BADGE_PLACEHOLDER).join(text);
}
