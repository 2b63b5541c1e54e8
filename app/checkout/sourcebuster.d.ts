/** sourcebuster ships no types; this is the part of its API Vitrine uses (see its README). */
declare module "sourcebuster" {
  interface SourcebusterOptions {
    /** Cookie lifetime, months. */
    lifetime?: number;
    /** Session length, minutes. */
    session_length?: number;
    domain?: string | { host: string; isolate: boolean };
    typein_attributes?: { source: string; medium: string };
    /** A random promo code kept in `sbjs_promo` (default range 100000–999999), or false. */
    promocode?: boolean | { min: number; max: number };
    callback?: (data: Record<string, Record<string, string>>) => void;
  }
  const sbjs: {
    init(options?: SourcebusterOptions): void;
    get?: Record<string, Record<string, string>>;
  };
  export default sbjs;
}
