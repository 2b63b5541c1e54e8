import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing with scrypt (memory-hard). The stored string names its own parameters,
 * `scrypt$N$r$p$salt$hash` (salt and hash base64url), so they can be raised later without
 * invalidating existing hashes: `needsRehash` tells when a login should store a stronger one.
 *
 * N = 2^16, r = 8, p = 1 uses 64 MiB and roughly 100 ms per hash on one core: costly for an
 * attacker with a stolen table, affordable for a shop's login rate (decision 010).
 */
export const SCRYPT_PARAMETERS = { N: 2 ** 16, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Bounds on parameters read back from a stored string, so a tampered row cannot exhaust memory. */
const MAX_COST = 2 ** 20;
const MAX_BLOCK_SIZE = 16;
const MAX_PARALLELISM = 4;

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, length: number, parameters: ScryptParameters) {
  const options: ScryptOptions = {
    ...parameters,
    // Node refuses anything above 32 MiB by default; allow the chosen cost with headroom.
    maxmem: 256 * parameters.N * parameters.r + 1024 * 1024,
  };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  parameters: ScryptParameters = SCRYPT_PARAMETERS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, parameters);
  const { N, r, p } = parameters;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

interface ParsedHash {
  parameters: ScryptParameters;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts
    .slice(1, 4)
    .map((part) => (/^\d{1,8}$/.test(part ?? "") ? Number(part) : Number.NaN));
  if (N === undefined || r === undefined || p === undefined) return null;
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_COST) return null;
  if (!(r >= 1 && r <= MAX_BLOCK_SIZE && p >= 1 && p <= MAX_PARALLELISM)) return null;
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const key = Buffer.from(parts[5] ?? "", "base64url");
  if (salt.length < 8 || key.length < 16) return null;
  return { parameters: { N, r, p }, salt, key };
}

/** True when the password matches; a malformed stored string never matches. Constant-time comparison. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.key.length, parsed.parameters);
  return timingSafeEqual(candidate, parsed.key);
}

/** A stored hash made with weaker parameters than today's: re-hash it after the next successful login. */
export function needsRehash(stored: string, parameters: ScryptParameters = SCRYPT_PARAMETERS): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const current = parsed.parameters;
  return current.N < parameters.N || current.r < parameters.r || current.p < parameters.p;
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when there is no account to check against, so response
 * times do not reveal which emails are registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("no account has this password");
  await verifyPassword(password, await dummyHash);
  return false;
}

/** Shortest password accepted; longer phrases are encouraged, composition rules are not imposed. */
export const MIN_PASSWORD_LENGTH = 8;
/** scrypt takes any length; the cap only stops absurd request bodies. */
export const MAX_PASSWORD_LENGTH = 1024;

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string; username?: string } = {}) {
  if (password.trim() === "") return "Please enter a password.";
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Please use a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return "That password is too long.";
  const lowered = password.toLowerCase();
  if (new Set(lowered).size < 4) return "That password is too easy to guess. Please choose another.";
  if (COMMON_PASSWORDS.has(lowered)) return "That password is too common. Please choose another.";
  for (const own of [context.email, context.username, context.email?.split("@")[0]]) {
    if (own && own.length >= 4 && lowered === own.toLowerCase())
      return "Please choose a password that is not your email address or username.";
  }
  return null;
}

/** A few of the most used passwords: refused outright. */
const COMMON_PASSWORDS = new Set([
  "password",
  "password1",
  "password123",
  "12345678",
  "123456789",
  "1234567890",
  "qwertyuiop",
  "qwerty123",
  "iloveyou",
  "sunshine1",
  "princess1",
  "football1",
  "baseball1",
  "welcome1",
  "letmein1",
  "abc12345",
  "admin123",
  "passw0rd",
  "11111111",
  "00000000",
]);
