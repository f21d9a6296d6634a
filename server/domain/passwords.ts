import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with node's scrypt (no native add-on): N = 2^15, r = 8, p = 1, a random
 * 16-byte salt and a 32-byte key. The stored value describes itself, so the parameters can be
 * raised later without breaking existing hashes:
 *
 *     scrypt$<N>$<r>$<p>$<salt, base64url>$<key, base64url>
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** N=2^15, r=8 needs 32 MiB; node's default maxmem (32 MiB) is just too small. */
const MAXMEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Parameters a stored hash may carry (anything else is treated as not matching). */
function parse(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const sane = Number.isInteger(Math.log2(N)) && N >= 2 ** 10 && N <= 2 ** 17 && R >= 1 && R <= 16 && P >= 1 && P <= 4;
  if (!sane) return null;
  return { N, r: R, p: P, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Constant-time comparison; false (never an exception) for a malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length === 0) {
    // Same work as a real check, so a broken row does not answer faster.
    await derive(password, randomBytes(SALT_BYTES), KEY_LENGTH, PARAMS);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p });
  return timingSafeEqual(key, parsed.key);
}

let dummy: Promise<string> | null = null;
/**
 * A hash of a random password, checked when the e-mail of a login is unknown so that the answer
 * takes as long as for a real account.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
