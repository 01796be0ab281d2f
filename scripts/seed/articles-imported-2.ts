// Demo articles that look imported, part 2 (titles and texts written for this project).
import type { SeedArticle } from './article-types.ts';
import { a11yProject, tpgi, deque, smashing, wai } from './imported-sources.ts';

export const IMPORTED_ARTICLES_2: SeedArticle[] = [
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
