import { DocumentSlot } from "../slot/document-slot.tsx";
import { POPUP_CONTEXT_ID, type PopupPageContext } from "./popup-context.ts";

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
