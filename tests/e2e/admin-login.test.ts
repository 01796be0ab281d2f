// /admin/login and the protected shell (product.md §2, §4, §8; §11.5): redirect and back, wrong then right password,
// no open redirect, a 401 mid-work that keeps the typed text, and logout; the shell's header with its display settings.
import { describe, expect } from 'vitest';
import { revokeSession, signInContext, signInWithForm, toastTitled } from '../support/admin.ts';
import { expectVisible, url, withPage } from '../support/browser.ts';
import { hasFocus } from '../support/keyboard.ts';

const it = withPage();

describe('admin sign-in', () => {
  it('sends a visitor without a session to sign-in before any admin call, then back to next', async ({
    page,
  }) => {
    // Prepare
    const adminCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(rss|categories)/.test(r.url())) adminCalls.push(r.url());
    });
    // Act
    await page.goto('/admin/rss');
    await page.waitForURL('**/admin/login?next=*');
    // Assess
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/rss');
    expect(adminCalls).toEqual([]);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Admin Access' }));
    // Act
    await signInWithForm(page);
    // Assess
    expect(new URL(page.url()).pathname).toBe('/admin/rss');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'RSS Feed Management' }));
    await expectVisible(toastTitled(page, 'Login successful'));
  });

  it('shows the specified messages for a wrong password, then signs in with the right one', async ({
    page,
  }) => {
    // Prepare
    await page.goto('/admin/login');
    // Act
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).focus();
    await page.keyboard.press('Enter');
    // Assess: the busy button keeps focus (aria-disabled, not disabled), so the editor keeps their place
    await expectVisible(page.getByText('Invalid password'));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Login');
    await expectVisible(toastTitled(page, 'Login failed'));
    await expectVisible(page.getByText('The password you entered is incorrect'));
    expect(await page.getByLabel('Password').getAttribute('placeholder')).toBe(
      'Enter admin password',
    );
    expect(await page.getByLabel('Password').getAttribute('required')).not.toBeNull();
    // Act
    await signInWithForm(page);
    // Assess: no next, so the article screen (product.md §4)
    expect(new URL(page.url()).pathname).toBe('/admin/articles');
  });

  it('ignores a next that leaves the admin area (no open redirect)', async ({ page }) => {
    // Prepare
    await page.goto(`/admin/login?next=${encodeURIComponent('//evil.example/admin/')}`);
    // Act
    await signInWithForm(page);
    // Assess
    expect(page.url()).toBe(url('/admin/articles'));
  });

  it('keeps what the editor typed through a session that ends mid-work', async ({ page }) => {
    // Prepare
    await signInContext(page.context());
    await page.goto('/admin/rss');
    await page.getByRole('button', { name: 'Add New RSS Feed' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Typed before expiry');
    await page.getByLabel('URL', { exact: true }).fill('https://example.org/typed.xml');
    await revokeSession(page.context());
    // Act
    await page.getByRole('button', { name: 'Add Feed' }).click();
    await page.waitForURL('**/admin/login?next=*');
    // Assess
    await expectVisible(toastTitled(page, 'Session ended'));
    // Act
    await signInWithForm(page);
    // Assess
    expect(new URL(page.url()).pathname).toBe('/admin/rss');
    await expectVisible(page.getByLabel('Name', { exact: true }));
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Typed before expiry');
    expect(await page.getByLabel('URL', { exact: true }).inputValue()).toBe(
      'https://example.org/typed.xml',
    );
  });

  it('logs out with the toast and goes home; the session is gone', async ({ page }) => {
    // Prepare
    await signInContext(page.context());
    await page.goto('/admin/rss');
    // Act
    await page.getByRole('button', { name: 'Logout' }).click();
    // Assess
    await expectVisible(toastTitled(page, 'Logged out'));
    await page.waitForURL(url('/'));
    const session = await page.evaluate(() =>
      fetch('/api/auth/session').then((r) => r.json() as Promise<unknown>),
    );
    expect(session).toEqual({ authenticated: false });
  });

  it('shows the shell: badge, View Site, sidebar with the current page marked', async ({
    page,
  }) => {
    // Prepare
    await signInContext(page.context());
    // Act
    await page.goto('/admin/rss');
    // Assess
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expectVisible(nav.getByRole('link', { name: 'Manage Feeds' }));
    expect(await nav.getByRole('link', { name: 'Manage Feeds' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      await nav.getByRole('link', { name: 'Manage Articles' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(await page.getByRole('link', { name: 'View Site' }).getAttribute('href')).toBe('/');
    expect(await page.getByText('Admin', { exact: true }).count()).toBe(1);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('#main-content').count()).toBe(1);
  });

  it('has the display settings (product.md §10.17): a choice applies at once, the theme toggle follows, focus returns', async ({
    page,
  }) => {
    // Prepare
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/admin/login');
    const open = page.getByRole('button', { name: 'Display settings' });
    // Act
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Display settings' });
    await dialog.getByRole('radio', { name: 'High-contrast dark' }).click();
    await dialog.getByRole('radio', { name: '150 %' }).click();
    // Assess: applied while the dialog is open
    expect(
      await page.evaluate(() => [
        document.documentElement.className,
        document.documentElement.dataset.size,
      ]),
    ).toEqual(['dark contrast', '150']);
    // Act
    await page.keyboard.press('Escape');
    // Assess
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(open)).toBe(true);
    await expectVisible(page.getByRole('button', { name: 'Switch to light theme' }));
  });
});

describe('toasts and focus (WCAG 2.4.11)', () => {
  it('never leaves the focused control under a toast while it shows', async ({ page }) => {
    // Prepare: signed in at 390 px, with 'Login successful' at the bottom of the screen
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/admin/login?next=${encodeURIComponent('/admin/glossary')}`);
    await signInWithForm(page);
    await expectVisible(toastTitled(page, 'Login successful'));
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .waitFor();
    // Act: tab down the glossary cards while the toast shows
    let covered = 0;
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      covered += await page.evaluate(() => {
        const toast = document.querySelector('[data-variant]');
        const focused = document.activeElement;
        if (!toast || !focused || toast.contains(focused)) return 0;
        const t = toast.getBoundingClientRect();
        const f = focused.getBoundingClientRect();
        return f.top < t.bottom && f.bottom > t.top && f.left < t.right && f.right > t.left ? 1 : 0;
      });
    }
    // Assess
    expect(covered).toBe(0);
  });
});
