import { takesClosedForm, type ParticlePair } from './particle';

// Finds Korean particles that read wrong in message text (issue 26): a pair left for the
// reader to choose ("제목을(를)"), a particle that does not fit the syllable before it
// ("월요일와"), or a bare particle right after a value that is only known at run time.
// The repository-wide scan lives in particle-scan.test.ts; these are the rules it applies.

/** "을(를)", "(으)로" and the like: the writer left the choice to the reader. */
const UNRESOLVED = /을\(를\)|를\(을\)|이\(가\)|가\(이\)|은\(는\)|는\(은\)|와\(과\)|과\(와\)|\(으\)로/g;

/** A "{name}" placeholder filled in later by code that fits the particle itself (the catalogue seed). */
const FITTED_PLACEHOLDER = /\}\(으\)로/g;

const PAIR_OF: Record<string, ParticlePair> = {
  은: '은/는', 는: '은/는', 이: '이/가', 가: '이/가', 을: '을/를', 를: '을/를', 과: '과/와', 와: '과/와',
};
const CLOSED_FORMS = new Set(['은', '이', '을', '과']);

/**
 * Words that merely end in a particle's syllable: nouns (정가, 효과, 그레이), names, and verb
 * forms whose -는/-은 ending is not the topic particle (있는, 모은). A new such word in a
 * message makes the scan fail; add it here once you are sure it is not a particle.
 */
export const WORDS_ENDING_LIKE_A_PARTICLE: ReadonlySet<string> = new Set([
  // -은 after a verb stem, and names
  '모은', '나은', '예은', '정예은', '하은', '다은', '지은', '서은', '가은', '채은',
  // nouns ending in 가, 이, 과, 을
  '정가', '할인가', '불가', '국가', '상가', '창가', '평가', '원가', '단가', '판매가', '추가',
  '있는가', '분명한가', '맞는가', '어울리는가',
  '카카오페이', '네이버페이', '토스페이', '그레이', '노르웨이', '아이', '트레이', '솔베이', '서브웨이', '차이', '그사이', '사이', '자이',
  '효과', '초과', '결과', '사이버수사과',
  '가을', '마을',
]);

/**
 * Verb stems that end in a consonant and take the -는 ending (있는, 돌려받는, 관계없는): after
 * them 는 is not the topic particle, so the check lets it be.
 */
const VERB_STEMS_BEFORE_NEUN = new Set([...'있없않맞닿찾묻받담굳맡잇얻앉익읽닫먹놓넣좋싶웃걷붙남갖뽑씻깎꽂']);

export interface ParticleProblem {
  found: string;
  why: string;
}

/** Pairs the writer left unresolved, outside "{placeholder}(으)로" templates fitted by code. */
export function unresolvedParticles(text: string): ParticleProblem[] {
  const withoutPlaceholders = text.replace(FITTED_PLACEHOLDER, '}');
  return [...withoutPlaceholders.matchAll(UNRESOLVED)].map((match) => ({
    found: match[0],
    why: 'withParticle로 받침에 맞는 조사를 고르세요',
  }));
}

/** Hangul words ending in a particle that does not fit the syllable before it (월요일와, 소파이). */
export function misjoinedParticles(text: string): ParticleProblem[] {
  const problems: ParticleProblem[] = [];
  for (const [word] of text.matchAll(/[가-힣]{2,}/g)) {
    const particle = word.slice(-1);
    const pair = PAIR_OF[particle];
    if (!pair || WORDS_ENDING_LIKE_A_PARTICLE.has(word)) continue;
    if (particle === '는' && VERB_STEMS_BEFORE_NEUN.has(word.slice(-2, -1))) continue;
    if (takesClosedForm(word.slice(-2, -1), pair) !== CLOSED_FORMS.has(particle)) {
      problems.push({ found: word, why: `${pair} 중 받침에 맞지 않는 조사` });
    }
  }
  return problems;
}

/**
 * A particle at the start of the text that follows a run-time value ("${name}을 …",
 * "{office.weeklyClosed}와 …"): only withParticle can know which form the value takes —
 * unless the value's last syllable is known (formatKrw always ends in 원), then it must fit.
 */
export function particleAfterValue(textAfterValue: string, knownLastSyllable?: string): ParticleProblem | null {
  const match = /^(으로|로|은|는|이|가|을|를|과|와)(?![가-힣(])/.exec(textAfterValue);
  if (!match) return null;
  const particle = match[1]!;
  if (knownLastSyllable === undefined) return { found: particle, why: '값 뒤의 조사는 withParticle로 붙이세요' };
  const pair: ParticlePair = particle.endsWith('로') ? '으로/로' : PAIR_OF[particle]!;
  const fits = takesClosedForm(knownLastSyllable, pair) === (CLOSED_FORMS.has(particle) || particle === '으로');
  return fits ? null : { found: `${knownLastSyllable}${particle}`, why: `${pair} 중 받침에 맞지 않는 조사` };
}
