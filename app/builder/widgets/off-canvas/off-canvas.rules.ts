/** The off-canvas link actions' settings carry the widget's element id (`{id: "a1b2c3"}`). */
export function offCanvasTarget(settings: Record<string, unknown>): string | null {
  const id = settings.id;
  if (typeof id === "string" && /^[a-z0-9]{1,16}$/i.test(id)) return id;
  if (typeof id === "number" && Number.isInteger(id) && id >= 0) return String(id);
  return null;
}

export type OffCanvasCommand = "open" | "close" | "toggle";

/** Whether the panel is open after a command. */
export function nextOpen(open: boolean, command: OffCanvasCommand): boolean {
  if (command === "toggle") return !open;
  return command === "open";
}
