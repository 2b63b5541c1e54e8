import { describe, expect, it } from "vitest";
import { PREVIEW_MESSAGE_CALL, PREVIEW_STORAGE_KEY } from "../../protocol/starter-preview.ts";

import {
  isPreviewUrl,
  mergePreviewParams,
  parsePreviewData,
  readPreviewMessage,
  typographyStylesheet,
  webFontsUrl,
} from "./starter-preview.ts";

const full = {
  siteLogo: {
    url: "https://cdn.example.com/logo.png",
    dataUri: "data:image/png;base64,iVBORw0KGgo=",
    width: 120,
  },
  colorPalette: { colors: ["#ff0000", "#00ff00", "rgb(0, 0, 255)"] },
  siteTypography: {
    body: { fontFamily: "'Inter', sans-serif", fontWeight: 400, fontSize: 17, lineHeight: 1.7 },
    headings: { fontFamily: "Playfair Display, serif", fontWeight: "700", lineHeight: "1.2" },
    perHeading: { h1: { fontSize: "48px" }, h2: { fontSize: "2rem", fontWeight: 600 } },
  },
  siteTitle: "My new shop",
};

describe("starter-templates preview data", () => {
  it("is read from local storage under the starter-templates preview key (S-THEME-17)", () => {
    expect(PREVIEW_STORAGE_KEY).toBe("starter-templates-iframe-preview-data");
    expect(parsePreviewData(JSON.stringify(full))).toEqual(full);
  });

  it("accepts siteLogo (url, dataUri, width), colorPalette colors and siteTitle (S-THEME-18)", () => {
    const parsed = parsePreviewData(
      JSON.stringify({ siteLogo: full.siteLogo, colorPalette: full.colorPalette, siteTitle: "T" }),
    );
    expect(parsed?.siteLogo).toEqual(full.siteLogo);
    expect(parsed?.colorPalette?.colors).toHaveLength(3);
    expect(parsed?.siteTitle).toBe("T");
  });

  it("ignores unreadable or unsafe data instead of applying part of it", () => {
    expect(parsePreviewData(null)).toBeNull();
    expect(parsePreviewData("{not json")).toBeNull();
    expect(parsePreviewData(JSON.stringify({ siteLogo: { url: "javascript:alert(1)" } }))).toBeNull();
    expect(
      parsePreviewData(JSON.stringify({ siteLogo: { dataUri: "data:text/html;base64,PGI+" } })),
    ).toBeNull();
    expect(
      parsePreviewData(JSON.stringify({ colorPalette: { colors: ["red;}body{display:none"] } })),
    ).toBeNull();
    expect(
      parsePreviewData(JSON.stringify({ siteTypography: { body: { fontFamily: "x;}</style><script>" } } })),
    ).toBeNull();
  });

  it("turns body, heading and per-heading typography into CSS rules (S-THEME-19)", () => {
    const css = typographyStylesheet(full.siteTypography);
    expect(css).toContain(
      "body{font-family:'Inter', sans-serif!important;font-weight:400!important;font-size:17px!important;line-height:1.7!important;}",
    );
    expect(css).toContain(
      "h1,h2,h3,h4,h5,h6,.site-title{font-family:Playfair Display, serif!important;font-weight:700!important;line-height:1.2!important;}",
    );
    expect(css).toContain("h1{font-size:48px!important;}");
    expect(css).toContain("h2{font-weight:600!important;font-size:2rem!important;}");
    expect(css.indexOf("h1,h2")).toBeLessThan(css.indexOf("h1{"));
    expect(typographyStylesheet(undefined)).toBe("");
  });

  it("asks the web-fonts service for each named family with its weights, never for generic families (S-THEME-20)", () => {
    const url = webFontsUrl(full.siteTypography);
    expect(url).toBe(
      "https://fonts.googleapis.com/css2?family=Inter:wght@400&family=Playfair+Display:wght@600;700&display=swap",
    );
    expect(webFontsUrl({ body: { fontFamily: "system-ui, sans-serif" } })).toBeNull();
    expect(webFontsUrl(undefined)).toBeNull();
  });

  it("reads the onboarding window's messages: one param update, or clearPreviewAssets, cleanStorage, completeOnboarding (S-THEME-18)", () => {
    expect(
      readPreviewMessage({ call: PREVIEW_MESSAGE_CALL, value: { param: "siteTitle", data: "Hello" } }),
    ).toEqual({
      kind: "update",
      params: { siteTitle: "Hello" },
    });
    for (const param of ["clearPreviewAssets", "cleanStorage", "completeOnboarding"] as const) {
      expect(readPreviewMessage({ call: PREVIEW_MESSAGE_CALL, value: { param } })).toEqual({ kind: param });
    }
    expect(readPreviewMessage({ call: "other", value: { param: "siteTitle", data: "x" } })).toBeNull();
    expect(
      readPreviewMessage({
        call: PREVIEW_MESSAGE_CALL,
        value: { param: "siteLogo", data: { url: "ftp://x" } },
      }),
    ).toBeNull();
    expect(
      readPreviewMessage({ call: PREVIEW_MESSAGE_CALL, value: { param: "unknown", data: 1 } }),
    ).toBeNull();
  });

  it("merges an update over the stored params, keeping the others", () => {
    expect(
      mergePreviewParams({ siteTitle: "A", colorPalette: { colors: ["#000000"] } }, { siteTitle: "B" }),
    ).toEqual({
      siteTitle: "B",
      colorPalette: { colors: ["#000000"] },
    });
  });

  it("is on only with the preview query parameter", () => {
    expect(isPreviewUrl("?starter-templates-preview=1")).toBe(true);
    expect(isPreviewUrl("?s=mug")).toBe(false);
    expect(isPreviewUrl("")).toBe(false);
  });
});
