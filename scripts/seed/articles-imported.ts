// Demo articles that look imported from real accessibility sites (titles and texts written for this project).
import type { SeedArticle } from './article-types.ts';
import {
  webaim,
  a11yProject,
  tpgi,
  deque,
  smashing,
  roselli,
  wai,
  afb,
} from './imported-sources.ts';

export const IMPORTED_ARTICLES: SeedArticle[] = [
  {
    title: 'Screen reader survey shows NVDA overtaking JAWS at work',
    summary:
      'The latest practitioner survey finds NVDA is now the most common primary screen reader, including in offices.',
    paragraphs: [
      'The newest screen reader user survey collected more than two thousand responses from blind and low vision people on six continents. For the first time NVDA leads as the primary screen reader both at home and at work, with JAWS close behind and VoiceOver dominant on mobile.',
      'Respondents said cost and the pace of updates drove the change. Many organisations now allow staff to choose their own assistive technology, and free tools no longer need an exception from IT.',
      'The survey also asked about headings: navigating by heading remains the most common way to find information on a long page, which is a useful reminder that a clear heading structure is still one of the cheapest improvements a site can make.',
    ],
    category: 'Assistive Technology',
    tags: ['Visual'],
    featured: true,
    author: 'Jared Smith',
    source: webaim('screen-reader-survey-results'),
    daysAgo: 3,
  },
  {
    title: 'The WebAIM Million: home pages still fail on contrast',
    summary:
      'The annual scan of one million home pages finds low contrast text on most of them, and little overall progress.',
    paragraphs: [
      'Automated testing of the top one million home pages found detectable WCAG failures on the vast majority. Low contrast text remains the most frequent issue, followed by missing alternative text, empty links and missing form labels.',
      'Pages using ARIA had more detected errors on average than pages without it. ARIA is not the cause in itself, but it often signals complex custom widgets that were built without testing with assistive technology.',
    ],
    category: 'Web Accessibility',
    tags: ['Visual', 'Cognitive'],
    featured: true,
    author: 'WebAIM',
    source: webaim('million-2026'),
    daysAgo: 12,
  },
  {
    title: 'Designing focus indicators that meet WCAG 2.2',
    summary:
      'A practical walk-through of focus appearance, focus not obscured and how to test both by keyboard.',
    paragraphs: [
      'WCAG 2.2 added two success criteria about focus: a focused element must not be hidden entirely by sticky headers or cookie banners, and at the AAA level the indicator itself must be large enough and contrast with its surroundings.',
      'The simplest robust pattern is an outline of two pixels or more with an offset, in a colour that contrasts with both the component and the page background. Relying on box-shadow alone fails in forced colours mode, where shadows are removed.',
      'Test by unplugging the mouse. Tab through the page, watch where focus lands, and note every moment you lose track of it. Sticky footers and chat widgets are frequent culprits.',
      'Finally, check that scroll-padding is set on the document so that an element scrolled into view by the keyboard does not end up under a fixed header.',
    ],
    category: 'Web Accessibility',
    tags: ['Mobility', 'Visual'],
    author: 'Sara Soueidan',
    source: smashing('designing-focus-indicators-wcag-22'),
    daysAgo: 20,
  },
  {
    title: 'Why your custom select needs to be a native select',
    summary:
      'Most custom dropdowns break with screen readers, voice control and zoom; the native element rarely does.',
    paragraphs: [
      'Every few months another design system ships a custom select that looks beautiful and announces nothing. Native select elements have years of platform work behind them: they expose their role and value, open with the keyboard, and respect the user operating system settings.',
      'If the design truly cannot use a native control, the listbox pattern needs a button that reports its expanded state, arrow-key navigation, type-ahead, and an accessible name that includes the current value. Then it needs testing with at least two screen readers and with voice control software.',
      'Before going down that path, ask whether the styling requirement is worth the risk. The new customisable select in modern browsers makes most of these arguments obsolete.',
    ],
    category: 'Web Accessibility',
    tags: ['Visual', 'Mobility'],
    author: 'Adrian Roselli',
    source: roselli('native-select'),
    daysAgo: 27,
  },
  {
    title: 'Accessible authentication: the end of the puzzle CAPTCHA',
    summary:
      'WCAG 2.2 success criterion 3.3.8 asks for logins without cognitive function tests. Here is how teams comply.',
    paragraphs: [
      'Remembering a password, transcribing distorted characters or solving a puzzle are all cognitive function tests. Success criterion 3.3.8 requires that at least one way of logging in does not depend on them, unless a mechanism helps the user.',
      'Allowing paste into password fields and supporting password managers is enough for many sites. Passkeys and email magic links go further and remove the memory burden entirely.',
      'Teams that still need bot protection are moving to invisible risk scoring, with an accessible fallback that never asks the user to identify traffic lights.',
    ],
    category: 'Web Accessibility',
    tags: ['Cognitive', 'Visual'],
    author: 'Hidde de Vries',
    source: a11yProject('accessible-authentication'),
    daysAgo: 35,
  },
  {
    title: 'ARIA live regions: what actually gets announced',
    summary:
      'Test results across screen readers show which live region patterns are reliable and which silently fail.',
    paragraphs: [
      'Live regions let a page announce changes without moving focus, but support varies. A region must exist in the document before its content changes; injecting a region together with its message is the most common reason nothing is heard.',
      'Polite announcements queue behind the current speech, assertive ones interrupt it. Use assertive sparingly: a form error is a good candidate, a typing indicator in a chat is not.',
      'Status messages such as "Saved" or search result counts belong in role status. Toast libraries that remove the message after two seconds can cut off slower speech rates, so keep the text in place long enough.',
    ],
    category: 'Web Accessibility',
    tags: ['Visual'],
    author: 'Steve Faulkner',
    source: tpgi('aria-live-regions-what-gets-announced'),
    daysAgo: 41,
  },
  {
    title: 'Automated testing finds about half of the issues; here is the other half',
    summary:
      'A study of thousands of audits shows what automated rules catch and what still needs a human tester.',
    paragraphs: [
      'Analysis of a large set of audits found automated rules identified a little over half of the total issues by volume. The issues they catch are frequent and cheap to fix: contrast, missing names, duplicate ids.',
      'What automation cannot judge is meaning. Is the alternative text accurate? Is the focus order logical? Does the error message tell the user how to fix the problem? These need a person, ideally one who uses assistive technology every day.',
    ],
    category: 'Research',
    tags: ['Visual', 'Cognitive'],
    author: 'Glenda Sims',
    source: deque('automated-testing-coverage-study'),
    daysAgo: 48,
  },
  {
    title: 'WCAG 3 working draft introduces outcomes and assertions',
    summary:
      'The new draft replaces success criteria with outcomes and lets organisations document their own processes.',
    paragraphs: [
      'The Accessibility Guidelines Working Group published an updated working draft of WCAG 3. The draft organises requirements as outcomes, each tested with methods for specific technologies, and adds assertions: documented processes such as usability testing with disabled people.',
      'Conformance levels would be bronze, silver and gold rather than A, AA and AAA. The group stresses that WCAG 2.2 remains the standard to follow for years to come and that nothing in the draft is stable yet.',
      'Comments are open to everyone and the group is particularly looking for feedback from people with cognitive and learning disabilities.',
    ],
    category: 'Policy & Law',
    tags: ['Cognitive'],
    author: 'W3C Web Accessibility Initiative',
    source: wai('wcag3-draft-outcomes'),
    daysAgo: 55,
  },
  {
    title: 'European Accessibility Act enforcement begins',
    summary:
      'Products and services sold in the EU now have to meet common accessibility requirements, from e-books to banking.',
    paragraphs: [
      'The European Accessibility Act now applies to a wide range of products and services, including e-commerce, banking, e-books, ticketing and consumer operating systems. National market surveillance authorities can order changes and impose penalties.',
      'Micro-enterprises providing services are exempt, and there are transitional periods for some existing contracts and self-service terminals. For most websites and apps the practical benchmark is EN 301 549, which references WCAG 2.1 level AA.',
      'Companies outside Europe that sell to European consumers are covered too, which is expected to raise the baseline well beyond the EU.',
    ],
    category: 'Policy & Law',
    tags: ['Visual', 'Hearing', 'Mobility', 'Cognitive'],
    featured: true,
    author: null,
    source: a11yProject('eaa-enforcement-begins'),
    daysAgo: 62,
  },
  {
    title: 'Department of Justice rule sets WCAG 2.1 AA for public entities',
    summary:
      'State and local governments in the US must make web content and mobile apps meet WCAG 2.1 level AA.',
    paragraphs: [
      'The final rule under Title II of the Americans with Disabilities Act names WCAG 2.1 level AA as the technical standard for web content and mobile apps of state and local governments. Larger entities have a shorter compliance window than smaller ones.',
      'Exceptions cover archived content and some pre-existing documents, but not content that people need to use a service today. Public universities, transit agencies and courts are all in scope.',
    ],
    category: 'Policy & Law',
    tags: ['Visual', 'Hearing', 'Mobility'],
    author: 'AFB Public Policy Team',
    source: afb('doj-title-ii-web-rule'),
    daysAgo: 70,
  },
  {
    title: 'Braille displays get cheaper as new cell technology ships',
    summary:
      'A new generation of refreshable braille displays uses cheaper actuators, bringing prices down sharply.',
    paragraphs: [
      'Refreshable braille displays have long cost thousands of dollars, largely because of the piezoelectric cells that raise each dot. New designs using electromagnetic and shape-memory actuators are now shipping in 20 and 40 cell models.',
      'Braille literacy advocates welcome the change. Braille remains essential for deafblind users and for anyone who needs to read precisely, such as programmers checking punctuation or students learning spelling.',
      'Multi-line displays that can show tactile graphics are also moving from research labs to classrooms.',
    ],
    category: 'Assistive Technology',
    tags: ['Visual'],
    featured: true,
    author: 'AFB Staff',
    source: afb('affordable-braille-displays'),
    daysAgo: 9,
  },
];
