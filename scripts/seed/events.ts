// Demo events: dates are offsets from the seed time, so the list always has past and upcoming entries.
export interface SeedEvent {
  title: string;
  description: string;
  /** Start as days from the seed time (negative: past), at the given UTC hour. */
  inDays: number;
  hourUtc: number;
  /** Length in days for multi-day events. */
  durationDays?: number;
  location: string | null;
  organizer: string | null;
  url: string | null;
  isVirtual: boolean;
  isRecurring: boolean;
  /** Category name, or null for events that belong to none. */
  category: string | null;
}

export const EVENTS: SeedEvent[] = [
  {
    title: 'Global Accessibility Awareness Day meetup',
    description:
      'An evening of short talks and hands-on demos: try a screen reader, a switch and a braille display, then hear from disabled developers about their tools.',
    inDays: 12,
    hourUtc: 17,
    location: 'Community Tech Hub, Manchester',
    organizer: 'A11y North',
    url: 'https://accessibility.day/',
    isVirtual: false,
    isRecurring: true,
    category: 'Assistive Technology',
  },
  {
    title: 'CSUN Assistive Technology Conference',
    description:
      'The long-running conference on assistive technology and accessibility, with an exhibit hall and sessions for practitioners, researchers and users.',
    inDays: 45,
    hourUtc: 16,
    durationDays: 3,
    location: 'Anaheim, California',
    organizer: 'CSUN Center on Disabilities',
    url: 'https://www.csun.edu/cod/conference',
    isVirtual: false,
    isRecurring: true,
    category: 'Assistive Technology',
  },
  {
    title: 'WCAG 2.2 for developers: live workshop',
    description:
      'A three-hour online workshop on the new success criteria in WCAG 2.2, with code examples for focus visibility, dragging movements and target size.',
    inDays: 6,
    hourUtc: 14,
    location: null,
    organizer: 'WebAIM',
    url: 'https://webaim.org/training/',
    isVirtual: true,
    isRecurring: false,
    category: 'Web Accessibility',
  },
  {
    title: 'Accessibility Club monthly',
    description:
      'Monthly online meetup for people working on web accessibility. Lightning talks, questions and a relaxed chat; captions provided.',
    inDays: 3,
    hourUtc: 18,
    location: null,
    organizer: 'Accessibility Club',
    url: 'https://accessibility-club.org/',
    isVirtual: true,
    isRecurring: true,
    category: null,
  },
  {
    title: 'European Accessibility Act: one year on',
    description:
      'A webinar with legal experts and disability organisations on enforcement so far and what businesses still get wrong.',
    inDays: 21,
    hourUtc: 10,
    location: null,
    organizer: 'European Disability Forum',
    url: 'https://www.edf-feph.org/',
    isVirtual: true,
    isRecurring: false,
    category: 'Policy & Law',
  },
  {
    title: 'Inclusive game design jam',
    description:
      'A weekend game jam where every team builds a game playable with a single switch. Mentors from accessibility charities support the teams.',
    inDays: 30,
    hourUtc: 9,
    durationDays: 2,
    location: 'Games Lab, Dundee',
    organizer: 'AbleGamers',
    url: 'https://ablegamers.org/',
    isVirtual: false,
    isRecurring: false,
    category: 'Gaming',
  },
  {
    title: 'ASSETS research conference',
    description:
      'The ACM conference on computers and accessibility, presenting peer-reviewed research on assistive technology and inclusive design.',
    inDays: 80,
    hourUtc: 8,
    durationDays: 3,
    location: 'Denver, Colorado',
    organizer: 'ACM SIGACCESS',
    url: 'https://assets25.sigaccess.org/',
    isVirtual: false,
    isRecurring: true,
    category: 'Research',
  },
  {
    title: 'Plain language writing clinic',
    description:
      'Bring a page you wrote and rewrite it with an editor and easy-read specialists. Small groups, in person.',
    inDays: 9,
    hourUtc: 13,
    location: 'Central Library, Leeds',
    organizer: null,
    url: null,
    isVirtual: false,
    isRecurring: false,
    category: null,
  },
  {
    title: 'Screen reader testing basics',
    description:
      'A recorded introduction to testing web pages with NVDA and VoiceOver: starting the screen reader, moving by headings, and filling in forms.',
    inDays: -10,
    hourUtc: 15,
    location: null,
    organizer: 'Deque',
    url: 'https://www.deque.com/',
    isVirtual: true,
    isRecurring: false,
    category: 'Web Accessibility',
  },
  {
    title: 'Disability employment summit',
    description:
      'Employers, disabled workers and advocates on remote work, reasonable adjustments and inclusive hiring.',
    inDays: -24,
    hourUtc: 9,
    location: 'Conference Centre, London',
    organizer: 'Disability Rights UK',
    url: 'https://www.disabilityrightsuk.org/',
    isVirtual: false,
    isRecurring: false,
    category: 'Workplace & Education',
  },
  {
    title: 'axe-con',
    description:
      'A free virtual conference on digital accessibility with tracks for developers, designers and organisational leaders.',
    inDays: -60,
    hourUtc: 15,
    durationDays: 2,
    location: null,
    organizer: 'Deque',
    url: 'https://www.deque.com/axe-con/',
    isVirtual: true,
    isRecurring: true,
    category: 'Web Accessibility',
  },
  {
    title: 'Mobile accessibility testing lab',
    description:
      'Hands-on session testing apps with VoiceOver, TalkBack, switch control and large text. Bring your own phone.',
    inDays: -3,
    hourUtc: 12,
    location: 'Innovation Centre, Bristol',
    organizer: 'A11y South West',
    url: null,
    isVirtual: false,
    isRecurring: true,
    category: 'Mobile',
  },
];
