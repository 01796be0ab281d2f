// /admin/newsletter in Chromium (product.md §11.8): counts, the next digest in a sandboxed frame with its plain text, the CSV
// export, 'Send now' through the confirmation to 'N of N sent' and the mails it sent; with nothing new, 'Send now' says
// why beforehand; axe and the width at 390 px, the confirmation open too; followers by topic and the preview for the
// ticked topics (product.md §10.19).
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type {
  DigestPreview,
  DigestStatus,
  NewsletterStats,
} from '../../functions/domain/newsletter.ts';
import { adminApi, signInContext, toastTitled } from '../support/admin.ts';
import { createApi } from '../support/admin-articles.ts';
import { inPage } from '../support/admin-axe.ts';
import { axeViolations, describeViolations, expectVisible, withPage } from '../support/browser.ts';
import { hasFocus } from '../support/keyboard.ts';
import {
  confirmedSubscriber,
  header,
  linkPath,
  publicPost,
  tokenOf,
  uniqueAddress,
  waitForMail,
} from '../support/mailbox.ts';

const it = withPage();
const NOTHING_NEW = 'There are no new articles since the last digest.';

async function openNewsletter(page: Page): Promise<void> {
  await signInContext(page.context());
  await page.goto('/admin/newsletter');
  await page.getByRole('heading', { level: 2, name: 'Next digest' }).waitFor();
}

