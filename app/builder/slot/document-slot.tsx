import { createContext, useContext, useEffect, useState } from "react";
import { startBuilderWhenNeeded } from "../runtime/bootstrap.ts";

/**
 * Where a rendered document goes in a page (decision 020). Its HTML reaches the page once: on the server from the
 * request's load context (`context.documentSlots`, filled by the loader), never through loader data; in the
 * browser, hydration keeps the markup already in the DOM. A slot that finds no markup (a client-side navigation
 * to a document) loads the page in full instead.
 */
const DocumentSlotContext = createContext<ReadonlyMap<string, string> | null>(null);

export const DocumentSlotProvider = DocumentSlotContext.Provider;

export function DocumentSlot({ slotId }: { slotId: string }) {
  const fromServer = useContext(DocumentSlotContext)?.get(slotId);
  const [html] = useState<string | null>(() => {
    if (fromServer !== undefined) return fromServer;
    if (typeof document === "undefined") return "";
    return document.getElementById(slotId)?.innerHTML ?? null;
  });
  useEffect(() => {
    if (html === null) window.location.reload();
    else startBuilderWhenNeeded(window);
  }, [html]);
  return (
    <div
      id={slotId}
      className="vitrine-document-slot"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server from sanitised documents
      dangerouslySetInnerHTML={{ __html: html ?? "" }}
    />
  );
}
