// Demo articles written by the site's own newsroom (manual entries, editable in the admin area).
import type { SeedArticle } from './article-types.ts';

export const MANUAL_ARTICLES: SeedArticle[] = [
  {
    title: 'Welcome to A11y Tech News',
    summary: 'Who we are, what we cover and how we choose the stories in this feed.',
    paragraphs: [
      'A11y Tech News collects reporting about accessibility and disability technology from across the web and adds stories from our own newsroom.',
      'Every imported story links to its original source. Our editors highlight the ones they think matter most with the Featured badge.',
    ],
    category: 'Assistive Technology',
    tags: ['Visual', 'Hearing', 'Mobility', 'Cognitive', 'Speech', 'Neurodivergent'],
    featured: true,
    author: 'The Editors',
    daysAgo: 1,
  },
  {
    title: 'How we test our own site for accessibility',
    summary:
      'Automated checks in every build, keyboard and screen reader passes before each release, and feedback from readers.',
    paragraphs: [
      'Every page of this site is checked with axe-core in both the light and the dark theme before it is published. Automated checks catch the mechanical problems: contrast, missing names, invalid ARIA.',
      'Before each release an editor works through the main tasks with the keyboard only, then with NVDA on Windows and VoiceOver on macOS and iOS: finding an article, filtering by tag, searching, listening with the voice reader and subscribing to the newsletter.',
      'We also test at 400 percent zoom and with the operating system set to reduce motion and increase contrast.',
      'If something does not work for you, tell us. Reader reports have found the most useful issues so far.',
    ],
    category: 'Web Accessibility',
    tags: ['Visual', 'Mobility'],
    author: 'Priya Natarajan',
    daysAgo: 4,
  },
  {
    title: 'Interview: a blind software engineer on code review with a screen reader',
    summary:
      'Tools, shortcuts and team habits that make code review workable when you read code by ear and by braille.',
    paragraphs: [
      'Marta has been a backend engineer for eleven years and has been blind since birth. She reviews code with NVDA and a forty-cell braille display, switching between them depending on the task.',
      '"Diffs are the hardest part," she says. "Side-by-side views are useless to me. A unified diff in the terminal, read line by line, works far better than most web interfaces." She reads indentation-sensitive code on the braille display, where spaces are exact.',
      'Her team adopted a few habits that help everyone: descriptive commit messages, small pull requests, and review comments that quote the line they refer to rather than saying "this line".',
      'She is optimistic about AI assistants that summarise a change before she reads it, but she still reads every line. "A summary tells me where to look. It does not tell me whether the code is right."',
      'Her advice to teams hiring blind engineers: ask which tools the person uses, and make sure internal tools such as dashboards and deployment pipelines are tested with a screen reader before the first day, not after.',
    ],
    category: 'Workplace & Education',
    tags: ['Visual'],
    featured: true,
    author: 'Daniel Okafor',
    daysAgo: 10,
  },
  {
    title: 'Five quick fixes for inaccessible forms',
    summary:
      'Labels, error messages, autocomplete, grouping and time limits: small changes that unblock many users.',
    paragraphs: [
      'First, give every field a visible label connected to the input. Placeholder text disappears when typing starts and is often too low in contrast.',
      'Second, write error messages that say what went wrong and how to fix it, place them next to the field, and connect them with aria-describedby so screen readers announce them.',
      'Third, add autocomplete attributes to personal data fields. Browsers and password managers can then fill them in, which helps people with motor and memory impairments most.',
      'Fourth, group related radio buttons and checkboxes in a fieldset with a legend, so the question is announced with each option.',
      'Fifth, avoid time limits, or let users extend them. Someone using a switch or dictation software may need far longer than you expect.',
    ],
    category: 'Web Accessibility',
    tags: ['Cognitive', 'Mobility', 'Visual'],
    author: 'Priya Natarajan',
    daysAgo: 16,
  },
  {
    title: 'Sign language avatars: what Deaf communities are asking for',
    summary:
      'Automated signing avatars promise scale, but Deaf organisations warn against replacing human interpreters.',
    paragraphs: [
      'Several companies now offer avatars that translate text into sign language for transport announcements and websites. Deaf organisations say the output is often hard to understand because it lacks facial grammar and natural movement.',
      'Their position is consistent: involve Deaf signers in design and evaluation, use avatars for short, predictable messages, and never as a substitute for qualified interpreters in health, legal or educational settings.',
    ],
    category: 'Research',
    tags: ['Hearing'],
    author: 'Daniel Okafor',
    daysAgo: 33,
  },
  {
    title: 'Accessibility in the classroom: a teacher checklist for the new term',
    summary:
      'Captioned videos, readable documents, flexible deadlines and assistive technology that students already use.',
    paragraphs: [
      'Check that every video you plan to show has accurate captions, and that slides and handouts use real headings and lists so students can navigate them with a screen reader or read them aloud.',
      'Ask students which tools they use: text-to-speech, dictation, screen magnification or note-taking apps. Make sure the learning platform and exam software work with them before the first assessment.',
      'Offer materials in advance. Students with dyslexia, ADHD or fatigue benefit from reading at their own pace, and it costs the teacher nothing.',
    ],
    category: 'Workplace & Education',
    tags: ['Cognitive', 'Hearing', 'Neurodivergent', 'Chronic Illness'],
    author: 'Grace Liu',
    daysAgo: 45,
  },
  {
    title: 'Editorial: accessibility overlays are not a shortcut',
    summary:
      'Widgets that promise instant compliance do not fix the underlying code, and disabled users often switch them off.',
    paragraphs: [
      'Accessibility overlay widgets add a toolbar and automatic fixes to a website with one line of script. Their marketing suggests that this is enough for legal compliance.',
      'Disabled users and accessibility professionals disagree. Automatic fixes cannot write meaningful alternative text or fix a broken focus order, and the toolbars duplicate features that users already have in their browsers and assistive technology.',
      'Money spent on an overlay is better spent on an audit, on training developers and designers, and on paying disabled people to test.',
    ],
    category: 'Policy & Law',
    tags: ['Visual', 'Mobility'],
    author: 'The Editors',
    daysAgo: 52,
  },
];
