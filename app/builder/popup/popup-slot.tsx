import { DocumentSlot } from "../slot/document-slot.tsx";
import type { Viewer } from "./popup.rules.ts";

/** What the popup rules read from the page configuration: the visitor's roles (W-POPUP-34) and the shop's time zone. */
export interface PopupPageContext {
  viewer: Viewer;
  shopTimeZone: string;
}

export const POPUP_CONTEXT_ID = "vitrine-popup-context";

/** JSON inside a script element can never close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/**
 * The page's popups (hidden dialogs, rendered on the server) and the configuration their rules read. Guests all
 * get the same configuration, so a guest's page stays cacheable; a logged-in customer's page is never cached.
 */
export function PopupSlot({ slotId, context }: { slotId: string; context: PopupPageContext }) {
  return (
    <>
      <script
        type="application/json"
        id={POPUP_CONTEXT_ID}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, `<` escaped by scriptJson
        dangerouslySetInnerHTML={{ __html: scriptJson(context) }}
      />
      <DocumentSlot slotId={slotId} />
    </>
  );
}
