// Demo articles, part 3: gaming, research, workplace & education.
import type { SeedArticle } from './article-types.ts';

export const GAMING_RESEARCH_WORK: SeedArticle[] = [
  {
    title: 'The accessibility options every new game should ship with',
    summary:
      'Remappable controls, subtitle sizing and difficulty assists top the list of options players with disabilities look for first.',
    paragraphs: [
      'Players with disabilities have been clear about the basics for years: full control remapping, subtitles that can be resized and given a background, options to hold instead of mash buttons, and assists that do not lock away achievements.',
      'Studios that build these options in from the start report that they cost far less than retrofitting them, and that many non-disabled players use them too.',
      'A growing number of storefronts now show accessibility tags on game pages, so players can check before they buy.',
    ],
    category: 'Gaming',
    tags: ['Mobility', 'Hearing', 'Visual'],
    featured: true,
    author: 'Chris Moreno',
    source: {
      name: 'Can I Play That?',
      url: 'https://caniplaythat.com/accessibility-options-every-game-should-ship/',
    },
    daysAgo: 7,
  },
  {
    title: 'Adaptive controllers: a buyer guide for one-handed play',
    summary:
      'From modular controllers to foot pedals, we compare hardware that helps players with limited hand use.',
    paragraphs: [
      'One-handed play is possible on most consoles with the right hardware. Modular controllers let you place buttons where your hand can reach them, and most accept standard 3.5 mm switches.',
      'Foot pedals and chin joysticks extend the range further. Charities such as AbleGamers help players find a setup and sometimes lend equipment for a trial.',
    ],
    category: 'Gaming',
    tags: ['Mobility'],
    author: 'Newsroom staff',
    daysAgo: 15,
  },
  {
    title: 'Audio-only racing game shows how far spatial sound has come',
    summary:
      'A racing game designed to be played entirely by sound lets blind and sighted players compete on equal terms.',
    paragraphs: [
      'The game uses spatial audio to place the track edges, other cars and upcoming corners around the player. Blind testers described it as the first racing game they could play competitively online.',
      'Sighted players can turn the screen off too. The developers say that mode became a favourite at events, where blind players often won.',
    ],
    category: 'Gaming',
    tags: ['Visual'],
    author: 'Ivy Chen',
    source: {
      name: 'AudioGames.net',
      url: 'https://www.audiogames.net/news/audio-only-racing-spatial-sound/',
    },
    daysAgo: 23,
  },
  {
    title: 'Game awards add category for accessibility innovation',
    summary:
      'An industry award now recognises games that break new ground in accessible design, judged with disabled players.',
    paragraphs: [
      'A major games industry award has added a category for accessibility innovation. The judging panel includes disabled players and accessibility consultants.',
      'Nominees this year include a puzzle game with a complete screen reader mode and an action game whose difficulty assists can be changed at any moment without penalty.',
    ],
    category: 'Gaming',
    tags: ['Visual', 'Mobility', 'Cognitive'],
    author: 'Chris Moreno',
    source: {
      name: 'AbleGamers',
      url: 'https://ablegamers.org/news/accessibility-innovation-award-category/',
    },
    daysAgo: 49,
  },
  {
    title: 'Study: plain-language summaries help everyone understand health information',
    summary:
      'Researchers found that plain-language versions improved comprehension for people with and without cognitive disabilities.',
    paragraphs: [
      'A randomised study compared standard patient leaflets with plain-language versions written to a lower reading level. Participants with intellectual disabilities understood far more of the plain version, and so did the control group.',
      'The authors argue that plain language should be the default for public health information, with detailed versions available for those who want them.',
      'The study also tested easy-read formats with supporting pictures. They helped most when the pictures were specific rather than generic clip art.',
    ],
    category: 'Research',
    tags: ['Cognitive'],
    author: 'Dr. Aisha Patel',
    source: {
      name: 'W3C Web Accessibility Initiative',
      url: 'https://www.w3.org/WAI/research/plain-language-health-study/',
    },
    daysAgo: 10,
  },
  {
    title: 'Brain-computer interface lets a man with ALS type by thought at conversational speed',
    summary:
      'An implanted interface decoded attempted speech into text with high accuracy in a clinical trial participant.',
    paragraphs: [
      'Researchers reported that a participant with amyotrophic lateral sclerosis used an implanted brain-computer interface to produce text from attempted speech, reaching speeds close to ordinary conversation.',
      'The system was trained over several sessions and then spoke the decoded words with a synthetic voice built from recordings of the participant before his speech declined.',
      'The team stresses that this is early research with a small number of participants, and that long-term reliability, cost and surgical risk remain open questions.',
    ],
    category: 'Research',
    tags: ['Speech', 'Mobility'],
    featured: true,
    author: 'Lukas Meyer',
    source: {
      name: 'Nature News',
      url: 'https://www.nature.com/articles/bci-als-speech-decoding-news',
    },
    daysAgo: 19,
  },
  {
    title: 'Researchers map how autistic adults experience open-plan offices',
    summary:
      'A survey of autistic professionals links noise and unpredictable interruptions to exhaustion, and quiet rooms to productivity.',
    paragraphs: [
      'A survey of autistic adults working in offices found that background noise, bright lighting and unpredictable interruptions were the most common sources of sensory overload.',
      'Simple adjustments had large effects: noise-cancelling headphones, a reserved desk away from walkways, and agreed times for meetings. Respondents with access to a quiet room reported fewer sick days.',
    ],
    category: 'Research',
    tags: ['Neurodivergent'],
    author: 'Maya Goldberg',
    source: {
      name: 'National Autistic Society',
      url: 'https://www.autism.org.uk/news/open-plan-office-sensory-study',
    },
    daysAgo: 35,
  },
  {
    title: 'Sign language recognition models still struggle outside the lab',
    summary:
      'A review of sign language recognition research finds small datasets and little involvement of Deaf signers.',
    paragraphs: [
      'A review of recent sign language recognition papers found that most models were trained on small datasets recorded in studio conditions, often with hearing signers.',
      'The authors call for Deaf-led research and for datasets that reflect real signing: different speeds, regional variation and natural lighting. They also warn against products that promise automatic interpretation before the technology is ready.',
    ],
    category: 'Research',
    tags: ['Hearing'],
    author: 'Oliver Grant',
    source: {
      name: 'ACM SIGACCESS',
      url: 'https://www.sigaccess.org/news/sign-language-recognition-review/',
    },
    daysAgo: 58,
  },
  {
    title: 'Long COVID and fatigue: designing services for fluctuating energy',
    summary:
      'People with chronic illness need services that let them pause, save progress and come back later without starting over.',
    paragraphs: [
      'For people living with long COVID, ME/CFS and other fluctuating conditions, energy is a budget. A form that times out after ten minutes or a process that must be finished in one sitting can be impossible on a bad day.',
      'Service designers interviewed for a public-sector study recommended saving progress automatically, showing how long each step takes, and offering phone or written alternatives for every step.',
    ],
    category: 'Research',
    tags: ['Chronic Illness', 'Cognitive'],
    author: 'Newsroom staff',
    daysAgo: 42,
  },
  {
    title: 'Inclusive hiring: making technical interviews accessible',
    summary:
      'Timed whiteboard tests disadvantage many disabled candidates. Companies are trying take-home tasks and flexible formats.',
    paragraphs: [
      'Live coding under time pressure is stressful for everyone, and for candidates with anxiety, ADHD, dyslexia or motor disabilities it can measure the format more than the skill.',
      'Companies that changed their process offer a choice of formats, share questions in advance, allow candidates to use their own setup with their assistive technology, and ask about adjustments before the interview, not during it.',
    ],
    category: 'Workplace & Education',
    tags: ['Neurodivergent', 'Cognitive', 'Mobility'],
    author: 'Amira Haddad',
    daysAgo: 13,
  },
  {
    title: 'Universities adopt accessible course material policies',
    summary:
      'More universities now require lecture slides, videos and PDFs to be accessible from the start of term.',
    paragraphs: [
      'Disabled students often wait weeks for accessible versions of course materials. New policies at several universities require captions on lecture videos and tagged, readable documents from day one.',
      'Staff training is the bottleneck. Universities that provide templates and dedicated support staff report the fastest improvement.',
    ],
    category: 'Workplace & Education',
    tags: ['Visual', 'Hearing', 'Cognitive'],
    author: 'Grace Mensah',
    source: {
      name: 'Jisc',
      url: 'https://www.jisc.ac.uk/news/accessible-course-materials-policies',
    },
    daysAgo: 37,
  },
  {
    title: 'Dyslexia-friendly reading tools in the classroom',
    summary:
      'Text-to-speech, adjustable spacing and reading rulers help dyslexic pupils, but only when teachers know how to set them up.',
    paragraphs: [
      'Reading tools built into browsers and e-readers can change fonts, increase spacing, highlight lines and read text aloud. For many dyslexic pupils, these tools remove the barrier between them and the content.',
      'Teachers in a pilot programme said the challenge was setup: each pupil needs different settings, and those settings should follow them from device to device.',
    ],
    category: 'Workplace & Education',
    tags: ['Cognitive', 'Neurodivergent'],
    author: 'Newsroom staff',
    daysAgo: 66,
  },
  {
    title: 'Remote work gave many disabled workers a job. Return-to-office plans put it at risk',
    summary:
      'Employment of disabled people rose with remote work. Advocates say blanket office mandates ignore reasonable adjustments.',
    paragraphs: [
      'Labour statistics show that employment among disabled people rose to record levels after remote work spread. For people with mobility impairments, chronic illness or sensory sensitivities, working from home removed the commute and the office as barriers.',
      'As employers call staff back, disability advocates remind them that remote work can be a reasonable adjustment under employment law, to be decided case by case.',
    ],
    category: 'Workplace & Education',
    tags: ['Mobility', 'Chronic Illness', 'Neurodivergent'],
    author: 'Rachel Stein',
    source: {
      name: 'Disability Rights UK',
      url: 'https://www.disabilityrightsuk.org/news/remote-work-return-to-office',
    },
    daysAgo: 74,
  },
];
