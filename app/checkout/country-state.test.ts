import { describe, expect, it } from "vitest";
import { checkoutCountryData } from "../../server/shop/checkout/countries.ts";
import { initialCountry, stateControlFor, stateValueAfterCountryChange } from "./country-state.ts";

const data = checkoutCountryData(["FR", "US", "CA", "IT"]);

describe("country and state wiring", () => {
  it("lists the chosen country's states, or free text, or nothing", () => {
    const us = stateControlFor("US", data);
    expect(us.mode).toBe("select");
    expect(us.options).toContainEqual({ code: "NY", name: "New York" });
    expect(stateControlFor("CA", data).options).toContainEqual({ code: "QC", name: "Quebec" });
    expect(stateControlFor("IT", data)).toEqual({ mode: "text", options: [] });
    expect(stateControlFor("FR", data)).toEqual({ mode: "hidden", options: [] });
  });

  it("keeps a state only if the new country has it", () => {
    expect(stateValueAfterCountryChange("NY", stateControlFor("CA", data))).toBe("");
    expect(stateValueAfterCountryChange("NY", stateControlFor("US", data))).toBe("NY");
    expect(stateValueAfterCountryChange("Milano", stateControlFor("IT", data))).toBe("Milano");
    expect(stateValueAfterCountryChange("NY", stateControlFor("FR", data))).toBe("");
  });

  it("starts on the posted country, else the shop's, else the first offered", () => {
    expect(initialCountry("us", "FR", data)).toBe("US");
    expect(initialCountry("DE", "FR", data)).toBe("FR");
    expect(initialCountry(undefined, "DE", data)).toBe(data.countries[0]?.code);
  });
});
