/** Respellings of base64url text that a decoder ignoring unused trailing bits would read as the same bytes. */
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `text` with its last character's unused bits set every other way (3 for 32 bytes, 15 for 64, none for 33). */
export function otherSpellings(text: string): string[] {
  const unused = [0, 0, 4, 2][text.length % 4];
  const last = B64.indexOf(text.at(-1)!);
  return Array.from({ length: (1 << unused) - 1 }, (_, i) => text.slice(0, -1) + B64[last + i + 1]);
}
