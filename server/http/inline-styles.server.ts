import { readFileSync } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import {
  inlinableHref,
  inlineStylesheets,
  newInlineState,
  type StylesheetText,
  safeCut,
} from "./inline-styles.ts";

/**
 * The built stylesheets' text, read once from the client build (`build/client/assets`, what the launcher
 * serves). Names carry a content hash, so a text never changes while the process runs. A name that is not
 * there (the development server, a build without it) stays a link.
 */
export function builtStylesheets(clientDir = path.resolve("build/client")): StylesheetText {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (texts.has(href)) return texts.get(href);
    let text: string | undefined;
    if (inlinableHref(`<link rel="stylesheet" href="${href}">`) === href) {
      try {
        text = readFileSync(path.join(clientDir, href), "utf8");
      } catch {
        text = undefined;
      }
    }
    texts.set(href, text);
    return text;
  };
}

let shared: StylesheetText | null = null;

/** The process's reader of built stylesheets. */
export function sharedBuiltStylesheets(): StylesheetText {
  shared ??= builtStylesheets();
  return shared;
}

/** A stream of page HTML in, the same page with its built stylesheets inlined out (decision 035). */
export function inlineStylesheetsStream(textOf: StylesheetText = sharedBuiltStylesheets()): Transform {
  const decoder = new StringDecoder("utf8");
  const state = newInlineState();
  let pending = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending += typeof chunk === "string" ? chunk : decoder.write(chunk);
      const cut = safeCut(pending);
      const ready = pending.slice(0, cut);
      pending = pending.slice(cut);
      if (ready) this.push(inlineStylesheets(ready, state, textOf));
      callback();
    },
    flush(callback) {
      pending += decoder.end();
      if (pending) this.push(inlineStylesheets(pending, state, textOf));
      callback();
    },
  });
}
