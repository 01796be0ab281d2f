// Newsletter links in Chromium (product.md §11.8), following the real mail from a real SMTP server: subscribe on home, confirm
// with the button (a GET changes nothing), a link opened twice, refused links (expired, tampered, used after an
// unsubscribe, missing), unsubscribe, the topics page (product.md §10.19), axe.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  NEWSLETTER_LINK_MESSAGES,
  PREFERENCES_LINK_MESSAGES,
  UNSUBSCRIBE_LINK_MESSAGES,
} from '../../functions/domain/newsletter.ts';
import { expectNoViolations, inPage } from '../support/admin-axe.ts';
import { expectVisible, open, url, withPage } from '../support/browser.ts';
import {
  confirmedSubscriber,
  expiredToken,
  forgedToken,
  header,
  linkPath,
  subscribeApi,
  subscribersCsv,
  tamper,
  tokenOf,
  uniqueAddress,
  waitForMail,
} from '../support/mailbox.ts';

const it = withPage();

const confirmButton = (p: Page) => p.getByRole('button', { name: 'Confirm subscription' });
const focusedText = (p: Page) => p.evaluate(() => document.activeElement?.textContent ?? '');

/** Presses the page's button and waits for the answer's heading, which takes focus. */
async function pressAndWait(p: Page, button: string, heading: string): Promise<void> {
  await p.getByRole('button', { name: button }).click();
  await expectVisible(p.getByRole('heading', { level: 2, name: heading }));
  await expect.poll(() => focusedText(p)).toBe(heading);
}

/** The page's visible text. */
const bodyText = (p: Page) => p.locator('body').innerText();

