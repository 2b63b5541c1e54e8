/** Elementor stores alignment as `left`/`center`/`right`/`justify` (older) or `start`/`end` (newer). */
const ALIGN: Record<string, string> = {
  left: "left",
  start: "start",
  center: "center",
  right: "right",
  end: "end",
  justify: "justify",
};

export function alignValue(value: string): string | null {
  return ALIGN[value] ?? null;
}

/** Alignment as flex placement (icons, buttons, images inside their wrapper). */
export function alignFlex(value: string): string | null {
  if (value === "left" || value === "start") return "flex-start";
  if (value === "right" || value === "end") return "flex-end";
  if (value === "center") return "center";
  return null;
}
