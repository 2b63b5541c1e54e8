/** The header's icons: decorative (aria-hidden), their controls carry the accessible names. */
const ICON_PROPS = {
  focusable: false,
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function MenuIcon() {
  return (
    <svg aria-hidden="true" {...ICON_PROPS} className="ast-mobile-svg ast-menu-svg">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

export function CloseIcon({ className = "ast-mobile-svg ast-close-svg" }: { className?: string }) {
  return (
    <svg aria-hidden="true" {...ICON_PROPS} className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg aria-hidden="true" {...ICON_PROPS} className="ast-search-svg">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg aria-hidden="true" {...ICON_PROPS} width={14} height={14} className="ast-arrow-svg">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function AccountIcon() {
  return (
    <svg aria-hidden="true" {...ICON_PROPS} width={22} height={22} className="ast-account-svg">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </svg>
  );
}
