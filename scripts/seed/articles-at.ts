// Demo articles, part 1: assistive technology and mobile.
import type { SeedArticle } from './article-types.ts';

export const ASSISTIVE_AND_MOBILE: SeedArticle[] = [
  {
    title: 'Open-source screen reader NVDA adds faster braille display switching',
    summary:
      'The latest NVDA release lets braille users change displays without restarting and trims speech lag in busy web pages.',
    paragraphs: [
      'NV Access has shipped a new release of NVDA, the free screen reader for Windows, with a change braille users have asked about for years: switching between two connected braille displays no longer needs a restart.',
      'The release also reduces the delay between a keystroke and speech on pages with very large accessibility trees, such as long comment threads and web spreadsheets. Testers in the community beta reported that moving through a 5,000-row table felt noticeably snappier.',
      'Add-on authors should check the updated developer guide: two older APIs for reading the focus object are now deprecated and will be removed in the following major version.',
    ],
    category: 'Assistive Technology',
    tags: ['Visual'],
    featured: true,
    author: 'Priya Raman',
    source: {
      name: 'The A11Y Project',
      url: 'https://www.a11yproject.com/posts/nvda-braille-display-switching/',
    },
    daysAgo: 2,
  },
  {
    title: 'Eye-tracking mouse replacement gets cheaper with a webcam-only mode',
    summary:
      'A new software mode drives the pointer from an ordinary laptop webcam, lowering the cost of hands-free computer access.',
    paragraphs: [
      'Dedicated eye trackers have long cost as much as a laptop. A community project now offers a webcam-only mode that estimates gaze well enough to move the pointer and dwell-click on large targets.',
      'It is not a replacement for clinical-grade hardware for people who rely on gaze for communication all day, the developers stress. But for someone with limited hand movement who wants to browse or answer email, it removes the first barrier: price.',
      'The project recommends pairing it with a zoomed desktop and larger controls, and it publishes a calibration routine that takes under a minute.',
    ],
    category: 'Assistive Technology',
    tags: ['Mobility'],
    author: 'Tomás Ferreira',
    source: {
      name: 'AbilityNet',
      url: 'https://abilitynet.org.uk/news-blogs/webcam-eye-tracking-pointer-control',
    },
    daysAgo: 5,
  },
  {
    title: 'Our hands-on look at five AAC apps for adults who are nonspeaking',
    summary:
      'We spent two weeks with five augmentative and alternative communication apps. Here is what stood out, and what still needs work.',
    paragraphs: [
      'Augmentative and alternative communication (AAC) apps are often designed with children in mind. We asked four adult AAC users to try five popular apps for two weeks and tell us what worked in daily life: at the pharmacy, on video calls and in the pub.',
      'Speed mattered most. The apps that let people store whole phrases and reach them in two taps were preferred over those with the richest symbol sets. Several testers wanted better keyboard prediction that learns names of friends and places.',
      'Voice choice was the second theme. Three testers had banked their own voice before losing speech and wanted to use it everywhere; only two of the five apps imported a personal synthetic voice without a workaround.',
      'Switch access was uneven. One app supported two-switch scanning with adjustable timing out of the box; another needed a paid add-on. We have shared our notes with all five developers.',
      'Our verdict: there is no single best app, and trial periods matter. Speech and language therapists we spoke to recommend trying at least two apps with real conversations before buying.',
    ],
    category: 'Assistive Technology',
    tags: ['Speech', 'Mobility'],
    featured: true,
    author: 'Hannah Okafor',
    daysAgo: 9,
  },
  {
    title: 'Refreshable braille tablet promises a full page of tactile graphics',
    summary:
      'A multi-line braille device shows maps, charts and math as raised dots, a step beyond single-line displays.',
    paragraphs: [
      'Single-line braille displays show one line of text at a time. A new multi-line tablet raises a full page of pins, so a blind student can feel a bar chart, a floor plan or an equation laid out in two dimensions.',
      'Teachers of students with visual impairments in the pilot said the biggest gain was in math and science, where layout carries meaning. The device also supports reading whole pages of braille without panning.',
      'Cost remains the obstacle. Advocates at the American Foundation for the Blind are calling on education agencies to treat such devices as core equipment rather than optional extras.',
    ],
    category: 'Assistive Technology',
    tags: ['Visual'],
    author: 'Marcus Lee',
    source: {
      name: 'American Foundation for the Blind',
      url: 'https://www.afb.org/blog/entry/multi-line-braille-tablet-classroom',
    },
    daysAgo: 14,
  },
  {
    title: 'Hearing aids that double as earbuds: what the over-the-counter market changed',
    summary:
      'Two years after over-the-counter hearing aids arrived, prices fell and more people with mild hearing loss try amplification.',
    paragraphs: [
      'When regulators allowed hearing aids to be sold over the counter for mild to moderate hearing loss, the promise was lower prices and less stigma. Audiologists now report more first-time users who started with a self-fitted device.',
      'The best products include an in-app hearing check and let people adjust amplification per frequency. The weakest are little more than loud earbuds, so consumer groups advise checking the return policy.',
      'People with more severe hearing loss, tinnitus or sudden changes should still see a professional, the guidance says.',
    ],
    category: 'Assistive Technology',
    tags: ['Hearing'],
    author: 'Grace Mensah',
    source: {
      name: 'Hearing Tracker',
      url: 'https://www.hearingtracker.com/news/otc-hearing-aids-two-years-on',
    },
    daysAgo: 21,
  },
  {
    title: 'Voice control on the desktop: a week without keyboard or mouse',
    summary:
      'One of our editors ran her whole working week by voice. It mostly worked, until a web form with unlabeled buttons.',
    paragraphs: [
      'Voice control software on current desktop systems lets you say the name of a button to press it, or ask for numbered overlays when a control has no usable name. For a week I used nothing else.',
      'Writing email and documents was faster than I expected after a day of practice. Dictation handles punctuation commands, and correcting a misheard word by saying "correct that" became second nature.',
      'The web was the problem. Buttons that show only an icon and have no accessible name cannot be spoken by name, so every visit to a certain travel booking site meant reading out grid numbers. Labels matter for voice users as much as for screen reader users.',
      'My takeaway for developers: if the visible label and the accessible name differ, voice users say what they see and nothing happens. WCAG calls this Label in Name, and it is easy to test.',
    ],
    category: 'Assistive Technology',
    tags: ['Mobility', 'Speech'],
    author: 'Amira Haddad',
    daysAgo: 27,
  },
  {
    title: 'Smart glasses describe scenes aloud for blind users',
    summary:
      'Camera glasses paired with an AI describer read signs, menus and faces on request, raising both hope and privacy questions.',
    paragraphs: [
      'Several companies now sell camera-equipped glasses that describe the scene in front of the wearer. Blind testers praised hands-free reading of mail and menus, which used to mean holding a phone steady.',
      'Accuracy varies with lighting and the describer sometimes states guesses with too much confidence. Testers advised treating descriptions as a hint, not as fact, when it matters, such as reading a medicine label.',
      'Privacy advocates ask how images of bystanders are stored. The manufacturers say images are processed and discarded, but independent audits have not yet been published.',
    ],
    category: 'Assistive Technology',
    tags: ['Visual'],
    author: 'Daniel Kowalski',
    source: {
      name: 'RNIB',
      url: 'https://www.rnib.org.uk/news/smart-glasses-scene-description-review/',
    },
    daysAgo: 33,
  },
  {
    title: 'Android accessibility suite brings camera-based switches to more phones',
    summary:
      'Facial gestures such as raising eyebrows or opening the mouth can now act as switches on a wider range of Android devices.',
    paragraphs: [
      'Camera switches let people with limited hand movement control an Android phone with facial gestures. The feature now works on more mid-range devices, not only flagship models.',
      'Each gesture can be mapped to an action like select, next or open notifications, and the sensitivity of each gesture can be tuned. Users in a disability advocacy group said the tuning made the difference between frustration and daily use.',
    ],
    category: 'Mobile',
    tags: ['Mobility'],
    author: 'Lina Park',
    source: {
      name: 'Android Police',
      url: 'https://www.androidpolice.com/camera-switches-accessibility-suite-update/',
    },
    daysAgo: 3,
  },
  {
    title: 'iOS Assistive Access simplifies the phone for people with cognitive disabilities',
    summary:
      'A pared-down home screen with large buttons and fewer choices helps people with intellectual disabilities use a phone on their own.',
    paragraphs: [
      'Assistive Access replaces the usual home screen with a short list of large tiles and a clear back button. A trusted supporter sets it up, choosing which apps appear and what each can do.',
      'Support workers told us the biggest change was independence: people who used to hand their phone to someone else to make a call now do it themselves. Photos and messages with emoji-only keyboards were favourites.',
      'The mode is strict by design, which suits some people and frustrates others. Setting it up with the person, not for them, makes the difference.',
    ],
    category: 'Mobile',
    tags: ['Cognitive'],
    featured: true,
    author: 'Sofia Bianchi',
    source: { name: 'AppleVis', url: 'https://www.applevis.com/blog/assistive-access-hands-on' },
    daysAgo: 11,
  },
  {
    title: 'Live captions on phones now cover calls in twelve languages',
    summary:
      'On-device live captioning has expanded to phone calls and more languages, without sending audio to the cloud.',
    paragraphs: [
      'Live captions turn any speech playing on a phone into on-screen text. The feature now covers ordinary phone calls and twelve languages, and it runs on the device, so the audio never leaves the phone.',
      'Deaf and hard-of-hearing users welcomed the call support but noted that accuracy still drops with accents and crosstalk. Some asked for a way to save a transcript of important calls, such as those with a doctor.',
    ],
    category: 'Mobile',
    tags: ['Hearing'],
    author: 'Ben Adeyemi',
    source: {
      name: 'Hearing Tracker',
      url: 'https://www.hearingtracker.com/news/live-captions-phone-calls-languages',
    },
    daysAgo: 18,
  },
  {
    title: 'Mobile banking apps still fail basic screen reader tests, audit finds',
    summary:
      'An audit of twenty banking apps found unlabeled buttons, timeouts and inaccessible one-time-code screens in most of them.',
    paragraphs: [
      'Auditors tested twenty mobile banking apps with VoiceOver and TalkBack. Fourteen had at least one unlabeled control on the payment flow, and nine had a session timeout that could not be extended.',
      'The worst barrier was the one-time passcode screen: several apps split the code into six separate fields that a screen reader announced as six unlabeled text boxes. Two apps blocked paste, which also hurts password-manager users.',
      'The auditors published their checklist so banks can test themselves. Regulators in two countries said they would review the findings.',
    ],
    category: 'Mobile',
    tags: ['Visual', 'Cognitive'],
    author: 'Rachel Stein',
    source: { name: 'TPGi', url: 'https://www.tpgi.com/mobile-banking-apps-screen-reader-audit/' },
    daysAgo: 40,
  },
  {
    title: 'Newsroom guide: turning on the accessibility shortcut on any phone',
    summary:
      'A triple-click or a two-finger hold can start a screen reader, magnifier or captions. Here is how to set it up on iPhone and Android.',
    paragraphs: [
      'Both major phone platforms let you assign an accessibility feature to a quick shortcut. It is worth setting up even if you do not need it every day, for example to zoom in on small print.',
      'On iPhone, open Settings, then Accessibility, then Accessibility Shortcut, and pick one or more features. A triple-click of the side button then turns them on.',
      'On Android, open Settings, then Accessibility, choose a feature, and switch on its shortcut. Holding both volume keys for three seconds then starts it.',
    ],
    category: 'Mobile',
    tags: ['Visual', 'Hearing', 'Mobility'],
    author: 'Newsroom staff',
    daysAgo: 46,
  },
];