async function adminGet<T>(path: string): Promise<T> {
  const res = await adminApi('GET', path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** The figure shown under a count's label. */
const count = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText();

const PREVIEW = 'iframe[title="Preview of the next digest"]';

/**
 * axe on the screen around the preview frame. The frame is the mail (checked where it is rendered), and its
 * sandbox turns scripts off, so axe's injection into it stalls at random: it is left out.
 */
async function expectNoViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page, [PREVIEW]);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Sends whatever is new through the API and waits until no digest is sending. */
async function digestEverything(): Promise<void> {
  const res = await adminApi('POST', '/api/newsletter/send');
  expect([202, 422]).toContain(res.status);
  await expect
    .poll(
      async () =>
        (await adminGet<{ digest: DigestStatus | null }>('/api/newsletter/status')).digest?.status,
      {
        timeout: 20_000,
      },
    )
    .not.toBe('sending');
}

describe('admin newsletter', () => {
  it('shows counts, preview and export, then sends the digest to N of N after a confirmation', async ({
    page,
  }) => {
    // Prepare: two confirmed subscribers and a new article
    const addresses = [uniqueAddress('digest-a'), uniqueAddress('digest-b')];
    for (const address of addresses) await confirmedSubscriber(address);
    const title = `Digest article ${Date.now()}`;
    await createApi(title);
    const stats = await adminGet<NewsletterStats>('/api/newsletter');
    // product.md §10.19: the digest goes to those with something new in their topics (other tests change some).
    const { preview } = await adminGet<{ preview: DigestPreview }>('/api/newsletter/preview');
    const n = preview.recipients;
    await openNewsletter(page);
    // Assess the screen before sending
    expect(await count(page, 'Confirmed')).toBe(String(stats.confirmed));
    expect(await count(page, 'Pending')).toBe(String(stats.pending));
    const frame = page.locator(PREVIEW);
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('srcdoc')).toContain(title);
    await page.getByText('Plain-text part').click();
    await expectVisible(page.locator('pre', { hasText: title }));
    const csv = page.getByRole('link', { name: 'Export confirmed subscribers (CSV)' });
    expect(await csv.getAttribute('href')).toBe('/api/newsletter/subscribers.csv');
    expect(await csv.getAttribute('download')).not.toBeNull();
    // Act
    await page.getByRole('button', { name: 'Send now' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send the digest now?' });
    await expectVisible(dialog.getByText(`It goes to ${n} confirmed subscribers.`));
    await dialog.getByRole('button', { name: 'Send now' }).click();
    // Assess: progress from the status call, the toast, focus back on the opener, the mails
    await expectVisible(page.getByRole('status').filter({ hasText: `${n} of ${n} sent` }));
    await expectVisible(toastTitled(page, 'Digest sent'));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Send now');
    for (const address of addresses) {
      const digest = await waitForMail(address, { count: 2 });
      expect(digest.parsed.text).toContain(title);
      expect(header(digest, 'List-Unsubscribe')).toContain('/api/newsletter/unsubscribe?token=');
      expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    await expectVisible(page.getByText(NOTHING_NEW));
    await expectVisible(page.getByText(`${n} sent, 0 failed`));
  });

  it('counts followers per topic and previews the ticked topics, by keyboard', async ({ page }) => {
    // Prepare: a subscriber of category 1 only, and a new article in it
    const title = `Topic digest article ${Date.now()}`;
    await createApi(title);
    const address = uniqueAddress('topic-admin');
    expect(
      (
        await publicPost('/api/subscribe', {
          email: address,
          topics: { categories: [1], tags: [] },
        })
      ).status,
    ).toBe(200);
    const { token } = tokenOf(linkPath(await waitForMail(address), '/newsletter/confirm'));
    expect((await publicPost('/api/newsletter/confirm', { token })).status).toBe(200);
    const stats = await adminGet<NewsletterStats>('/api/newsletter');
    const first = stats.topics.categories.find((c) => c.id === 1)!;
    await openNewsletter(page);
    // Assess: the table row of category 1
    const row = page.getByRole('row', { name: new RegExp(`^${first.name}\\b`) }).first();
    await expectVisible(row);
    expect(await row.getByRole('cell').last().innerText()).toBe(String(first.followers));
    expect(first.followers).toBeGreaterThan(stats.topics.all);
    // Act: tick category 1 for the preview
    const preview = page.getByRole('group', { name: 'Preview for these topics' });
    await preview.getByRole('checkbox', { name: first.name, exact: true }).focus();
    await page.keyboard.press('Space');
    // Assess
    await expectVisible(page.getByText(/articles? in the ticked topics/));
    expect(await page.locator(PREVIEW).getAttribute('srcdoc')).toContain(title);
    await digestEverything();
  });

  it('says beforehand why Send now cannot send when there is nothing new, and opens nothing', async ({
    page,
  }) => {
    // Prepare
    await digestEverything();
    await openNewsletter(page);
    await expectVisible(page.getByText(NOTHING_NEW).first());
    const button = page.getByRole('button', { name: 'Send now' });
    // Assess: still focusable, unavailable, and described by the reason shown beside it
    await expectVisible(page.getByText(`Nothing to send now: ${NOTHING_NEW}`));
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await button.evaluate((b) => b.getAttribute('aria-describedby'))).toBe('send-blocked');
    // Act: by keyboard (an aria-disabled button stays focusable)
    await button.focus();
    await page.keyboard.press('Enter');
    // Assess
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await toastTitled(page, 'Digest not sent').count()).toBe(0);
  });

  it.for([
    ['light', { colorScheme: 'light' }],
    ['dark', { colorScheme: 'dark' }],
    ['390 px', { viewport: { width: 390, height: 844 } }],
  ] as const)('has no axe violations in %s, dialog open too', async ([, options], { browser }) => {
    // Prepare: something new, so the preview frame is there (once: each article also rebuilds the site)
    const { preview } = await adminGet<{ preview: unknown }>('/api/newsletter/preview');
    if (preview === null) await createApi(`Axe digest article ${Date.now()}`);
    await inPage(browser, options, async (p) => {
      // Act
      await openNewsletter(p);
      await p.locator(PREVIEW).waitFor();
      // Assess: never wider than the viewport, the confirmation open too
      const width = () => p.evaluate(() => document.documentElement.scrollWidth);
      const viewport = p.viewportSize()!.width;
      expect(await width()).toBeLessThanOrEqual(viewport);
      await expectNoViolations(p);
      const opener = p.getByRole('button', { name: 'Send now' });
      await opener.click();
      await p.getByRole('alertdialog').waitFor();
      expect(await width()).toBeLessThanOrEqual(viewport);
      await expectNoViolations(p);
      await p.keyboard.press('Escape');
      // Focus returns to the opener
      await expect.poll(() => hasFocus(opener)).toBe(true);
    });
  });
});
