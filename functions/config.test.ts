// Configuration: defaults, coercion, and start-up errors that name the bad variable.
import { describe, expect, it } from 'vitest';
import { loadConfig, siteUrl } from './config.ts';

describe('loadConfig', () => {
  it('fills the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 4321,
      DATA_DIR: '.data',
      FEED_INTERVAL_MINUTES: 30,
      FEEDS_ALLOW_LOOPBACK: false,
      TABLE_NAME: 'a11y-news',
      MAIL_FROM: 'A11y Tech News <newsletter@localhost>',
      NEWSLETTER_INTERVAL_DAYS: 7,
      NEWSLETTER_RATE_PER_SECOND: 10,
    });
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(siteUrl(loadConfig({}))).toBe('http://localhost:4321');
  });

  it('coerces numbers and flags from strings', () => {
    expect(
      loadConfig({ PORT: '8080', FEED_INTERVAL_MINUTES: '0', FEEDS_ALLOW_LOOPBACK: '1' }),
    ).toMatchObject({ PORT: 8080, FEED_INTERVAL_MINUTES: 0, FEEDS_ALLOW_LOOPBACK: true });
  });

  it('refuses bad values with a message naming each variable', () => {
    expect(() =>
      loadConfig({ PORT: '70000', FEED_INTERVAL_MINUTES: '50000', SESSION_SECRET: 'short' }),
    ).toThrow(
      /^Invalid configuration:\n {2}PORT: .+\n {2}SESSION_SECRET: SESSION_SECRET must be at least 32 characters\n {2}FEED_INTERVAL_MINUTES: .+$/,
    );
    expect(() => loadConfig({ FEED_INTERVAL_MINUTES: '-1' })).toThrow(/FEED_INTERVAL_MINUTES/);
  });
});

describe('newsletter configuration', () => {
  it('takes smtp:// and smtps:// URLs, an interval of 0 (off) and a fractional rate', () => {
    // Prepare
    const env = {
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'News <news@example.org>',
      NEWSLETTER_INTERVAL_DAYS: '0',
      NEWSLETTER_RATE_PER_SECOND: '0.5',
      NEWSLETTER_FUNCTION_NAME: 'newsletter-fn',
    };
    // Act
    const config = loadConfig(env);
    // Assess
    expect(config).toMatchObject({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'News <news@example.org>',
      NEWSLETTER_INTERVAL_DAYS: 0,
      NEWSLETTER_RATE_PER_SECOND: 0.5,
      NEWSLETTER_FUNCTION_NAME: 'newsletter-fn',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).SMTP_URL).toBe(
      'smtp://127.0.0.1:2525',
    );
  });

  it.each([
    [
      'SMTP_URL',
      'http://mail.example',
      /SMTP_URL: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    ],
    ['SMTP_URL', 'mail.example:25', /SMTP_URL: /],
    ['NEWSLETTER_RATE_PER_SECOND', '0', /NEWSLETTER_RATE_PER_SECOND: .*more than 0/],
    ['NEWSLETTER_INTERVAL_DAYS', '-1', /NEWSLETTER_INTERVAL_DAYS: /],
  ])('refuses %s=%s, naming it', (name, value, message) => {
    // Act / Assess
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

describe('social links configuration', () => {
  it('takes https addresses, treats empty as unset and refuses anything else', () => {
    // Act
    const set = loadConfig({
      SOCIAL_X_URL: 'https://x.com/a11ytechnews',
      SOCIAL_LINKEDIN_URL: '',
    });
    // Assess
    expect(set.SOCIAL_X_URL).toBe('https://x.com/a11ytechnews');
    expect(set.SOCIAL_LINKEDIN_URL).toBeUndefined();
    expect(set.SOCIAL_FACEBOOK_URL).toBeUndefined();
    expect(() => loadConfig({ SOCIAL_FACEBOOK_URL: 'javascript:alert(1)' })).toThrow(
      'SOCIAL_FACEBOOK_URL must be an https:// URL',
    );
    expect(() => loadConfig({ SOCIAL_X_URL: 'http://x.com/a' })).toThrow('SOCIAL_X_URL');
  });
});

describe('loadConfig with required variables', () => {
  it('names each required variable that is unset, even one with a default', () => {
    // Act / Assess
    expect(() =>
      loadConfig({ PORT: '8080' }, ['TABLE_NAME', 'SESSION_SECRET', 'SITE_URL']),
    ).toThrow(
      /^Invalid configuration:\n {2}TABLE_NAME: required .+\n {2}SESSION_SECRET: required .+\n {2}SITE_URL: required .+$/,
    );
  });

  it('answers the parsed values when every required variable is set', () => {
    // Prepare
    const env = { TABLE_NAME: 'news', SITE_URL: 'https://news.example' };
    // Act
    const config = loadConfig(env, ['TABLE_NAME', 'SITE_URL']);
    // Assess
    expect(config).toMatchObject(env);
  });
});

describe('siteUrl', () => {
  it('prefers SITE_URL, else falls back to the local server on the given or configured port', () => {
    // Prepare
    const local = loadConfig({ PORT: '5000' });
    const cloud = loadConfig({ SITE_URL: 'https://news.example' });
    // Act / Assess
    expect(siteUrl(cloud, 9999)).toBe('https://news.example');
    expect(siteUrl(local)).toBe('http://localhost:5000');
    expect(siteUrl(local, 6001)).toBe('http://localhost:6001');
  });
});
