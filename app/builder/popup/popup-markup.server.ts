import type { Settings } from "../render/element.ts";
import { StyleSheet, StyleWriter, sliderLength } from "../render/style-sheet.ts";
import popupStylesheet from "./popup.css?url";
import { type PopupConfig, popupConfig } from "./popup-settings.ts";

/**
 * A popup document as it goes into the page (W-POPUP-13): Elementor Pro's modal markup
 * (`#elementor-popup-modal-<id>.elementor-popup-modal` › `.dialog-widget-content` › `.dialog-message`) around the
 * rendered document, hidden until the browser module's rules open it, so its content is in the HTML (indexable,
 * shown without a request). A real dialog with a name; its settings for the browser module in `data-settings`.
 * Nothing per visitor: cached with the document's render.
 */
export const POPUP_CLIENT_MODULE = "popup/popup";

function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Class names a shop typed (`classes`): only plain class tokens survive. */
function safeClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((name) => /^[A-Za-z_-][\w-]*$/.test(name))
    .join(" ");
}

const CLOSE_ICON =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="1em" height="1em"><path fill="currentColor" d="M5.3 3.9 12 10.6l6.7-6.7 1.4 1.4-6.7 6.7 6.7 6.7-1.4 1.4-6.7-6.7-6.7 6.7-1.4-1.4 6.7-6.7-6.7-6.7z"/></svg>';

export interface PopupDocumentInput {
  id: number;
  title: string;
  pageSettings: Settings;
  display: { triggers?: unknown; timing?: unknown } | null;
}

/** The modal around a rendered popup document (`documentSlotHtml` of its render). */
export function popupModalHtml(
  popup: PopupDocumentInput,
  documentSlotHtml: string,
  shopTimeZone?: string,
): string {
  const config: PopupConfig = popupConfig(popup.id, popup.pageSettings, popup.display, shopTimeZone);
  const settings = popup.pageSettings;
  const classes = [
    "elementor-popup-modal",
    `elementor-popup-modal-${popup.id}`,
    "dialog-widget",
    "dialog-lightbox-widget",
    "dialog-type-lightbox",
    `elementor-popup-close-button--${config.close_button_position}`,
    settings.overlay === "" || settings.overlay === "no" ? "elementor-popup-modal--no-overlay" : "",
    safeClasses(config.classes),
  ]
    .filter(Boolean)
    .join(" ");
  const showCloseButton = settings.close_button !== "" && settings.close_button !== "no";
  const closeButton = showCloseButton
    ? `<button type="button" class="dialog-close-button dialog-lightbox-close-button"${config.close_button_delay > 0 ? " hidden" : ""} aria-label="Close">${CLOSE_ICON}</button>`
    : "";
  const css = popupCss(popup.id, settings);
  return (
    `<link rel="stylesheet" href="${attribute(popupStylesheet)}">` +
    (css ? `<style id="elementor-popup-${popup.id}-css">${css}</style>` : "") +
    `<div id="elementor-popup-modal-${popup.id}" class="${classes}" role="dialog" aria-modal="true"` +
    ` aria-label="${attribute(popup.title || "Popup")}" data-elementor-id="${popup.id}"` +
    ` data-vitrine-client="${POPUP_CLIENT_MODULE}" data-settings="${attribute(JSON.stringify(config))}" hidden>` +
    `<div class="dialog-widget-content dialog-lightbox-widget-content">${closeButton}` +
    `<div class="dialog-message dialog-lightbox-message">${documentSlotHtml}</div></div></div>`
  );
}

const FLEX_POSITION: Record<string, string> = {
  left: "flex-start",
  top: "flex-start",
  center: "center",
  right: "flex-end",
  bottom: "flex-end",
};

/**
 * The popup's layout from its page settings (Elementor Pro's popup controls): width (default 640 px), height
 * (auto, fit to screen or custom), position on screen, the overlay colour, the box's background, corners and
 * padding, the close button's colour and size, and the entrance animation's duration.
 */
export function popupCss(id: number, settings: Settings): string {
  const sheet = new StyleSheet();
  const modal = new StyleWriter(sheet, `#elementor-popup-modal-${id}`, settings);
  modal.sliderRule("width", " .dialog-widget-content", "width");
  if (settings.height_type === "custom") modal.sliderRule("height", " .dialog-widget-content", "height");
  if (settings.height_type === "fit_to_screen") modal.rule(" .dialog-widget-content", { height: "100vh" });
  modal.choiceRule("horizontal_position", "", "justify-content", (value) => FLEX_POSITION[value] ?? null);
  modal.choiceRule("vertical_position", "", "align-items", (value) => FLEX_POSITION[value] ?? null);
  modal.choiceRule(
    "content_position",
    " .dialog-message",
    "align-items",
    (value) => FLEX_POSITION[value] ?? null,
  );
  modal.colorRule("overlay_background_color", "", "background-color");
  modal.colorRule("background_color", " .dialog-widget-content", "background-color");
  modal.dimensionsRule("border_radius", " .dialog-widget-content", "border-radius");
  modal.dimensionsRule("padding", " .dialog-message", "padding");
  modal.colorRule("close_button_color", " .dialog-close-button", "color");
  modal.colorRule("close_button_background_color", " .dialog-close-button", "background-color");
  modal.sliderRule("close_button_size", " .dialog-close-button", "font-size");
  const duration = sliderLength(settings.entrance_animation_duration);
  if (duration) modal.rule("", { "--popup-animation-duration": `${Number.parseFloat(duration)}s` });
  return sheet.toString();
}
