// Unit: the rendered digest and confirmation mails: structure, links, footer, validity and plain text.
import { describe, expect, it } from 'vitest';
import { renderConfirmation, renderDigest } from './render.ts';
import {
  CONFIRM_URL,
  PREFERENCES_URL,
  SITE,
  UNSUBSCRIBE_URL,
  hrefOf,
  parseHtml,
  sampleArticles,
  textOf,
  validator,
} from '../../../tests/support/mail.ts';

const date = new Date('2026-05-12T09:00:00Z');
const digest = (n: number) =>
  renderDigest({
    articles: sampleArticles(n),
    siteUrl: SITE,
    unsubscribeUrl: UNSUBSCRIBE_URL,
    preferencesUrl: PREFERENCES_URL,
    date,
  });
const confirmation = () =>
  renderConfirmation({
    email: 'reader@example.com',
    confirmUrl: CONFIRM_URL,
    unsubscribeUrl: UNSUBSCRIBE_URL,
    preferencesUrl: PREFERENCES_URL,
    siteUrl: SITE,
  });

describe('renderDigest', () => {
  it('names the article count in the subject', async () => {
    // Act
    const [one, three] = [await digest(1), await digest(3)];
    // Assess
    expect(one.subject).toBe('A11y Tech News: 1 new article');
    expect(three.subject).toBe('A11y Tech News: 3 new articles');
  });

  it('has lang, the color-scheme metas, one h1 and an h2 per article whose link text is its title', async () => {
    // Prepare
    const articles = sampleArticles(3);
    // Act
    const root = await parseHtml((await digest(3)).html);
    // Assess
    expect(root.querySelector('html')?.getAttribute('lang')?.value).toBe('en');
    expect(root.querySelector('meta[name="color-scheme"]')?.getAttribute('content')?.value).toBe(
      'light dark',
    );
    expect(root.querySelector('meta[name="supported-color-schemes"]')).not.toBeNull();
    expect(root.querySelectorAll('h1')).toHaveLength(1);
    const h2s = root.querySelectorAll('h2');
    expect(h2s.map(textOf)).toEqual(articles.map((a) => a.title));
    expect(h2s.map((h2) => hrefOf(h2.querySelector('a')!))).toEqual(articles.map((a) => a.url));
  });

  it("shows the date, each article's category and summary, and marks the featured one", async () => {
    // Act
    const text = textOf(await parseHtml((await digest(2)).html));
    // Assess
    expect(text).toContain('May 12, 2026: 2 new articles since our last digest.');
    expect(text).toContain('Featured · Standards');
    expect(text).toContain('Screen Readers');
    for (const a of sampleArticles(2)) expect(text).toContain(a.summary);
  });

  it('gives every link a text that names its target', async () => {
    // Prepare
    const expected = new Map([
      ...sampleArticles(3).map((a) => [a.url, a.title] as const),
      [PREFERENCES_URL, 'Choose the topics you receive'],
      [UNSUBSCRIBE_URL, 'Unsubscribe from A11y Tech News'],
      [SITE, 'A11y Tech News'],
    ]);
    // Act
    const links = (await parseHtml((await digest(3)).html)).querySelectorAll('a');
    // Assess
    expect(links.map((a) => [hrefOf(a), textOf(a)])).toEqual([...expected]);
  });

  it('puts the unsubscribe and topics links in the footer, each URL once and unescaped so the sender can swap it', async () => {
    // Act
    const { html, text } = await digest(2);
    const footerLinks = (await parseHtml(html)).querySelectorAll('footer a');
    // Assess
    expect(footerLinks.map(hrefOf)).toContain(UNSUBSCRIBE_URL);
    expect(footerLinks.map(hrefOf)).toContain(PREFERENCES_URL);
    for (const url of [UNSUBSCRIBE_URL, PREFERENCES_URL]) {
      expect(html.split(url)).toHaveLength(2);
      expect(text.split(url)).toHaveLength(2);
    }
  });

  it('has no images', async () => {
    // Act
    const root = await parseHtml((await digest(2)).html);
    // Assess
    expect(root.querySelectorAll('img, svg, picture')).toHaveLength(0);
  });

  it('passes html-validate (standard and a11y presets)', async () => {
    // Act
    const report = await validator.validateString((await digest(10)).html, 'digest.html');
    // Assess
    expect(
      report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`)),
    ).toEqual([]);
  });

  it('has a readable plain-text part with every title, URL, category and the unsubscribe URL', async () => {
    // Act
    const { text } = await digest(3);
    // Assess
    for (const a of sampleArticles(3)) {
      expect(text).toContain(`${a.title} <${a.url}>`);
      expect(text).toContain(a.category);
      expect(text).toContain(a.summary);
    }
    expect(text).toContain(`Unsubscribe from A11y Tech News <${UNSUBSCRIBE_URL}>`);
    expect(text).not.toMatch(/<\/?(a|p|h[12]|table|td|div|span|footer|main)\b/); // no markup leaked
  });
});

describe('renderConfirmation', () => {
  it('has the subject, one h1, the confirm link, the expiry and what ignoring it means', async () => {
    // Act
    const { subject, html } = await confirmation();
    const root = await parseHtml(html);
    // Assess
    expect(subject).toBe('Confirm your subscription to A11y Tech News');
    expect(root.querySelector('html')?.getAttribute('lang')?.value).toBe('en');
    expect(root.querySelectorAll('h1').map(textOf)).toEqual(['Confirm your subscription']);
    const confirm = root.querySelectorAll('a').filter((a) => hrefOf(a) === CONFIRM_URL);
    expect(confirm.map(textOf)).toEqual(['Confirm subscription']);
    expect(textOf(root)).toContain('works for 7 days');
    expect(textOf(root)).toContain('ignore this email');
    expect(textOf(root)).toContain('reader@example.com');
  });

  it("names every link's target, carries the unsubscribe link in its footer and passes html-validate", async () => {
    // Act
    const { html } = await confirmation();
    const report = await validator.validateString(html, 'confirmation.html');
    // Assess
    const root = await parseHtml(html);
    expect(root.querySelectorAll('footer a').map(hrefOf)).toContain(UNSUBSCRIBE_URL);
    expect(root.querySelectorAll('a').map((a) => [hrefOf(a), textOf(a)])).toEqual([
      [CONFIRM_URL, 'Confirm subscription'],
      [PREFERENCES_URL, 'Choose the topics you receive'],
      [UNSUBSCRIBE_URL, 'Unsubscribe from A11y Tech News'],
      [SITE, 'A11y Tech News'],
    ]);
    expect(
      report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`)),
    ).toEqual([]);
  });

  it('has a plain-text part with the confirm and unsubscribe URLs', async () => {
    // Act
    const { text } = await confirmation();
    // Assess
    expect(text).toContain(`Confirm subscription <${CONFIRM_URL}>`);
    expect(text).toContain(`<${UNSUBSCRIBE_URL}>`);
    expect(text).toContain('7 days');
  });
});