describe('newsletter confirmation', () => {
  it('subscribes on home, mails a signed link with both List-Unsubscribe headers, and confirms only on the press', async ({
    page,
  }) => {
    // Prepare
    const email = uniqueAddress('home');
    await page.goto('/#newsletter');
    const form = page.locator('#newsletter form');
    await page.waitForFunction(() => {
      const el = document.querySelector('#newsletter form');
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
    });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText("We've sent you a link to confirm your subscription.").waitFor();
    const mail = await waitForMail(email);
    const path = linkPath(mail, '/newsletter/confirm');
    // Act: open the link (a GET, as a mail scanner would)
    await open(page, path);
    await confirmButton(page).waitFor();
    const shownBeforePress = await bodyText(page);
    const afterGet = await subscribersCsv();
    await pressAndWait(page, 'Confirm subscription', 'Subscription confirmed');
    // Assess: the address only once the server has checked the link and named it
    expect(shownBeforePress).not.toContain(email);
    await expectVisible(page.getByText(email, { exact: true }));
    expect(header(mail, 'List-Unsubscribe')).toMatch(
      /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(afterGet).not.toContain(email);
    expect(await subscribersCsv()).toContain(email);
  });

  it('confirms a confirmed reader again; once unsubscribed, the link is used, with a way to sign up again', async ({
    page,
  }) => {
    // Prepare
    const email = uniqueAddress('reused');
    const mail = await confirmedSubscriber(email);
    const path = linkPath(mail, '/newsletter/confirm');
    // Act
    await open(page, path);
    await pressAndWait(page, 'Confirm subscription', 'Subscription confirmed');
    // Assess
    expect(await subscribersCsv()).toContain(email);
    // Act
    await open(page, linkPath(mail, '/newsletter/unsubscribe'));
    await pressAndWait(page, 'Unsubscribe', 'You have been unsubscribed');
    await open(page, path);
    await pressAndWait(page, 'Confirm subscription', 'We could not confirm your subscription');
    // Assess
    await expectVisible(page.getByText(NEWSLETTER_LINK_MESSAGES.used));
    const signUp = page.getByRole('link', { name: 'Sign up again' });
    expect(await signUp.getAttribute('href')).toBe('/#newsletter');
    expect(await subscribersCsv()).not.toContain(email);
  });

  it.for([
    ['expired', NEWSLETTER_LINK_MESSAGES.expired],
    ['tampered', NEWSLETTER_LINK_MESSAGES.invalid],
  ] as const)(
    'refuses a link that is %s with its message and confirms nothing',
    async ([kind, message], { page }) => {
      // Prepare
      const email = uniqueAddress(kind);
      const real = linkPath(await subscribeApi(email), '/newsletter/confirm');
      const { token } = tokenOf(real);
      const bad = kind === 'expired' ? await expiredToken(token) : tamper(token);
      // Act
      await open(page, `/newsletter/confirm?token=${bad}`);
      await pressAndWait(page, 'Confirm subscription', 'We could not confirm your subscription');
      // Assess: the message, no address, nothing confirmed, and the real link still works
      await expectVisible(page.getByText(message));
      expect(await bodyText(page)).not.toContain(email);
      expect(await subscribersCsv()).not.toContain(email);
      await open(page, real);
      await pressAndWait(page, 'Confirm subscription', 'Subscription confirmed');
    },
  );

  it.for(['', '?token=', '?token=not-a-token'])(
    'shows the invalid message without a button for %j',
    async (search, { page }) => {
      // Act
      await open(page, `/newsletter/confirm${search}`);
      // Assess
      await expectVisible(page.getByText(NEWSLETTER_LINK_MESSAGES.invalid));
      await expectVisible(page.getByRole('link', { name: 'Sign up again' }));
      expect(await confirmButton(page).count()).toBe(0);
    },
  );
});

describe('newsletter unsubscribe page', () => {
  it('deletes the address only when the button is pressed, and says so', async ({ page }) => {
    // Prepare
    const email = uniqueAddress('leaving');
    const path = linkPath(await confirmedSubscriber(email), '/newsletter/unsubscribe');
    // Act
    await open(page, path);
    await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    const afterGet = await subscribersCsv();
    await pressAndWait(page, 'Unsubscribe', 'You have been unsubscribed');
    // Assess
    await expectVisible(page.getByText('Your address has been deleted from our list.'));
    expect(afterGet).toContain(email);
    expect(await subscribersCsv()).not.toContain(email);
  });

  it('refuses a tampered link and deletes nothing', async ({ page }) => {
    // Prepare
    const email = uniqueAddress('stays');
    const { token } = tokenOf(
      linkPath(await confirmedSubscriber(email), '/newsletter/unsubscribe'),
    );
    // Act
    await open(page, `/newsletter/unsubscribe?token=${tamper(token)}`);
    await pressAndWait(page, 'Unsubscribe', 'We could not unsubscribe you');
    // Assess
    await expectVisible(page.getByText(NEWSLETTER_LINK_MESSAGES.invalid));
    expect(await subscribersCsv()).toContain(email);
  });

  it('says a used link has been used, with a way to sign up again (product.md §2.18)', async ({
    page,
  }) => {
    // Prepare
    const path = linkPath(
      await confirmedSubscriber(uniqueAddress('twice')),
      '/newsletter/unsubscribe',
    );
    await open(page, path);
    await pressAndWait(page, 'Unsubscribe', 'You have been unsubscribed');
    // Act
    await open(page, path);
    await pressAndWait(page, 'Unsubscribe', 'This link has already been used');
    // Assess
    await expectVisible(page.getByText(UNSUBSCRIBE_LINK_MESSAGES.used));
    const signUp = page.getByRole('link', { name: 'Sign up again' });
    expect(await signUp.getAttribute('href')).toBe('/#newsletter');
  });

  it('says an expired link has expired, points to the latest newsletter, and deletes nothing', async ({
    page,
  }) => {
    // Prepare
    const email = uniqueAddress('late');
    const { token } = tokenOf(
      linkPath(await confirmedSubscriber(email), '/newsletter/unsubscribe'),
    );
    // Act
    await open(page, `/newsletter/unsubscribe?token=${await expiredToken(token)}`);
    await pressAndWait(page, 'Unsubscribe', 'This link has expired');
    // Assess
    await expectVisible(page.getByText(UNSUBSCRIBE_LINK_MESSAGES.expired));
    await expectVisible(page.getByRole('link', { name: 'Read the latest news' }));
    expect(await subscribersCsv()).toContain(email);
  });
});

describe('newsletter topics page (product.md §10.19)', () => {
  it('saves a change by keyboard with the mailed link; a tampered link opens nothing; axe in both themes', async ({
    browser,
  }) => {
    // Prepare
    const email = uniqueAddress('topics');
    const path = linkPath(await confirmedSubscriber(email), '/newsletter/preferences');
    const { token } = tokenOf(path);
    const topicsOf = async (t: string) =>
      (await (await fetch(url(`/api/newsletter/preferences?token=${t}`))).json()) as {
        topics: unknown;
      };
    // Dark first: the light run saves a change.
    for (const colorScheme of ['dark', 'light'] as const)
      await inPage(browser, { colorScheme }, async (p) => {
        // Act
        await open(p, path);
        await expectVisible(p.getByText(email));
        const boxes = p.getByRole('checkbox');
        expect(await boxes.count()).toBeGreaterThan(1);
        for (const box of await boxes.all()) expect(await box.isChecked()).toBe(true);
        await expectNoViolations(p);
        if (colorScheme === 'dark') return;
        await boxes.first().focus();
        await p.keyboard.press('Space');
        await p.getByRole('button', { name: 'Save topics' }).focus();
        await p.keyboard.press('Enter');
        // Assess
        await expectVisible(p.getByRole('status').filter({ hasText: 'Your topics are saved.' }));
        await expectNoViolations(p);
      });
    const saved = await topicsOf(token);
    await inPage(browser, {}, async (p) => {
      await open(p, `/newsletter/preferences?token=${tamper(token)}`);
      await expectVisible(
        p.getByRole('heading', { level: 2, name: 'We could not open your topics' }),
      );
      await expectVisible(p.getByText(PREFERENCES_LINK_MESSAGES.invalid));
    });
    expect(saved.topics).not.toBe('all');
    expect(await topicsOf(token)).toEqual(saved);
  });
});

describe('forged newsletter links', () => {
  it.for([
    ['confirm', 'Confirm subscription', 'We could not confirm your subscription'],
    ['unsubscribe', 'Unsubscribe', 'We could not unsubscribe you'],
  ] as const)(
    'never show the text a forged %s link carries, before or after the press',
    async ([purpose, button, refused], { page }) => {
      // Prepare: unsigned, so anyone could have written it
      const forged = 'Your account is locked: call 555-0100 now';
      // Act
      await open(page, `/newsletter/${purpose}?token=${forgedToken(purpose, forged)}`);
      await page.getByRole('button', { name: button }).waitFor();
      const before = await bodyText(page);
      await pressAndWait(page, button, refused);
      // Assess
      expect(before).not.toContain('555-0100');
      expect(await bodyText(page)).not.toContain('555-0100');
      await expectVisible(page.getByText(NEWSLETTER_LINK_MESSAGES.invalid));
    },
  );
});

describe('newsletter pages accessibility', () => {
  it.for(['light', 'dark'] as const)(
    'has no axe violations before and after the press, in %s',
    async (colorScheme, { browser }) => {
      // Prepare
      const mail = await subscribeApi(uniqueAddress(`axe-${colorScheme}`));
      const pages = [
        [linkPath(mail, '/newsletter/confirm'), 'Confirm subscription', 'Subscription confirmed'],
        [linkPath(mail, '/newsletter/unsubscribe'), 'Unsubscribe', 'You have been unsubscribed'],
      ] as const;
      // Act / Assess
      for (const [path, button, done] of pages)
        await inPage(browser, { colorScheme }, async (p) => {
          await open(p, path);
          await p.getByRole('button', { name: button }).waitFor();
          await expectNoViolations(p);
          await pressAndWait(p, button, done);
          await expectNoViolations(p);
        });
      await inPage(browser, { colorScheme }, async (p) => {
        await open(p, '/newsletter/confirm');
        await p.getByText(NEWSLETTER_LINK_MESSAGES.invalid).waitFor();
        await expectNoViolations(p);
      });
    },
  );
});
