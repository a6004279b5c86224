/**
 * Player names as people see them. A name is stored NFKC-normalised, without invisible or
 * control characters, and two names clash when they look alike: their skeletons (case folded,
 * accents dropped, Cyrillic/Greek/small-capital/digit look-alikes folded onto Latin letters) are
 * equal. This is how "Аlice" (Cyrillic А) or "A1ice" is kept from sitting next to Alice.
 *
 * These rules use the JavaScript engine's Unicode tables, which differ a little between browser
 * versions, so they decide the lobby (where the host admits people) and never the chain's validity.
 */

/**
 * Characters that show nothing or steer the text around them: controls, format characters (zero
 * width, joiners, bidi overrides, tags, the soft hyphen), private use, unassigned code points, line
 * and paragraph separators, variation selectors, and letters that render blank (Hangul fillers,
 * the braille blank, Khmer inherent vowels, Mongolian free variation selectors, the grapheme joiner).
 */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: each invisible mark is matched on its own, on purpose (a name made only of them is refused)
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');
/** The general-purpose combining accents (a Latin-looking name can hide under a stack of them). */
const ACCENT = '[\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f]';
const ACCENTS = new RegExp(ACCENT, 'gu');
const STACKED = new RegExp(`${ACCENT}{2}|^\\p{M}`, 'u');

/** What a name may not be, or null. `name` is what will be signed, not what was typed. */
export function nameProblem(name: string): string | null {
  if (name !== name.normalize('NFKC')) return 'A name must be written in Unicode NFKC form.';
  if (INVISIBLE.test(name)) return 'A name cannot hold invisible or control characters.';
  if (/\s/u.test(name.replace(/ /g, '')) || / {2}/.test(name)) return 'A name may only hold single spaces between words.';
  if (STACKED.test(name)) return 'A name cannot stack accents.';
  if (!/[\p{L}\p{N}\p{S}]/u.test(name)) return 'A name needs at least one letter, digit or symbol.';
  return null;
}

/** The name to sign for what a player typed: NFKC, invisible characters dropped, spaces collapsed. */
export function normalizeName(typed: string): string {
  return typed.normalize('NFKC').replace(INVISIBLE_ALL, '').replace(/\s+/gu, ' ').trim();
}

/** Capitals whose look differs from their small letter's: Greek Η is H, but η looks like n. */
const CAPITALS: Record<string, string> = {
  I: 'l', // I, l and 1 are one stroke in many fonts
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'l',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
  Α: 'a',
  Ο: 'o',
  В: 'b',
  Н: 'h',
  Т: 't',
  М: 'm',
  К: 'k',
  І: 'l',
  Ӏ: 'l',
  Ј: 'j',
  Ѕ: 's',
};

/** Small letters (and digits) that look like a Latin small letter. */
const SMALL: Record<string, string> = {
  // Cyrillic
  а: 'a',
  б: '6',
  в: 'b',
  г: 'r',
  е: 'e',
  ё: 'e',
  з: '3',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ь: 'b',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  ө: 'o',
  ү: 'y',
  ɡ: 'g',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ϲ: 'c',
  ϳ: 'j',
  // Armenian
  օ: 'o',
  ս: 'u',
  հ: 'h',
  ո: 'n',
  ց: 'g',
  // Latin variants and small capitals
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɩ: 'i',
  ʟ: 'l',
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  // digits and strokes
  '0': 'o',
  '1': 'l',
  '|': 'l',
  ǀ: 'l',
};

function fold(name: string): string {
  let out = '';
  for (const ch of name.normalize('NFKC').normalize('NFD').replace(ACCENTS, '')) {
    const capital = CAPITALS[ch];
    if (capital) out += capital;
    else for (const c of ch.toLowerCase()) out += SMALL[c] ?? c;
  }
  // letter pairs that read as one letter
  return out.replace(INVISIBLE_ALL, '').replace(/\s+/gu, ' ').trim().replace(/rn/g, 'm').replace(/vv/g, 'w');
}

/**
 * The skeletons of a name: one where capitals keep their own look (Greek Η is H, Latin I is l), and
 * one of its lower case (so "ANN" and "ann" clash as well).
 */
export function nameSkeletons(name: string): [string, string] {
  return [fold(name), fold(name.toLowerCase())];
}

/** Whether two names could be taken for each other at the table. */
export function looksAlike(a: string, b: string): boolean {
  const [a1, a2] = nameSkeletons(a);
  const [b1, b2] = nameSkeletons(b);
  return a1 === b1 || a2 === b2;
}
