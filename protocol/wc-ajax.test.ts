import { describe, expect, it } from "vitest";
import { endpointUrl } from "./wc-ajax.ts";

describe("endpointUrl", () => {
  it("fills the %%endpoint%% placeholder of the configured address (S-CALL-10, S-ATC-08)", () => {
    expect(endpointUrl("/?wc-ajax=%%endpoint%%", "add_to_cart")).toBe("/?wc-ajax=add_to_cart");
    expect(endpointUrl("/shop/?lang=fr&wc-ajax=%%endpoint%%", "remove_from_cart")).toBe(
      "/shop/?lang=fr&wc-ajax=remove_from_cart",
    );
  });

  it("URL-encodes the endpoint name (S-CALL-10)", () => {
    expect(endpointUrl("/?wc-ajax=%%endpoint%%", "a b&c")).toBe("/?wc-ajax=a%20b%26c");
  });
});
