// Demo RSS sources: real feeds of accessibility sites, each filed under a category.
export interface SeedSource {
  name: string;
  url: string;
  category: string;
}

export const SOURCES: SeedSource[] = [
  {
    name: 'The A11Y Project',
    url: 'https://www.a11yproject.com/feed/feed.xml',
    category: 'Web Accessibility',
  },
  {
    name: 'Smashing Magazine: Accessibility',
    url: 'https://www.smashingmagazine.com/categories/accessibility/index.xml',
    category: 'Web Accessibility',
  },
  { name: 'WebAIM Blog', url: 'https://webaim.org/blog/feed', category: 'Web Accessibility' },
  { name: 'TPGi', url: 'https://www.tpgi.com/feed/', category: 'Web Accessibility' },
  { name: 'Deque Blog', url: 'https://www.deque.com/blog/feed/', category: 'Web Accessibility' },
  { name: 'Adrian Roselli', url: 'https://adrianroselli.com/feed', category: 'Web Accessibility' },
  { name: 'W3C WAI News', url: 'https://www.w3.org/WAI/feed.xml', category: 'Policy & Law' },
  {
    name: 'American Foundation for the Blind',
    url: 'https://www.afb.org/rss.xml',
    category: 'Assistive Technology',
  },
  { name: 'AppleVis', url: 'https://www.applevis.com/rss.xml', category: 'Mobile' },
  { name: 'Can I Play That?', url: 'https://caniplaythat.com/feed/', category: 'Gaming' },
];
