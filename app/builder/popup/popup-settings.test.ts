import { describe, expect, it } from "vitest";
import { popupConfig } from "./popup-settings.ts";

describe("popup settings", () => {
  it("reads a11y_navigation (on unless switched off) and avoid_multiple_popups (W-POPUP-06)", () => {
    expect(popupConfig(1, {}, null)).toMatchObject({ a11y_navigation: true, avoid_multiple_popups: false });
    expect(popupConfig(1, { a11y_navigation: "no", avoid_multiple_popups: "yes" }, null)).toMatchObject({
      a11y_navigation: false,
      avoid_multiple_popups: true,
    });
  });

  it("reads page views, sessions, the url rule and sources, with defaults for bad values (W-POPUP-07)", () => {
    const { timing } = popupConfig(
      1,
      {},
      {
        timing: {
          page_views: "yes",
          page_views_views: "2",
          sessions: "yes",
          sessions_sessions: { size: 4 },
          url: "yes",
          url_url: "newsletter",
          url_action: "regex",
          sources: "yes",
          sources_sources: ["internal", "search"],
        },
      },
    );
    expect(timing).toMatchObject({
      page_views: true,
      page_views_views: 2,
      sessions: true,
      sessions_sessions: 4,
      url: true,
      url_url: "newsletter",
      url_action: "regex",
      sources: true,
      sources_sources: ["internal", "search"],
    });
    const fallback = popupConfig(1, {}, { timing: { page_views_views: "many", url_action: "match" } }).timing;
    expect(fallback).toMatchObject({ page_views: false, page_views_views: 3, url_action: "show" });
  });

  it("reads the logged-in users and roles, devices, browsers and their options (W-POPUP-08)", () => {
    const { timing } = popupConfig(
      1,
      {},
      {
        timing: {
          logged_in: "yes",
          logged_in_users: "custom",
          logged_in_roles: ["customer", "subscriber"],
          devices: "yes",
          devices_devices: ["mobile"],
          browsers: "yes",
          browsers_browsers: "custom",
          browsers_options: ["chrome", "firefox"],
        },
      },
    );
    expect(timing).toMatchObject({
      logged_in: true,
      logged_in_users: "custom",
      logged_in_roles: ["customer", "subscriber"],
      devices: true,
      devices_devices: ["mobile"],
      browsers: true,
      browsers_browsers: "custom",
      browsers_options: ["chrome", "firefox"],
    });
    expect(popupConfig(1, {}, null).timing).toMatchObject({
      logged_in_users: "all",
      browsers_browsers: "all",
    });
  });

  it("reads times_count, times_period and times_times (W-POPUP-09)", () => {
    expect(
      popupConfig(
        1,
        {},
        { timing: { times: "yes", times_count: "close", times_period: "week", times_times: "2" } },
      ).timing,
    ).toMatchObject({ times: true, times_count: "close", times_period: "week", times_times: 2 });
    expect(popupConfig(1, {}, { timing: { times_period: "year" } }).timing).toMatchObject({
      times_count: "open",
      times_period: "",
      times_times: 1,
    });
  });
});
