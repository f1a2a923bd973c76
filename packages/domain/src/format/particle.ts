/**
 * Korean particle pairs: the first after a final consonant (받침), the second after a vowel.
 * '으로/로' is the one exception to that split: a final ㄹ takes 로 (서울로, 레일로).
 */
export type ParticlePair = '은/는' | '이/가' | '을/를' | '과/와' | '으로/로';

const HANGUL_FIRST = 0xac00;
const HANGUL_COUNT = 11_172;
const FINAL_RIEUL = 8;
/** How a final digit is read aloud (010-1234-5678 → 팔로), since the particle follows the sound. */
const DIGIT_READINGS = '영일이삼사오육칠팔구';
/** A closing quote or a trailing "(…)" is not read as the end of the word: ‘소파’를, 소파(회색)를. */
const UNSPOKEN_ENDING = /(\s*\([^()]*\)|['"‘’“”」』])$/;

/** The final consonant index of a Hangul syllable (0 = none), or null for anything else. */
export function finalConsonantOf(syllable: string): number | null {
  const code = syllable.charCodeAt(0) - HANGUL_FIRST;
  return code >= 0 && code < HANGUL_COUNT ? code % 28 : null;
}

/** Whether a particle of the pair should take its closed form after this syllable. */
export function takesClosedForm(syllable: string, pair: ParticlePair): boolean {
  const final = finalConsonantOf(syllable);
  if (final === null || final === 0) return false;
  return !(pair === '으로/로' && final === FINAL_RIEUL);
}

/** The syllable a reader says last: closing quotes and a trailing parenthesis are skipped, digits read out. */
function lastSpokenSyllable(word: string): string {
  let spoken = word.trimEnd();
  while (UNSPOKEN_ENDING.test(spoken)) spoken = spoken.replace(UNSPOKEN_ENDING, '').trimEnd();
  const last = spoken.slice(-1);
  return /\d/.test(last) ? DIGIT_READINGS[Number(last)]! : last;
}

/** Only the particle the word takes, for markup that styles the word apart: <strong>{word}</strong>{particle}. */
export function particleAfter(word: string, pair: ParticlePair): string {
  const [closedForm, openForm] = pair.split('/') as [string, string];
  return takesClosedForm(lastSpokenSyllable(word), pair) ? closedForm : openForm;
}

/** The word with the particle its last syllable takes: 기획전 → 기획전이, 소파 → 소파가, 월요일 → 월요일과. */
export function withParticle(word: string, pair: ParticlePair): string {
  return `${word}${particleAfter(word, pair)}`;
}
