// The bench's corpus: varied, realistic articles from word lists, seeded so every run loads the same store.
import type { NewArticle } from '../../functions/data/index.ts';
const ACTORS = [
  'Apple',
  'Google',
  'Microsoft',
  'NV Access',
  'Freedom Scientific',
  'the W3C',
  'the European Commission',
  'Samsung',
  'Mozilla',
  'Valve',
  'Xbox',
  'Sony',
  'Be My Eyes',
  'Dolphin',
  'HumanWare',
  'Tobii',
  'Zürich researchers',
  'a Montréal startup',
  'São Paulo transit',
  'the RNIB',
  'the Deaf community',
  'a café chain in Köln',
];
const VERBS = [
  'launches',
  'improves',
  'updates',
  'tests',
  'expands',
  'releases',
  'rethinks',
  'funds',
  'studies',
  'announces',
  'redesigns',
  'open-sources',
  'audits',
  'previews',
  'ships',
  'pilots',
];
const ADJECTIVES = [
  'new',
  'accessible',
  'open-source',
  'affordable',
  'wearable',
  'AI-powered',
  'multilingual',
  'haptic',
  'low-vision',
  'offline',
  'customisable',
  'inclusive',
  'portable',
  'free',
];
const TOPICS = [
  'screen reader',
  'braille display',
  'captions',
  'switch access',
  'voice control',
  'eye tracking',
  'hearing aids',
  'cochlear implants',
  'magnifier',
  'keyboard navigation',
  'alt text',
  'sign language avatars',
  'colour contrast checker',
  'focus indicators',
  'audio description',
  'live transcription',
  'reading glasses',
  'wheelchair navigation',
  'smart home controls',
  'dyslexia fonts',
  'cognitive load settings',
  'WCAG 2.2 audits',
  'game controller remapping',
  'tactile maps',
  'speech synthesis',
  'mobile gestures',
  'PDF remediation',
  'ARIA landmarks',
  'reduced motion',
  'subtitles',
  'hearing loops',
  'prosthetic grips',
  'AAC boards',
];
const CONTEXT = [
  'in classrooms',
  'for older adults',
  'on public transport',
  'in the workplace',
  'for gamers',
  'at hospitals',
  'on smartphones',
  'in museums',
  'for students',
  'across government websites',
  'in banking apps',
  'during elections',
  'for remote work',
  'in cinemas',
  'on e-commerce sites',
];
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tu',
  'vax',
  'zel',
  'qui',
  'bor',
  'nym',
  'sha',
  'dri',
  'fen',
  'glo',
  'wix',
  'pra',
];

function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 3,000 made-up product names: the long tail of a real vocabulary (rare words). */
function rareWords(rand: () => number): string[] {
  return Array.from({ length: 3000 }, () =>
    Array.from(
      { length: 2 + Math.floor(rand() * 3) },
      () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)],
    ).join(''),
  );
}

function corpus(seed = 42) {
  const rand = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const rare = rareWords(rand);
  const sentence = () =>
    `${pick(ACTORS)} ${pick(VERBS)} ${pick(ADJECTIVES)} ${pick(TOPICS)} ${pick(CONTEXT)}, with ${pick(rare)} and ${pick(TOPICS)}.`;
  return { rand, pick, rare, sentence };
}

export function articleInputs(count: number): NewArticle[] {
  const { rand, pick, rare, sentence } = corpus();
  const start = Date.UTC(2020, 0, 1);
  return Array.from({ length: count }, (_, n) => ({
    title: `${pick(ACTORS)} ${pick(VERBS)} ${pick(ADJECTIVES)} ${pick(TOPICS)} ${rand() < 0.3 ? pick(rare) : pick(CONTEXT)}`,
    summary: `${sentence()} ${sentence()}`,
    content: Array.from({ length: 6 + Math.floor(rand() * 8) }, sentence).join(' '),
    author: rand() < 0.7 ? `Author ${Math.floor(rand() * 40)}` : null,
    categoryId: 1 + Math.floor(rand() * 8),
    featured: rand() < 0.05,
    tagIds: [1 + Math.floor(rand() * 8)],
    sourceName: 'Bench Wire',
    sourceUrl: `https://bench.example.org/story/${n}`,
    isManualEntry: rand() < 0.1,
    publishedAt: new Date(start + n * 3_600_000 + Math.floor(rand() * 3_000_000)).toISOString(),
  }));
}

/** Mixed queries: common words, pairs, actor + topic, prefixes, diacritics, rare names, misses. */
export function queries(count: number): string[] {
  const { rand, pick, rare } = corpus(7);
  const topicWord = () => pick(pick(TOPICS).split(' '));
  const kinds = [
    () => topicWord(),
    () => pick(TOPICS),
    () => `${pick(ACTORS).split(' ').pop()} ${topicWord()}`,
    () => {
      const w = pick(TOPICS);
      return w.slice(0, Math.max(3, w.length - 1 - Math.floor(rand() * 4)));
    },
    () => pick(['zurich', 'montreal', 'sao paulo', 'koln cafe', 'Zürich researchers', 'CAFÉ']),
    () => pick(rare),
    () => `${topicWord()} ${pick(rare).slice(0, 3)}`,
    () => 'nonexistentword',
  ];
  return Array.from({ length: count }, (_, i) => (kinds[i % kinds.length] as () => string)());
}
