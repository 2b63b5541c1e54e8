import { useEffect, useId, useSyncExternalStore } from "react";

/**
 * The one owner of `<body class>`. The root layout renders the page's classes (its route's `handle`, the
 * theme shell's) together with this store's; components and page scripts never write to `document.body`
 * themselves. Each contributor sets its own entry under a name, so a navigation that re-renders the body
 * keeps what scripts added, and removing an entry takes back exactly what it added.
 *
 * The store lives in the browser only: the server renders without it, and entries are set after
 * hydration (from effects and page scripts), never during render.
 */

export interface BodyClassChange {
  /** Classes the body carries while the entry is set. */
  add?: readonly string[];
  /** Classes of the rendered page the body loses while the entry is set (an `add` of another entry wins). */
  remove?: readonly string[];
}

export interface BodyClassSnapshot {
  readonly add: readonly string[];
  readonly remove: readonly string[];
}

export interface BodyClassStore {
  set(owner: string, change: BodyClassChange): void;
  clear(owner: string): void;
  subscribe(listener: () => void): () => void;
  /** The same object until an entry changes what the body carries (what useSyncExternalStore needs). */
  snapshot(): BodyClassSnapshot;
}

export const EMPTY_BODY_CLASSES: BodyClassSnapshot = Object.freeze({ add: [], remove: [] });

function unique(names: Iterable<string>): string[] {
  return [...new Set([...names].filter(Boolean))];
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}

export function createBodyClassStore(): BodyClassStore {
  const entries = new Map<string, BodyClassChange>();
  const listeners = new Set<() => void>();
  let current = EMPTY_BODY_CLASSES;
  const publish = () => {
    const all = [...entries.values()];
    const add = unique(all.flatMap((entry) => entry.add ?? []));
    const remove = unique(all.flatMap((entry) => entry.remove ?? []));
    if (sameNames(add, current.add) && sameNames(remove, current.remove)) return;
    current = { add, remove };
    for (const listener of [...listeners]) listener();
  };
  return {
    set(owner, change) {
      entries.set(owner, change);
      publish();
    },
    clear(owner) {
      if (entries.delete(owner)) publish();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => current,
  };
}

/** The class attribute: the page's own classes without the removed ones, then the added ones; no repeats. */
export function composeBodyClass(page: readonly string[], classes: BodyClassSnapshot): string {
  const removed = new Set(classes.remove.filter((name) => !classes.add.includes(name)));
  const names = page.flatMap((entry) => entry.split(/\s+/));
  return unique([...names, ...classes.add].filter((name) => !removed.has(name))).join(" ");
}

/** The page's store. */
export const bodyClasses: BodyClassStore = createBodyClassStore();

/** What the store adds and removes, for the root layout (nothing on the server and while hydrating). */
export function useBodyClassSnapshot(store: BodyClassStore = bodyClasses): BodyClassSnapshot {
  return useSyncExternalStore(store.subscribe, store.snapshot, () => EMPTY_BODY_CLASSES);
}

/** Keeps classes on <body> (and others off) while the calling component is mounted. */
export function useBodyClasses(add: readonly string[], remove: readonly string[] = []): void {
  const owner = useId();
  const addKey = add.join(" ");
  const removeKey = remove.join(" ");
  useEffect(() => {
    bodyClasses.set(owner, { add: addKey.split(" "), remove: removeKey.split(" ") });
    return () => bodyClasses.clear(owner);
  }, [owner, addKey, removeKey]);
}
