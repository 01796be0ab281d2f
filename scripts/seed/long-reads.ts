// Long-form demo articles assembled from the other stories, so reading times reach the 10-20 and 20+ bands.
import type { SeedArticle } from './article-types.ts';
import { GLOSSARY } from './glossary.ts';

const section = (a: SeedArticle) => [`${a.title}.`, a.summary, ...a.paragraphs];

/** The year in review retells every story: long enough for the '20+ mins' badge. */
export function longReads(stories: SeedArticle[]): SeedArticle[] {
  const web = stories.filter((s) => s.category === 'Web Accessibility');
  return [
    {
      title: 'The year in accessibility technology: every story we covered',
      summary: 'Our long read of the year: standards, laws, devices, games and research, retold story by story with context.',
      paragraphs: [
        'Settle in: this is our annual long read. It walks through every story in our feed this year, grouped loosely by theme, with the original summaries and the details that made each one matter.',
        ...stories.flatMap(section),
        'That was the year. Thank you for reading, for sending corrections, and for telling us which stories made a difference to you.',
      ],
      category: 'Research',
      tags: ['Visual', 'Hearing', 'Mobility', 'Cognitive', 'Speech', 'Neurodivergent', 'Chronic Illness'],
      featured: true,
      author: 'The Editors',
      daysAgo: 2,
    },
    {
      title: 'A web accessibility reading list for new developers',
      summary: 'Where to start: the standards, the habits and the stories that explain why they matter, in one place.',
      paragraphs: [
        'New to accessibility? This reading list collects our web stories and the glossary entries behind them. Read it in order or jump to what you need today.',
        ...web.flatMap(section),
        'Vocabulary to know.',
        ...GLOSSARY.map((g) => `${g.term}: ${g.definition}`),
      ],
      category: 'Web Accessibility',
      tags: ['Visual', 'Mobility', 'Cognitive'],
      author: 'Priya Natarajan',
      daysAgo: 22,
    },
  ];
}
