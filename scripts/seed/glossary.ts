// Demo glossary terms: the vocabulary a reader of the site meets most often.
export interface SeedGlossaryTerm {
  term: string;
  definition: string;
  category: string;
}

export const GLOSSARY: SeedGlossaryTerm[] = [
  {
    term: 'WCAG',
    category: 'Standards',
    definition:
      'Web Content Accessibility Guidelines: the W3C recommendation that defines testable success criteria for accessible web content, organised under four principles and three conformance levels (A, AA, AAA).',
  },
  {
    term: 'ARIA',
    category: 'Standards',
    definition:
      'Accessible Rich Internet Applications: a W3C specification of roles, states and properties that tell assistive technology what a custom widget is and what state it is in. The first rule of ARIA is to use native HTML when it exists.',
  },
  {
    term: 'EN 301 549',
    category: 'Standards',
    definition:
      'The European harmonised standard for the accessibility of ICT products and services. Its web requirements incorporate WCAG, and it is the usual reference for the European Accessibility Act and public-sector procurement.',
  },
  {
    term: 'Section 508',
    category: 'Law',
    definition:
      'The part of the US Rehabilitation Act that requires federal agencies to make their information and communication technology accessible. Its technical standards refer to WCAG 2.0 level AA.',
  },
  {
    term: 'ADA',
    category: 'Law',
    definition:
      'The Americans with Disabilities Act, a US civil rights law that prohibits discrimination against disabled people in employment, government services and public accommodations, which courts have applied to websites and apps.',
  },
  {
    term: 'European Accessibility Act',
    category: 'Law',
    definition:
      'An EU directive that sets accessibility requirements for key products and services such as e-commerce, banking, e-books, computers and ticketing, applying across all member states.',
  },
  {
    term: 'Screen reader',
    category: 'Assistive Technology',
    definition:
      'Software that converts what is on screen into speech or braille and lets the user navigate by headings, links, landmarks and form controls. Examples include NVDA, JAWS, VoiceOver and TalkBack.',
  },
  {
    term: 'Braille display',
    category: 'Assistive Technology',
    definition:
      'A device with rows of small pins that rise and fall to form braille characters, letting a blind person read screen content by touch. Most show a single line of 14 to 80 cells.',
  },
  {
    term: 'Screen magnifier',
    category: 'Assistive Technology',
    definition:
      'Software that enlarges part of the screen, often with colour and pointer enhancements, used by many people with low vision.',
  },
  {
    term: 'Switch access',
    category: 'Assistive Technology',
    definition:
      'A way to operate a device with one or more simple switches, pressed by hand, head, foot or breath, usually combined with scanning that highlights items one by one.',
  },
  {
    term: 'AAC',
    category: 'Assistive Technology',
    definition:
      'Augmentative and alternative communication: methods and tools that support or replace speech, from symbol boards to speech-generating apps and devices.',
  },
  {
    term: 'Eye tracking',
    category: 'Assistive Technology',
    definition:
      'Technology that follows where a person is looking so they can move a pointer, select items by dwelling on them, or type with their eyes.',
  },
  {
    term: 'Alt text',
    category: 'Content',
    definition:
      'The text alternative of an image, given in the alt attribute in HTML. It conveys the purpose and content of the image to people who cannot see it; decorative images get an empty alt.',
  },
  {
    term: 'Captions',
    category: 'Content',
    definition:
      'Synchronised text of the speech and relevant sounds in a video, for people who are deaf or hard of hearing. Closed captions can be turned on and off; open captions are burned into the picture.',
  },
  {
    term: 'Audio description',
    category: 'Content',
    definition:
      'Narration added to video that describes important visual information, such as actions and scene changes, during natural pauses in dialogue.',
  },
  {
    term: 'Transcript',
    category: 'Content',
    definition:
      'A text version of audio or video content. A descriptive transcript also includes the visual information, which makes it usable by deafblind people with a braille display.',
  },
  {
    term: 'Plain language',
    category: 'Content',
    definition:
      'Writing that the intended readers can find, understand and use the first time they read it: short sentences, common words and a clear structure.',
  },
  {
    term: 'Focus order',
    category: 'Interaction',
    definition:
      'The sequence in which interactive elements receive keyboard focus. It must preserve meaning and operability, which usually means following the visual reading order.',
  },
  {
    term: 'Focus indicator',
    category: 'Interaction',
    definition:
      'The visible outline or highlight that shows which element has keyboard focus. WCAG requires it to be visible, and WCAG 2.2 adds rules about it not being hidden.',
  },
  {
    term: 'Skip link',
    category: 'Interaction',
    definition:
      'A link at the start of a page that lets keyboard and screen reader users jump past repeated navigation straight to the main content.',
  },
  {
    term: 'Keyboard trap',
    category: 'Interaction',
    definition:
      'A failure where keyboard focus can move into a component but cannot move out of it using the keyboard alone.',
  },
  {
    term: 'Target size',
    category: 'Interaction',
    definition:
      'The area that responds to a pointer tap or click. WCAG 2.2 level AA asks for at least 24 by 24 CSS pixels or enough spacing around smaller targets.',
  },
  {
    term: 'Colour contrast',
    category: 'Design',
    definition:
      'The difference in luminance between text and its background, expressed as a ratio. WCAG AA asks for at least 4.5:1 for normal text and 3:1 for large text and interface components.',
  },
  {
    term: 'Reduced motion',
    category: 'Design',
    definition:
      'A user preference, exposed to CSS as prefers-reduced-motion, asking for minimal animation. It matters for people with vestibular disorders and some people with attention-related disabilities.',
  },
  {
    term: 'Accessible name',
    category: 'Interaction',
    definition:
      'The name assistive technology announces for an element, computed from its content, label, alt text or ARIA attributes. Voice control users say it to activate the element.',
  },
  {
    term: 'Landmarks',
    category: 'Standards',
    definition:
      'Regions of a page such as header, navigation, main and footer, exposed to assistive technology so users can jump between them.',
  },
];
