import { describe, expect, it } from "vitest";
import { choicesMadeBeforeHydration, type ServerSelects } from "./add-to-cart-form.tsx";

const ATTRIBUTES = [
  { name: "Colour", options: ["Charcoal", "Sand", "Forest"] },
  { name: "Size", options: ["S", "M"] },
];

function page(hydrated: boolean, values: Record<string, string>): ServerSelects {
  return { hydrated, valueOf: (id) => values[id] ?? null };
}

describe("choices made before the page hydrated", () => {
  it("reads each attribute's select while the page is hydrating, including a choice taken back to none", () => {
    expect(
      choicesMadeBeforeHydration(ATTRIBUTES, page(false, { attribute_colour: "Forest", attribute_size: "" })),
    ).toEqual({ Colour: "Forest", Size: "" });
  });

  it("ignores values the attribute does not offer and selects that are not there", () => {
    expect(choicesMadeBeforeHydration(ATTRIBUTES, page(false, { attribute_colour: "Purple" }))).toEqual({});
  });

  it("reads nothing once the page has hydrated (another form's selects), nor on the server", () => {
    expect(choicesMadeBeforeHydration(ATTRIBUTES, page(true, { attribute_colour: "Forest" }))).toEqual({});
    expect(choicesMadeBeforeHydration(ATTRIBUTES, null)).toEqual({});
  });
});
