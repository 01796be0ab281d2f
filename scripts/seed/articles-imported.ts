// Demo articles that look imported from real accessibility sites (titles and texts written for this project).
import type { SeedArticle } from './article-types.ts';

const webaim = (path: string) => ({ name: 'WebAIM Blog', url: `https://webaim.org/blog/${path}/` });
const a11yProject = (path: string) => ({
  name: 'The A11Y Project',
  url: `https://www.a11yproject.com/posts/${path}/`,
});
const tpgi = (path: string) => ({ name: 'TPGi', url: `https://www.tpgi.com/${path}/` });
const deque = (path: string) => ({
  name: 'Deque Blog',
  url: `https://www.deque.com/blog/${path}/`,
});
const smashing = (path: string) => ({
  name: 'Smashing Magazine',
  url: `https://www.smashingmagazine.com/2026/${path}/`,
});
const roselli = (path: string) => ({
  name: 'Adrian Roselli',
  url: `https://adrianroselli.com/2026/${path}.html`,
});
const wai = (path: string) => ({ name: 'W3C WAI', url: `https://www.w3.org/WAI/news/${path}/` });
const afb = (path: string) => ({
  name: 'American Foundation for the Blind',
  url: `https://www.afb.org/blog/entry/${path}`,
});

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
  {
    title: 'Captions are not transcripts, and both matter',
    summary:
      'Captions serve people watching in real time; transcripts serve readers, searchers and deafblind users.',
    paragraphs: [
      'Captions are synchronised with the video and include speaker identification and meaningful sounds. A transcript is a text document of the whole programme that a reader can search, skim and read on a braille display.',
      'Automatic captions have improved but still stumble on names, technical vocabulary and accents. Human review of auto captions is fast and worth it for anything published.',
      'For podcasts, a transcript is the only way deaf listeners can access the content at all.',
    ],
    category: 'Web Accessibility',
    tags: ['Hearing'],
    author: 'Eric Eggert',
    source: a11yProject('captions-vs-transcripts'),
    daysAgo: 15,
  },
  {
    title: 'Voice Control on iOS: testing your app without touching the screen',
    summary:
      'Voice Control users speak the visible labels of buttons. Mismatched accessible names break that completely.',
    paragraphs: [
      'Voice Control lets people operate an iPhone entirely by speech: "Tap Send", "Scroll down", "Show numbers". It depends on the accessible name of each control matching what is visible on the screen.',
      'An icon button labelled "btn_submit_2" in code, or a button whose visible text says "Go" but whose accessibility label says "Search the catalogue", cannot be activated by its name. WCAG calls this label in name.',
      'Turn on Voice Control in Settings, open your app and try to complete one core task by voice. It takes ten minutes and finds real bugs.',
    ],
    category: 'Mobile',
    tags: ['Mobility', 'Speech'],
    author: 'Rachele DiTullio',
    source: tpgi('voice-control-ios-testing'),
    daysAgo: 23,
  },
  {
    title: 'Android 16 accessibility features at a glance',
    summary:
      'Outline text for low vision, improved TalkBack image descriptions and hearing aid streaming headline the release.',
    paragraphs: [
      'The new Android release replaces high contrast text with outline text, which draws a contrasting border around characters so text stays legible over any background.',
      'TalkBack can now describe images and answer questions about them using an on-device model, and hearing aid users can use the phone microphone during calls in noisy places.',
    ],
    category: 'Mobile',
    tags: ['Visual', 'Hearing'],
    author: null,
    source: smashing('android-16-accessibility-features'),
    daysAgo: 31,
  },
  {
    title: 'Dynamic Type support: the most requested fix in app reviews',
    summary:
      'An analysis of app store reviews shows text size is the accessibility complaint users raise most often.',
    paragraphs: [
      'Researchers scanned hundreds of thousands of app store reviews for accessibility terms. Text that does not grow with the system font size setting was the most frequent complaint, ahead of missing labels and colour contrast.',
      'Supporting larger text means using text styles rather than fixed point sizes, letting labels wrap, and checking that layouts reflow rather than truncate at the largest sizes.',
      'Older users are a large share of those who enlarge text, and many do not think of themselves as disabled at all.',
    ],
    category: 'Mobile',
    tags: ['Visual', 'Cognitive'],
    author: 'Marcy Sutton',
    source: deque('dynamic-type-app-reviews'),
    daysAgo: 44,
  },
  {
    title: 'The Last of Us Part II still sets the bar for accessible games',
    summary:
      'Years later, its sixty accessibility options remain the reference point for studios designing for blind players.',
    paragraphs: [
      'With navigation assistance, audio cues for ledges and enemies, and a text-to-speech mode for every menu, the game made a full playthrough possible for blind players. Studios still cite it when they justify accessibility budgets.',
      'The lesson other teams took away is that accessibility was planned from pre-production and tested with disabled players throughout, not bolted on before launch.',
    ],
    category: 'Gaming',
    tags: ['Visual', 'Hearing', 'Mobility'],
    featured: true,
    author: 'Ian Hamilton',
    source: smashing('accessible-game-design-reference'),
    daysAgo: 18,
  },
  {
    title: 'Adaptive controllers: a buyer guide for disabled gamers',
    summary:
      'From modular controllers to foot pedals and mouth joysticks, here is what is available and what it costs.',
    paragraphs: [
      'Console makers now sell adaptive controllers with large programmable buttons and 3.5 mm ports for external switches. Players combine them with foot pedals, sip-and-puff switches and one-handed keypads.',
      'Remapping is the other half: a controller is only as useful as the game ability to assign any action to any input. Check the accessibility menu of a game before buying.',
      'Charities in several countries lend equipment so players can try before they buy, which matters when a setup can cost more than the console.',
    ],
    category: 'Gaming',
    tags: ['Mobility'],
    author: 'AbleGamers contributors',
    source: a11yProject('adaptive-controllers-guide'),
    daysAgo: 58,
  },
  {
    title: 'Eye tracking research points to faster text entry for ALS patients',
    summary:
      'A university study combines gaze typing with language model prediction and halves the time per sentence.',
    paragraphs: [
      'People with ALS often rely on eye gaze to type, one letter at a time. A research team combined gaze typing with sentence prediction that adapts to the user vocabulary, and participants wrote messages about twice as fast.',
      'Participants stressed that control matters: predictions must never send a message without confirmation, and the system must learn from corrections without putting words in their mouth.',
      'The team published its data set of gaze traces so other groups can evaluate their models.',
    ],
    category: 'Research',
    tags: ['Mobility', 'Speech'],
    author: null,
    source: tpgi('eye-tracking-text-entry-study'),
    daysAgo: 66,
  },
  {
    title: 'Plain language summaries improve comprehension for everyone',
    summary:
      'A controlled study shows plain language summaries help readers with intellectual disabilities and experts alike.',
    paragraphs: [
      'Researchers gave participants either the original text of a health leaflet or the same leaflet with a plain language summary at the top. Comprehension improved in every group, including medical professionals.',
      'The summaries used short sentences, common words, one idea per sentence and concrete examples. They did not remove information, which addresses the common fear that plain language means dumbing down.',
    ],
    category: 'Research',
    tags: ['Cognitive', 'Neurodivergent'],
    author: 'W3C Cognitive Task Force',
    source: wai('plain-language-summaries-study'),
    daysAgo: 80,
  },
  {
    title: 'Reduced motion is an accessibility setting, not a preference',
    summary:
      'Parallax, autoplaying video and zoom transitions can trigger vestibular disorders; respect the operating system setting.',
    paragraphs: [
      'People with vestibular disorders can experience dizziness, nausea and migraines from large movements on screen. The prefers-reduced-motion media query tells a site that the user asked the operating system to reduce motion.',
      'Reducing does not have to mean removing: a fade can replace a slide, and a carousel can stop autoplaying. What matters is that motion is never required to understand content.',
    ],
    category: 'Web Accessibility',
    tags: ['Neurodivergent', 'Chronic Illness'],
    author: 'Val Head',
    source: a11yProject('reduced-motion-setting'),
    daysAgo: 90,
  },
  {
    title: 'AI image descriptions: helpful, but not a replacement for alt text',
    summary:
      'Automatic descriptions help with unlabelled images, yet they miss context and purpose that authors know.',
    paragraphs: [
      'Screen readers and browsers can now generate descriptions for images that lack alternative text. Blind users report these are useful for photos shared by friends and for spotting what an unlabelled button does.',
      'But a generated description says what is in the picture, not why it is there. On a product page the important detail may be the colour of the fabric; in a news story, who is shaking hands with whom. Authors still know that context best.',
      'The right alt text is often short. A decorative image needs an empty alt attribute, and a chart needs the conclusion the chart supports.',
    ],
    category: 'Assistive Technology',
    tags: ['Visual'],
    author: 'Léonie Watson',
    source: tpgi('ai-image-descriptions-alt-text'),
    daysAgo: 7,
  },
];
