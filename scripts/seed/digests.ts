// Long-form demo articles built from the others (roundups), so reading times reach 5-10, 10-20 and 20+ minutes.
import type { SeedArticle } from './article-types.ts';

function roundup(items: SeedArticle[], intro: string): string[] {
  const body = items.flatMap((a) => [`${a.title}. ${a.summary}`, ...a.paragraphs]);
  return [
    intro,
    ...body,
    'That is all for this edition. Tell us what we missed, and which stories you want us to follow up.',
  ];
}

/**
 * A roundup in Markdown (product.md §10.11): a list of its sections, then a level 2 heading per category and a level 3
 * heading per story, so screen reader users can move through it by headings.
 */
function structuredRoundup(items: SeedArticle[], intro: string): string[] {
  const categories = [...new Set(items.map((a) => a.category))];
  return [
    intro,
    'In this reading list:',
    categories.map((c) => `- ${c}`).join('\n'),
    ...categories.flatMap((c) => [
      `## ${c}`,
      ...items
        .filter((a) => a.category === c)
        .flatMap((a) => [`### ${a.title}`, a.summary, ...a.paragraphs]),
    ]),
    '## Tell us what we missed',
    'Which stories do you want us to follow up? Write to the newsroom.',
  ];
}

/** Newsroom roundups; each draws on the articles passed in, so their length follows the demo content. */
export function digests(
  all: SeedArticle[],
  glossary: { term: string; definition: string }[],
): SeedArticle[] {
  const of = (...categories: string[]) => all.filter((a) => categories.includes(a.category));
  const appendix = [
    'Words used in this edition, from our glossary:',
    ...glossary.map((g) => `${g.term}: ${g.definition}`),
  ];
  return [
    {
      title: 'The season in accessibility: every story, in one long read',
      summary:
        'Our complete roundup of the recent months in accessibility and disability technology, from braille tablets to new laws.',
      paragraphs: [
        ...roundup(
          all,
          'Settle in: this is our longest read of the season. It collects every story we covered, with the full reporting in one place for offline reading or a long listen with the voice reader.',
        ),
        ...appendix,
      ],
      category: 'Research',
      tags: ['Visual', 'Hearing', 'Mobility', 'Cognitive', 'Speech', 'Neurodivergent'],
      featured: true,
      author: 'Newsroom staff',
      daysAgo: 0,
    },
    {
      title: 'Assistive technology and the web: a reading list',
      summary:
        'Our coverage of screen readers, braille, hearing aids, phones and web accessibility practice, gathered for developers and users.',
      paragraphs: structuredRoundup(
        of('Assistive Technology', 'Mobile', 'Web Accessibility'),
        'Developers and users keep asking us where to start. This reading list gathers our recent coverage of devices, phone features and web accessibility practice.',
      ),
      format: 'markdown',
      inShort:
        'This is a list of our news about screen readers, braille, phones and websites. Each part has a heading, so you can jump to the part you want.',
      category: 'Web Accessibility',
      tags: ['Visual', 'Hearing', 'Mobility', 'Speech'],
      author: 'Newsroom staff',
      daysAgo: 8,
    },
    {
      title: 'Rights at work and online: policy roundup',
      summary:
        'Accessibility law, court rulings and disability at work and in education, from our recent reporting.',
      paragraphs: roundup(
        of('Policy & Law', 'Workplace & Education'),
        'Laws and workplaces changed quickly this season. Here is our policy, employment and education coverage in one article.',
      ),
      category: 'Policy & Law',
      tags: ['Cognitive', 'Chronic Illness', 'Neurodivergent'],
      author: 'Newsroom staff',
      daysAgo: 17,
    },
    {
      title: 'Play and discovery: gaming and research roundup',
      summary:
        'Accessible games, adaptive controllers and the latest accessibility research, gathered together.',
      paragraphs: roundup(
        of('Gaming', 'Research'),
        'From adaptive controllers to brain-computer interfaces, here is everything we covered in games and research.',
      ),
      category: 'Gaming',
      tags: ['Mobility', 'Speech', 'Hearing'],
      author: 'Newsroom staff',
      daysAgo: 28,
    },
  ];
}
