/** Korean particle pairs: the first after a final consonant (받침), the second after a vowel. */
export type ParticlePair = '은/는' | '이/가' | '을/를';

/** The word with the particle its last syllable takes: 기획전 → 기획전이, 소파 → 소파가. */
export function withParticle(word: string, pair: ParticlePair): string {
  const [closedForm, openForm] = pair.split('/') as [string, string];
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  const closed = code >= 0 && code < 11_172 && code % 28 !== 0;
  return `${word}${closed ? closedForm : openForm}`;
}
