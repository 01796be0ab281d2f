// Demo categories and disability tags; tag keywords drive the importer's automatic tagging.

/** Seeded in this order, so ids are 1..n on an empty store (the RSS form defaults to category 1). */
export const CATEGORIES = [
  'Assistive Technology',
  'Web Accessibility',
  'Mobile',
  'Policy & Law',
  'Gaming',
  'Research',
  'Workplace & Education',
] as const;
export type CategoryName = (typeof CATEGORIES)[number];

export interface SeedTag {
  name: string;
  description: string;
  keywords: string[];
}

export const TAGS = [
  {
    name: 'Visual',
    description: 'Blindness, low vision and colour vision deficiency.',
    keywords: [
      'blind',
      'screen reader',
      'low vision',
      'braille',
      'magnifier',
      'colour contrast',
      'color contrast',
      'nvda',
      'jaws',
      'voiceover',
      'talkback',
    ],
  },
  {
    name: 'Hearing',
    description: 'Deaf and hard-of-hearing people, captions and sign language.',
    keywords: [
      'deaf',
      'hard of hearing',
      'captions',
      'captioning',
      'subtitles',
      'sign language',
      'hearing aid',
      'cochlear',
      'transcript',
    ],
  },
  {
    name: 'Mobility',
    description: 'Motor and dexterity disabilities, switch and voice control.',
    keywords: [
      'wheelchair',
      'switch access',
      'switch control',
      'motor',
      'dexterity',
      'voice control',
      'eye tracking',
      'keyboard only',
      'adaptive controller',
    ],
  },
  {
    name: 'Cognitive',
    description: 'Memory, attention, learning and intellectual disabilities.',
    keywords: [
      'cognitive',
      'dyslexia',
      'plain language',
      'easy read',
      'memory',
      'learning disability',
      'intellectual disability',
      'reading level',
    ],
  },
  {
    name: 'Speech',
    description: 'Speech disabilities and augmentative and alternative communication.',
    keywords: [
      'aac',
      'augmentative',
      'speech disability',
      'stutter',
      'speech recognition',
      'voice banking',
      'nonspeaking',
      'text-to-speech',
    ],
  },
  {
    name: 'Neurodivergent',
    description: 'Autism, ADHD and other neurodivergent experiences.',
    keywords: [
      'autism',
      'autistic',
      'adhd',
      'neurodivergent',
      'neurodiversity',
      'sensory',
      'reduced motion',
      'vestibular',
    ],
  },
  {
    name: 'Chronic Illness',
    description:
      'Fatigue, pain and fluctuating conditions that change what a person can do day to day.',
    keywords: ['chronic illness', 'chronic pain', 'fatigue', 'long covid', 'fluctuating', 'spoon'],
  },
] as const satisfies readonly SeedTag[];
export type TagName = (typeof TAGS)[number]['name'];
