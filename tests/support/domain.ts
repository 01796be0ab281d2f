// Valid inputs for the domain schemas' tests: each test changes one field and reads the verdict.

/** An article form that passes every rule (product.md §5). */
export const validArticle = {
  title: 'A valid title',
  summary: 'A valid summary text.',
  content: 'c'.repeat(60),
  categoryId: '1',
};

/** An event form that passes every rule (product.md §5). */
export const validEvent = {
  title: 'Meetup',
  description: 'A meetup about access.',
  eventDate: '2027-01-01T10:00:00Z',
};
