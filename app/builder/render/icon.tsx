import { fab } from "@fortawesome/free-brands-svg-icons";
import { far } from "@fortawesome/free-regular-svg-icons";
import { fas } from "@fortawesome/free-solid-svg-icons";
import type { IconValue } from "./fields.ts";

/**
 * Elementor's icon controls name Font Awesome 5 icons (`{value: "fas fa-star", library: "fa-solid"}`) or an
 * uploaded SVG. They render as inline SVG (Elementor's "inline font icons"), so a page needs no icon font. Server
 * only: the icon sets are large and never reach the browser.
 */
type IconDefinition = { icon: [number, number, (string | number)[], string, string | string[]] };
type IconSet = Record<string, IconDefinition>;

const SETS: Record<string, { prefix: string; icons: IconSet }> = {
  fas: { prefix: "fas", icons: fas as unknown as IconSet },
  far: { prefix: "far", icons: far as unknown as IconSet },
  fab: { prefix: "fab", icons: fab as unknown as IconSet },
};

const LIBRARY_PREFIX: Record<string, string> = { "fa-solid": "fas", "fa-regular": "far", "fa-brands": "fab" };

let byName: Map<string, IconDefinition> | null = null;

/** `fas:star`, with Font Awesome 5's old names (`shopping-cart`) as aliases of the current ones. */
function iconIndex(): Map<string, IconDefinition> {
  if (byName) return byName;
  byName = new Map();
  for (const { prefix, icons } of Object.values(SETS)) {
    for (const definition of Object.values(icons)) {
      const { iconName } = definition as IconDefinition & { iconName: string };
      byName.set(`${prefix}:${iconName}`, definition);
      for (const alias of definition.icon[2])
        if (typeof alias === "string") byName.set(`${prefix}:${alias}`, definition);
    }
  }
  return byName;
}

/** The SVG of an icon class (`fas fa-star`, `fa fa-star`), or null when the set has no such icon. */
export function findIcon(
  value: string,
  library = "",
): { prefix: string; name: string; definition: IconDefinition } | null {
  const parts = value.trim().split(/\s+/);
  const prefix = LIBRARY_PREFIX[library] ?? parts.find((part) => part in SETS) ?? "fas";
  const name = parts.find((part) => part.startsWith("fa-"))?.slice(3);
  if (!name) return null;
  const definition = iconIndex().get(`${prefix}:${name}`);
  return definition ? { prefix, name, definition } : null;
}

export function ElementorIcon({ icon }: { icon: IconValue | undefined }) {
  if (!icon) return null;
  if (typeof icon.value === "object") {
    // An uploaded SVG: shown as an image, so no markup from the file runs in the page.
    return icon.value.url ? (
      <img className="e-font-icon-svg" src={icon.value.url} alt="" aria-hidden="true" />
    ) : null;
  }
  const found = findIcon(icon.value, icon.library);
  if (!found) return null;
  const [width, height, , , path] = found.definition.icon;
  const paths = Array.isArray(path) ? path : [path];
  return (
    <svg
      aria-hidden="true"
      className={`e-font-icon-svg e-${found.prefix}-${found.name}`}
      viewBox={`0 0 ${width} ${height}`}
      xmlns="http://www.w3.org/2000/svg"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
