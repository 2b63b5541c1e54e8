import { z } from "zod";

/**
 * Menus and the theme header's options (issue 5). Menus replace WordPress's nav menus (Appearance →
 * Menus); the header options replace Astra's Customizer settings, named in the comments.
 */

/** Levels a menu may have: top items, their sub-menu, and one more (a mega menu's column links). */
export const MAX_MENU_DEPTH = 3;
const MAX_ITEMS_PER_LEVEL = 40;
export const MAX_MEGA_MENU_COLUMNS = 6;

const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/** A path on this site (`/shop/`, `/product-category/home/?orderby=price`) or an http(s) address. */
export function isMenuUrl(value: string): boolean {
  if (value.length > 2000) return false;
  if (SITE_PATH.test(value)) return true;
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const menuUrlSchema = z
  .string()
  .refine(isMenuUrl, "must be a path on this site starting with / or an http(s):// address");

export interface MenuItem {
  label: string;
  url: string;
  children: MenuItem[];
  /** Astra mega menu (top-level items only): children are column headings, their children the links. */
  megaMenu: boolean;
  /** Mega menu columns; by default one per child, at most 4. */
  columns?: number | undefined;
}

interface MenuItemInput {
  label: string;
  url: string;
  children?: MenuItemInput[] | undefined;
  megaMenu?: boolean | undefined;
  columns?: number | undefined;
}

const menuItemSchema: z.ZodType<MenuItem, MenuItemInput> = z.strictObject({
  label: z.string().trim().min(1).max(80),
  url: menuUrlSchema,
  get children() {
    return z.array(menuItemSchema).max(MAX_ITEMS_PER_LEVEL).default([]);
  },
  megaMenu: z.boolean().default(false),
  columns: z.number().int().min(1).max(MAX_MEGA_MENU_COLUMNS).optional(),
});

/** A menu: a tree of links, at most MAX_MENU_DEPTH levels; mega menus only at the top. */
export const menuSchema = z
  .array(menuItemSchema)
  .max(MAX_ITEMS_PER_LEVEL)
  .superRefine((items, context) => {
    const visit = (level: MenuItem[], depth: number, path: (string | number)[]) => {
      level.forEach((item, index) => {
        const at = [...path, index];
        if (item.megaMenu && depth > 1) {
          context.addIssue({
            code: "custom",
            path: [...at, "megaMenu"],
            message: "only top-level items can be mega menus",
          });
        }
        if (item.columns !== undefined && !item.megaMenu) {
          context.addIssue({ code: "custom", path: [...at, "columns"], message: "needs megaMenu: true" });
        }
        if (item.children.length === 0) return;
        if (depth >= MAX_MENU_DEPTH) {
          context.addIssue({
            code: "custom",
            path: [...at, "children"],
            message: `menus are at most ${MAX_MENU_DEPTH} levels deep`,
          });
          return;
        }
        visit(item.children, depth + 1, [...at, "children"]);
      });
    };
    visit(items, 1, []);
  });

const link = (label: string, url: string): MenuItem => ({ label, url, children: [], megaMenu: false });

/** WooCommerce's own pages, which a fresh shop links from its header. */
export const DEFAULT_PRIMARY_MENU: MenuItem[] = [
  link("Home", "/"),
  link("Shop", "/shop/"),
  link("Cart", "/cart/"),
  link("Checkout", "/checkout/"),
  link("My account", "/my-account/"),
];

export const menusSchema = z
  .strictObject({
    /** The menu in the theme's "primary" location (desktop header, and the mobile off-canvas menu). */
    primary: menuSchema.default(DEFAULT_PRIMARY_MENU),
    /**
     * Theme menu locations (nav_menu_locations, which an export does not carry): the slug of an imported nav
     * menu to show in a location instead of the menu above. Null (the default) keeps `primary`.
     */
    locations: z
      .strictObject({
        primary: z
          .string()
          .regex(/^[a-z0-9_-]+$/, "must be a menu slug")
          .nullable()
          .default(null),
      })
      .prefault({}),
  })
  .prefault({});

const logoSchema = z.strictObject({
  /** Astra custom_logo: the image, a site path or an http(s) address. */
  src: menuUrlSchema,
  /** Alternative text; when empty and the site title is hidden, the shop name is used. */
  alt: z.string().max(120).default(""),
  /** Astra ast-header-responsive-logo-width (desktop, px). */
  width: z.number().int().min(16).max(600).default(180),
});

export const headerSettingsSchema = z
  .strictObject({
    /** Astra display-site-title-responsive. */
    showSiteTitle: z.boolean().default(true),
    /** Astra display-site-tagline-responsive. */
    showTagline: z.boolean().default(true),
    /**
     * An Elementor header template (its document id) shown on every page instead of Astra's header; a header
     * template whose display conditions match a page still takes precedence there. Null keeps Astra's header.
     */
    template: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    /** Astra custom_logo; null shows the site title only. */
    logo: logoSchema.nullable().default(null),
    sticky: z
      .strictObject({
        /** Astra Pro header-main-stick: the header sticks to the top once the page scrolls past it. */
        enabled: z.boolean().default(false),
        /** Astra Pro sticky-hide-on-scroll: hidden while scrolling down, shown again when scrolling up. */
        hideOnScroll: z.boolean().default(false),
        /** Astra Pro sticky-header-on-devices (mobile = at or below 920 px, the sticky code's break point). */
        devices: z.enum(["desktop", "mobile", "both"]).default("both"),
      })
      .prefault({}),
    account: z
      .strictObject({
        /** Astra header builder's account element. */
        enabled: z.boolean().default(true),
        /** Astra header-account-logout-action: a guest's click opens the login popup, or follows the link. */
        loggedOutAction: z.enum(["login", "link"]).default("login"),
      })
      .prefault({}),
  })
  .prefault({});

export type HeaderSettings = z.output<typeof headerSettingsSchema>;
export type MenusSettings = z.output<typeof menusSchema>;

/** The theme footer (Astra Customizer → Footer): an Elementor footer template in place of Astra's (decision 028). */
export const footerSettingsSchema = z
  .strictObject({
    /**
     * An Elementor footer template (its document id) shown on every page instead of Astra's footer; a footer
     * template whose display conditions match a page still takes precedence there. Null keeps Astra's footer.
     */
    template: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  })
  .default({ template: null });
