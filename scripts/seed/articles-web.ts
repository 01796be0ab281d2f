// Demo articles, part 2: web accessibility and policy & law.
import type { SeedArticle } from './article-types.ts';

export const WEB_AND_POLICY: SeedArticle[] = [
  {
    title: 'WebAIM Million: home pages still average dozens of detectable errors',
    summary:
      'The yearly scan of a million home pages finds low contrast text and missing alt text remain the most common failures.',
    paragraphs: [
      'WebAIM has published its yearly analysis of the top one million home pages. Automated tests detected WCAG failures on the vast majority of them, with an average of more than fifty errors per page.',
      'The same six problems account for most errors year after year: low contrast text, missing alternative text for images, empty links, missing form labels, empty buttons and a missing document language.',
      'Pages using ARIA had more detected errors on average than pages without it. The authors caution that this is a correlation, but it matches what auditors see: ARIA added without understanding often makes things worse.',
    ],
    category: 'Web Accessibility',
    tags: ['Visual', 'Cognitive'],
    featured: true,
    author: 'Jared Smith',
    source: { name: 'WebAIM', url: 'https://webaim.org/blog/webaim-million-annual-update/' },
    daysAgo: 1,
  },
  {
    title: 'WCAG 2.2 in practice: focus not obscured and target size',
    summary:
      'Two of the newer success criteria trip up sticky headers and tiny icon buttons. Here is how teams are fixing them.',
    paragraphs: [
      'WCAG 2.2 added Focus Not Obscured: when a control receives keyboard focus, it must not be completely hidden by author-created content such as a sticky header or a cookie banner.',
      'The usual fix is CSS scroll-padding on the scrolling container, equal to the height of the sticky header, so focused elements scroll into the visible area. Cookie banners that cover the bottom of the page need to be dismissible or to reserve space.',
      'Target Size (Minimum) asks for pointer targets of at least 24 by 24 CSS pixels, or enough spacing around smaller ones. Icon-only buttons in toolbars are the common failure; padding them out usually costs nothing visually.',
      'Both criteria are at level AA, so they matter for anyone who must meet regulations that point at WCAG 2.2.',
    ],
    category: 'Web Accessibility',
    tags: ['Mobility', 'Visual'],
    author: 'Sara Lindqvist',
    source: {
      name: 'Smashing Magazine',
      url: 'https://www.smashingmagazine.com/wcag-22-focus-not-obscured-target-size/',
    },
    daysAgo: 6,
  },
  {
    title: 'Why your custom select menu needs a native fallback',
    summary:
      'Custom dropdowns built from divs break keyboard and screen reader use in subtle ways. The native select keeps getting better.',
    paragraphs: [
      'Design systems love custom select menus, and auditors find the same bugs in them again and again: arrow keys that do nothing, options that are not announced, and menus that cannot be closed with Escape.',
      'Browsers now support styling the native select element far more than before, including the options list in some engines. For many teams, that removes the reason to build a custom widget at all.',
      'If you must build one, follow the ARIA Authoring Practices combobox or listbox pattern exactly, and test with at least two screen readers before shipping.',
    ],
    category: 'Web Accessibility',
    tags: ['Visual', 'Mobility'],
    author: 'Adrian Novak',
    source: {
      name: 'Adrian Roselli',
      url: 'https://adrianroselli.com/custom-select-native-fallback.html',
    },
    daysAgo: 12,
  },
  {
    title: 'Prefers-reduced-motion: respecting vestibular disorders without killing delight',
    summary:
      'Motion can make people with vestibular disorders sick. The reduced-motion media query lets you keep animation for others.',
    paragraphs: [
      'Large parallax effects, zooming transitions and auto-playing carousels can trigger dizziness and nausea in people with vestibular disorders. Operating systems offer a reduce motion setting, and CSS exposes it as the prefers-reduced-motion media query.',
      'A good pattern is to design motion as an enhancement: write the static experience first, then add animation inside a media query that checks for no-preference. Users who asked for less motion never get it by accident.',
      'Not all motion must go. Small opacity fades and colour changes are usually fine; large movement across the screen is what to remove.',
    ],
    category: 'Web Accessibility',
    tags: ['Neurodivergent', 'Cognitive'],
    author: 'Eleni Georgiou',
    source: {
      name: 'CSS-Tricks',
      url: 'https://css-tricks.com/prefers-reduced-motion-vestibular-delight/',
    },
    daysAgo: 20,
  },
  {
    title: 'Accessible data visualisations: tables are not a cop-out',
    summary:
      'Charts need text alternatives. A well-structured data table next to the chart often serves everyone better than a long description.',
    paragraphs: [
      'Every chart on the web needs a text alternative, and the question is what kind. A one-line alt text can state the key finding; the underlying numbers belong in a real data table.',
      'Sonification, keyboard-navigable points and tactile exports are promising, but a table works with every screen reader today and lets sighted users check exact values too.',
      'Colour alone should never carry meaning: add patterns, direct labels or shapes, and check contrast between adjacent series.',
    ],
    category: 'Web Accessibility',
    tags: ['Visual', 'Cognitive'],
    author: 'Newsroom staff',
    daysAgo: 25,
  },
  {
    title: 'axe-core release adds checks for ARIA in shadow DOM',
    summary:
      'The popular automated testing engine now follows ARIA references into web components, catching a class of previously hidden errors.',
    paragraphs: [
      'The latest axe-core release improves support for web components: references such as aria-labelledby are now resolved across shadow roots where the platform allows it, and the rules report clearer messages when they cannot be.',
      'Deque reminds teams that automated testing finds only part of the issues. Keyboard checks and screen reader testing remain essential.',
    ],
    category: 'Web Accessibility',
    tags: ['Visual'],
    author: 'Deque Systems',
    source: {
      name: 'Deque',
      url: 'https://www.deque.com/blog/axe-core-shadow-dom-aria-references/',
    },
    daysAgo: 31,
  },
  {
    title: 'Writing alt text for complex images: a practical checklist',
    summary:
      'Context decides what an image description should say. This checklist walks through photos, diagrams, screenshots and memes.',
    paragraphs: [
      'Good alt text depends on why the image is there. The same photo of a crowded street needs a different description in a travel article than in a report on pavement parking.',
      'Start with the purpose: what would a sighted reader learn from this image in this place? Write that, in a sentence or two. Skip "image of"; screen readers already say it is an image.',
      'Decorative images get an empty alt attribute so that screen readers skip them. Images of text should repeat the text. Diagrams may need a longer description in the page itself.',
      'For screenshots, describe what the reader needs from it, not every pixel. For memes and reaction images, name the meme and the caption: tone matters too.',
    ],
    category: 'Web Accessibility',
    tags: ['Visual'],
    featured: true,
    author: 'Newsroom staff',
    daysAgo: 38,
  },
  {
    title: 'European Accessibility Act: what changed for online shops',
    summary:
      'Products and services covered by the European Accessibility Act must now meet accessibility requirements across the EU.',
    paragraphs: [
      'The European Accessibility Act applies to a range of products and services, including e-commerce, banking, e-books and transport ticketing. Businesses selling to consumers in the EU must make covered services accessible, with exemptions for microenterprises.',
      'National authorities enforce the rules, and penalties differ from country to country. The harmonised standard EN 301 549 is the reference most organisations use, and it points at WCAG for web content.',
      'Consultancies report a surge in audits, but also in overlay products that promise compliance with a single script. Disability organisations warn that such overlays do not make a site accessible.',
    ],
    category: 'Policy & Law',
    tags: ['Visual', 'Hearing', 'Mobility', 'Cognitive'],
    featured: true,
    author: 'Katrin Vogel',
    source: {
      name: 'W3C Web Accessibility Initiative',
      url: 'https://www.w3.org/WAI/news/european-accessibility-act-online-shops/',
    },
    daysAgo: 4,
  },
  {
    title: 'US Department of Justice rule sets WCAG 2.1 AA for state and local government sites',
    summary:
      'Public entities must make their websites and mobile apps meet WCAG 2.1 level AA, with deadlines based on population size.',
    paragraphs: [
      'A final rule under Title II of the Americans with Disabilities Act requires state and local governments to make their web content and mobile apps conform to WCAG 2.1 level AA.',
      'Larger entities face the earlier deadline; smaller ones and special districts get an extra year. The rule includes limited exceptions for archived content and some third-party posts.',
      'Advocates welcomed the clarity after years of uncertainty. Procurement offices are now adding the standard to contracts for new systems.',
    ],
    category: 'Policy & Law',
    tags: ['Visual', 'Hearing', 'Mobility', 'Cognitive'],
    author: 'Jordan Ellis',
    source: {
      name: 'Level Access',
      url: 'https://www.levelaccess.com/blog/doj-title-ii-web-rule-wcag-21/',
    },
    daysAgo: 16,
  },
  {
    title: 'Court rules restaurant chain must fix online ordering for screen reader users',
    summary:
      'A federal court found that an inaccessible ordering app denied blind customers equal access to goods offered in stores.',
    paragraphs: [
      "A blind customer sued after being unable to complete an order in a restaurant chain's app with a screen reader. The court held that the app was a service of the physical restaurants and had to be accessible.",
      'The chain agreed to audit its app and website, train its developers and appoint an accessibility coordinator. It also agreed to test with disabled users before major releases.',
    ],
    category: 'Policy & Law',
    tags: ['Visual'],
    author: 'Newsroom staff',
    daysAgo: 29,
  },
  {
    title: 'Captioning rules for streaming video: where the gaps remain',
    summary:
      'Broadcast captioning is well regulated, but online-only shows and short clips often slip through, deaf advocates say.',
    paragraphs: [
      'Television programmes that move to streaming must keep their captions, but content made only for the internet is covered unevenly, depending on the country and the type of service.',
      'Deaf advocacy groups are pressing for rules that cover all professionally produced video, including clips on social platforms, and that set quality standards for accuracy, timing and placement.',
      'Automatic captions have improved, but they still fail on names, technical terms and overlapping speakers. Advocates want human review for anything that is not live.',
    ],
    category: 'Policy & Law',
    tags: ['Hearing'],
    author: 'Nadia Rahman',
    source: {
      name: 'National Association of the Deaf',
      url: 'https://www.nad.org/news/streaming-captioning-gaps/',
    },
    daysAgo: 53,
  },
  {
    title: 'Accessibility overlays under scrutiny from regulators',
    summary:
      'A consumer protection settlement says overlay vendors cannot claim their widget alone makes a website compliant.',
    paragraphs: [
      'A consumer protection agency reached a settlement with an overlay vendor over advertising that promised full compliance with accessibility law from a single line of JavaScript.',
      'The vendor must stop making such claims and pay a penalty. Disability organisations, which have long opposed overlays, welcomed the decision.',
      'For site owners, the message is simple: accessibility comes from the code, the content and testing with disabled people, not from a toolbar added on top.',
    ],
    category: 'Policy & Law',
    tags: ['Visual', 'Cognitive'],
    author: 'Jordan Ellis',
    source: {
      name: 'Overlay Fact Sheet',
      url: 'https://overlayfactsheet.com/news/regulator-settlement-overlay-claims/',
    },
    daysAgo: 61,
  },
];
