/*
 * Devanagari (Hindi, Marathi) and Kannada written in Latin letters, as a reader would spell them
 * ("मेरी फ़ोटो" → "meree foto", "ನನ್ನ ಚಿತ್ರ" → "nanna chitra"): enough for a file name staff can
 * read again, not a scholarly romanisation. Both scripts share one layout from the start of their
 * Unicode block, so one table serves them. Other characters pass through unchanged.
 */

const BLOCKS = [
  { start: 0x0900, dropFinalA: true }, // Devanagari: Hindi drops a word's last inherent "a" (कमल: kamal)
  { start: 0x0c80, dropFinalA: false }, // Kannada keeps it (ಚಿತ್ರ: chitra)
] as const;

/** Consonants, 0x15–0x39 from the block's start; each carries an "a" unless a vowel sign or virama follows. */
const CONSONANTS = [
  'k',
  'kh',
  'g',
  'gh',
  'n',
  'ch',
  'chh',
  'j',
  'jh',
  'ny',
  't',
  'th',
  'd',
  'dh',
  'n',
  't',
  'th',
  'd',
  'dh',
  'n',
  'n',
  'p',
  'ph',
  'b',
  'bh',
  'm',
  'y',
  'r',
  'r',
  'l',
  'l',
  'l',
  'v',
  'sh',
  'sh',
  's',
  'h',
];
/** Vowels written on their own, 0x05–0x14. */
const VOWELS = ['a', 'a', 'i', 'ee', 'u', 'oo', 'ri', 'li', 'e', 'e', 'e', 'ai', 'o', 'o', 'o', 'au'];
/** Vowel signs after a consonant, 0x3E–0x4C. */
const SIGNS = ['a', 'i', 'ee', 'u', 'oo', 'ri', 'ri', 'e', 'e', 'e', 'ai', 'o', 'o', 'o', 'au'];
const VIRAMA = 0x4d;

type Letter = { kind: 'consonant' | 'vowel' | 'sign' | 'virama' | 'mark' | 'digit' | 'other'; text: string };

function letterOf(char: string): Letter & { dropFinalA?: boolean } {
  const code = char.codePointAt(0)!;
  const block = BLOCKS.find((b) => code >= b.start && code < b.start + 0x80);
  if (!block) return { kind: 'other', text: char };
  const at = code - block.start;
  const dropFinalA = block.dropFinalA;
  if (at >= 0x15 && at <= 0x39) return { kind: 'consonant', text: CONSONANTS[at - 0x15]!, dropFinalA };
  if (at >= 0x05 && at <= 0x14) return { kind: 'vowel', text: VOWELS[at - 0x05]! };
  if (at >= 0x3e && at <= 0x4c) return { kind: 'sign', text: SIGNS[at - 0x3e]! };
  if (at === VIRAMA) return { kind: 'virama', text: '' };
  if (at >= 0x01 && at <= 0x03) return { kind: 'mark', text: at === 0x03 ? 'h' : 'n' };
  if (at >= 0x66 && at <= 0x6f) return { kind: 'digit', text: String(at - 0x66) };
  // Nukta, accents, danda and the like: nothing to spell.
  return { kind: 'mark', text: '' };
}

/** `text` with every Devanagari and Kannada letter spelled in Latin letters. */
export function transliterateIndic(text: string): string {
  // A nukta (फ़) changes the sound a little, not the spelling: left out so a vowel sign still follows its consonant.
  const letters = [...text.replace(/[\u093c\u0cbc]/g, '')].map(letterOf);
  let out = '';
  letters.forEach((letter, i) => {
    out += letter.text;
    if (letter.kind !== 'consonant') return;
    const next = letters[i + 1];
    if (next?.kind === 'sign' || next?.kind === 'virama') return;
    const wordEnds = !next || next.kind === 'other' || next.kind === 'digit';
    // A short word keeps its "a" (न: na); a longer one ending in a consonant drops it in Hindi.
    const wordLength = letters
      .slice(0, i + 1)
      .reverse()
      .findIndex((l) => l.kind === 'other');
    if (wordEnds && letter.dropFinalA && (wordLength === -1 ? i + 1 : wordLength) > 1) return;
    out += 'a';
  });
  return out;
}
