/**
 * The one loader every on-demand browser module goes through: widget modules, element extensions and the
 * libraries they need (dialog, share links, Swiper, video APIs, particles, maps). Each load gives up after
 * 120000 ms, is tried once more, and then fails with Elementor's message `Loading chunk {n} failed`
 * (W-MISC-35..37). A module that loaded is never fetched twice.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Tries after the first: one retry. */
export const CHUNK_LOAD_RETRIES = 1;

export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
  constructor(
    readonly chunk: string,
    override readonly cause?: unknown,
  ) {
    super(`Loading chunk ${chunk} failed`);
  }
}

/** A library a widget cannot work without did not load (how "missing jQuery throws" applies here, W-MISC-38). */
export class RequiredLibraryError extends Error {
  override name = "RequiredLibraryError";
  constructor(
    readonly library: string,
    override readonly cause: ChunkLoadError,
  ) {
    super(`${library} is required but could not be loaded: ${cause.message}`);
  }
}

export type Importer<T> = () => Promise<T>;

export interface ChunkLoader {
  load<T>(chunk: string, importer: Importer<T>): Promise<T>;
  /** Like `load`, for a library the caller cannot work without: failure is a `RequiredLibraryError`. */
  require<T>(library: string, importer: Importer<T>): Promise<T>;
}

export interface ChunkLoaderOptions {
  timeoutMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function createChunkLoader(options: ChunkLoaderOptions = {}): ChunkLoader {
  const timeoutMs = options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const loaded = new Map<string, Promise<unknown>>();

  const attempt = <T>(importer: Importer<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimer(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      importer().then(
        (module) => {
          clearTimer(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimer(timer);
          reject(error);
        },
      );
    });

  const load = <T>(chunk: string, importer: Importer<T>): Promise<T> => {
    const existing = loaded.get(chunk);
    if (existing) return existing as Promise<T>;
    const run = async (): Promise<T> => {
      let lastError: unknown;
      for (let tries = 0; tries <= CHUNK_LOAD_RETRIES; tries++) {
        try {
          return await attempt(importer);
        } catch (error) {
          lastError = error;
        }
      }
      throw new ChunkLoadError(chunk, lastError);
    };
    const promise = run();
    loaded.set(chunk, promise);
    // A failed chunk may be asked for again later (the network came back): forget the failure.
    promise.catch(() => loaded.delete(chunk));
    return promise;
  };

  return {
    load,
    async require<T>(library: string, importer: Importer<T>): Promise<T> {
      try {
        return await load(library, importer);
      } catch (error) {
        throw new RequiredLibraryError(library, error as ChunkLoadError);
      }
    },
  };
}
