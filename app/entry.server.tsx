import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { inlineStylesheetsStream } from "../server/http/inline-styles.server.ts";
import { renderDeadline } from "../server/http/render-deadline.server.ts";
import { reportRouteError } from "../server/http/route-errors.server.ts";
import { DocumentSlotProvider } from "./builder/slot/document-slot.tsx";
import { NonceProvider } from "./lib/nonce.tsx";

/** Errors of loaders, actions and rendering go to the shop's log at the right level (decision 017). */
export const handleError: HandleErrorFunction = (error, { request, context }) =>
  reportRouteError(error, request, context);

/** Give up streaming after this long and send what is ready. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const deadline = renderDeadline(streamTimeout + 1_000, () => abort());
    // Crawlers and no-script clients get the whole document at once.
    const readyEvent =
      isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <DocumentSlotProvider value={loadContext.documentSlots}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentSlotProvider>
      </NonceProvider>,
      {
        nonce,
        // Every boundary is complete on the server (hydratedLater parts render there as they are); without this,
        // React would send the larger ones after the shell, revealed by an inline script: no-script visitors
        // would not see them, and a stored page's script policy has no room for it (decision 038).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          // Built stylesheets go out inside the HTML, so that nothing blocks the first paint (decision 035).
          const body = inlineStylesheetsStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          deadline.watch(body);
          pipe(body);
        },
        onShellError(error: unknown) {
          deadline.cancel();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
