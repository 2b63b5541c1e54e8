import { and, asc, eq } from "drizzle-orm";
import type { NavMenu, NavMenuItem } from "../../../app/builder/widget.ts";
import type { Executor } from "../../db/client.server.ts";
import { contentDocuments, contentMenuItems, contentMenus, type MegaMenuSettings } from "../../db/schema.ts";
import { MAX_MENU_DEPTH, type MenuItem, type MenusSettings } from "../../settings/header-settings.ts";
import type { ContentDocument } from "../documents/documents.server.ts";

/**
 * Imported WordPress nav menus. Elementor and ElementsKit menu widgets name their menu by slug
 * (`elementskit_nav_menu: "main-menu"`), so menus are found by slug. The theme header's primary location shows
 * the settings menu (`menus.primary`) unless `menus.locations.primary` names an imported menu: an export does
 * not say which menu sat in which theme location, so the owner says it once (decision 018).
 */

export interface ImportedMenuItem {
  id: number;
  label: string;
  url: string;
  /** `_blank` or "". */
  target: string;
  classes: string[];
  attrTitle: string;
  description: string;
  /** `_menu_item_object` and its id: what the item links to (page 12, category 5, custom). */
  object: string;
  objectId: number | null;
  /** ElementsKit mega menu of the item (its content document, when imported). */
  megaMenu: MegaMenuSettings | null;
  children: ImportedMenuItem[];
}

export interface ImportedMenu {
  id: number;
  slug: string;
  name: string;
  items: ImportedMenuItem[];
}

export async function listMenus(db: Executor): Promise<{ slug: string; name: string }[]> {
  return db
    .select({ slug: contentMenus.slug, name: contentMenus.name })
    .from(contentMenus)
    .orderBy(asc(contentMenus.name));
}

/** An imported menu as a tree, items in menu order; null when no menu has that slug. */
export async function getMenu(db: Executor, slug: string): Promise<ImportedMenu | null> {
  const [menu] = await db.select().from(contentMenus).where(eq(contentMenus.slug, slug));
  if (!menu) return null;
  const rows = await db
    .select()
    .from(contentMenuItems)
    .where(eq(contentMenuItems.menuId, menu.id))
    .orderBy(asc(contentMenuItems.position), asc(contentMenuItems.id));
  const nodes = new Map<number, ImportedMenuItem>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        label: row.label,
        url: row.url,
        target: row.target,
        classes: row.classes,
        attrTitle: row.attrTitle,
        description: row.description,
        object: row.object,
        objectId: row.objectId,
        megaMenu: row.megaMenu,
        children: [],
      },
    ]),
  );
  const items: ImportedMenuItem[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parentItemId === null ? undefined : nodes.get(row.parentItemId);
    (parent ? parent.children : items).push(node);
  }
  return { id: menu.id, slug: menu.slug, name: menu.name, items };
}

/** An imported menu in the theme header's shape (at most MAX_MENU_DEPTH levels; deeper items are left out). */
export function toHeaderMenu(items: readonly ImportedMenuItem[], depth = 1): MenuItem[] {
  return items.map((item) => ({
    label: item.label,
    url: item.url,
    children: depth < MAX_MENU_DEPTH ? toHeaderMenu(item.children, depth + 1) : [],
    megaMenu: false,
  }));
}

/** The menu of the header's primary location: the imported menu the settings name, else the settings menu. */
export async function primaryMenu(db: Executor, menus: MenusSettings): Promise<MenuItem[]> {
  const slug = menus.locations.primary;
  if (slug === null) return menus.primary;
  const imported = await getMenu(db, slug);
  return imported ? toHeaderMenu(imported.items) : menus.primary;
}

/** The id of a menu item's enabled ElementsKit mega menu document (whether published or not), or null. */
export async function megaMenuDocumentId(db: Executor, menuItemId: number): Promise<number | null> {
  const [item] = await db
    .select({ megaMenu: contentMenuItems.megaMenu })
    .from(contentMenuItems)
    .where(eq(contentMenuItems.id, menuItemId));
  const documentId = item?.megaMenu?.enabled ? item.megaMenu.documentId : null;
  return documentId ?? null;
}

/** The published ElementsKit mega menu document of a menu item (fetched by item id), or null. */
export async function megaMenuDocument(db: Executor, menuItemId: number): Promise<ContentDocument | null> {
  const [item] = await db
    .select({ megaMenu: contentMenuItems.megaMenu })
    .from(contentMenuItems)
    .where(eq(contentMenuItems.id, menuItemId));
  const documentId = item?.megaMenu?.enabled ? item.megaMenu.documentId : null;
  if (documentId === null || documentId === undefined) return null;
  const [document] = await db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.id, documentId), eq(contentDocuments.status, "publish")));
  return document ?? null;
}

function navMenuItems(items: readonly ImportedMenuItem[]): NavMenuItem[] {
  return items.map((item) => ({
    id: item.id,
    label: item.label,
    url: item.url,
    target: item.target,
    classes: item.classes,
    megaMenu: Boolean(item.megaMenu?.enabled && item.megaMenu.documentId),
    children: navMenuItems(item.children),
  }));
}

function settingsMenuItems(items: readonly MenuItem[]): NavMenuItem[] {
  return items.map((item) => ({
    id: 0,
    label: item.label,
    url: item.url,
    target: "",
    classes: [],
    megaMenu: false,
    children: settingsMenuItems(item.children),
  }));
}

/**
 * The menu a nav menu widget names by slug (`elementskit_nav_menu`, Elementor Pro's `menu`): the imported menu,
 * or, for "" or a slug no imported menu has, the header's primary location (an imported menu the settings name,
 * else the settings menu), so a widget never renders empty.
 */
export async function navMenu(db: Executor, menus: MenusSettings, slug: string): Promise<NavMenu> {
  const imported = slug === "" ? null : await getMenu(db, slug);
  if (imported) return { slug: imported.slug, name: imported.name, items: navMenuItems(imported.items) };
  const location = menus.locations.primary === null ? null : await getMenu(db, menus.locations.primary);
  if (location) return { slug: location.slug, name: location.name, items: navMenuItems(location.items) };
  return { slug: "", name: "Primary", items: settingsMenuItems(menus.primary) };
}
