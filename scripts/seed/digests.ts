// Long-form demo articles built from the others (roundups), so reading times reach 5-10, 10-20 and 20+ minutes.
import type { SeedArticle } from './article-types.ts';

function roundup(items: SeedArticle[], intro: string): string[] {
  const body = items.flatMap((a) => [`${a.title}. ${a.summary}`, ...a.paragraphs]);
  return [intro, ...body, 'That is all for this edition. Tell us what we missed, and which stories you want us to follow up.'];
}

/** Newsroom roundups; each draws on the articles passed in, so their length follows the demo content. */
export function digests(all: SeedArticle[]): SeedArticle[] {
  const of = (...categories: string[]) => all.filter((a) => categories.includes(a.category));
  return [
    {
      title: 'The season in accessibility: every story, in one long read',
      summary: 'Our complete roundup of the recent months in accessibility and disability technology, from braille tablets to new laws.',
      paragraphs: roundup(all, 'Settle in: this is our longest read of the season. It collects every story we covered, grouped as they appeared, with the full reporting in one place for offline reading or a long listen with the voice reader.'),
      category: 'Research',
      tags: ['Visual', 'Hearing', 'Mobility', 'Cognitive', 'Speech', 'Neurodivergent'],
      featured: true,
      author: 'Newsroom staff',
      daysAgo: 0,
    },
    {
      title: 'Web accessibility and the law: a reading list for developers',
      summary: 'Everything a web developer needs from our recent coverage of WCAG, testing tools and accessibility law, in one place.',
      paragraphs: roundup(of('Web Accessibility', 'Policy & Law'), 'Developers keep asking us where to start. This reading list gathers our recent web accessibility and policy coverage, from WCAG 2.2 details to court rulings.'),
      category: 'Web Accessibility',
      tags: ['Visual', 'Mobility', 'Cognitive'],
      author: 'Newsroom staff',
      daysAgo: 8,
    },
    {
      title: 'Assistive technology roundup: devices and phones',
      summary: 'A roundup of our assistive technology and mobile coverage: screen readers, braille, hearing aids, AAC and phone features.',
      paragraphs: roundup(of('Assistive Technology', 'Mobile'), 'Assistive technology moved quickly this season. Here is our coverage of devices, software and phone features in one article.'),
      category: 'Assistive Technology',
      tags: ['Visual', 'Hearing', 'Mobility', 'Speech'],
      author: 'Newsroom staff',
      daysAgo: 17,
    },
    {
      title: 'Play, learn, work: gaming, research and workplace roundup',
      summary: 'Our coverage of accessible games, accessibility research and disability at work and in education, gathered together.',
      paragraphs: roundup(of('Gaming', 'Research', 'Workplace & Education'), 'From adaptive controllers to brain-computer interfaces and inclusive hiring, here is everything we covered beyond the screen reader and the browser.'),
      category: 'Workplace & Education',
      tags: ['Neurodivergent', 'Chronic Illness', 'Cognitive'],
      author: 'Newsroom staff',
      daysAgo: 28,
    },
  ];
}
