import type { Page } from '@playwright/test';
import { expect, test, waitForStart } from './fixtures';

/**
 * Tap targets (issue 13, WCAG 2.5.8): every control is at least 24 × 24 px; buttons, tabs and form
 * fields, the controls a thumb aims at, are at least 44 px tall. A link inside running text (a
 * sentence of a paragraph or a label) is exempt from the size, as WCAG allows, and is listed so.
 */
const CONTROLS =
  'a, button, input, select, [role=button], [role=tab], [role=combobox], label > input[type=checkbox]';
const MIN = 24;
const PRIMARY = 44;

interface Target {
  name: string;
  width: number;
  height: number;
  primary: boolean;
  inline: boolean;
}

/** Every visible control on the page with its size and whether it is primary or inline in text. */
function measure(page: Page): Promise<Target[]> {
  return page.evaluate((selector) => {
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
    };
    /** A link with words of the same sentence around it, in a paragraph or a label. */
    const inText = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const block = el.closest('p, label');
      if (!block) return false;
      const rest = (block.textContent ?? '').replace(el.textContent ?? '', '').trim();
      return rest.split(/\s+/).length >= 6;
    };
    /**
     * Where a tap lands on the control: a stretched control (its ::after laid over its positioned
     * ancestor, as a trade card's button is) takes taps on the whole of that ancestor.
     */
    const hitBox = (el: Element) => {
      const after = getComputedStyle(el, '::after');
      const stretched =
        after.content !== 'none' &&
        after.position === 'absolute' &&
        [after.top, after.right, after.bottom, after.left].every((side) => side === '0px');
      let holder = stretched ? el.parentElement : null;
      while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
      return (holder ?? el).getBoundingClientRect();
    };
    const isPrimary = (el: Element) =>
      el.tagName === 'BUTTON' ||
      el.tagName === 'SELECT' ||
      ['tab', 'combobox'].includes(el.getAttribute('role') ?? '') ||
      (el.tagName === 'INPUT' && !['checkbox', 'radio', 'hidden'].includes((el as HTMLInputElement).type));
    return (
      Array.from(document.querySelectorAll(selector))
        // A skip link is drawn only while it has the focus, and is then a full-size link.
        .filter((el) => shown(el) && !el.closest('[aria-hidden="true"], .sr-only, .skip-link:not(:focus)'))
        .map((el) => {
          const box = hitBox(el);
          const label = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
          return {
            name: `${el.tagName.toLowerCase()} "${(label || (el as HTMLInputElement).name || el.id).slice(0, 40)}"`,
            width: Math.round(box.width * 10) / 10,
            height: Math.round(box.height * 10) / 10,
            primary: isPrimary(el),
            inline: inText(el),
          };
        })
    );
  }, CONTROLS);
}

/** What is too small on this screen, at 320, 390 and 1280 px; then the screen's pictures at those widths. */
async function expectTapTargets(page: Page, screen: string, shots: (name: string) => Promise<void>) {
  const failures: string[] = [];
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
    const targets = await measure(page);
    expect(targets.length, `${screen} has controls`).toBeGreaterThan(0);
    for (const t of targets) {
      const size = `${t.width} × ${t.height}`;
      if (t.inline) continue;
      if (t.width < MIN || t.height < MIN) failures.push(`${width} px ${screen}: ${t.name} is ${size}`);
      else if (t.primary && t.height < PRIMARY)
        failures.push(`${width} px ${screen}: ${t.name} is ${size}, a primary control under ${PRIMARY} px`);
    }
  }
  expect.soft(failures, `${screen}: targets too small`).toEqual([]);
  const name = `tap-targets-${screen.replace(/\W+/g, '-').toLowerCase()}`;
  await page.setViewportSize({ width: 320, height: 740 });
  await page.screenshot({ path: `shots/${name}-320.png` });
  await shots(name);
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The links exempt from the size as inline (WCAG 2.5.8): those inside a sentence. */
async function inlineLinks(page: Page) {
  return (await measure(page)).filter((t) => t.inline).map((t) => t.name);
}

test.describe('tap targets', () => {
  test('public screens', async ({ page, backend: _b, shots }) => {
    await page.goto('/');
    await waitForStart(page);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expectTapTargets(page, 'login', shots);
    expect(await inlineLinks(page)).toEqual([]);

    await page.goto('/?type=basic');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expectTapTargets(page, 'login type=basic', shots);

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expectTapTargets(page, 'forgot password', shots);

    await page.goto('/auto-login');
    await expect(page.getByRole('heading', { name: 'Sign-in link not valid' })).toBeVisible();
    await expectTapTargets(page, 'auto-login without a token', shots);

    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectTapTargets(page, 'sign-up', shots);

    await page.getByLabel('Email').fill('tap-targets@example.com');
    await page.getByLabel('Password', { exact: true }).fill('new-pass-1');
    await page.getByRole('button', { name: 'Sign up now' }).click();
    await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
    await expectTapTargets(page, 'country step', shots);
    // 'Privacy Policy' sits inside the consent sentence when it is a link.
    for (const name of await inlineLinks(page)) expect(name).toMatch(/Privacy Policy/);

    await page.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
    await expectTapTargets(page, 'Set Up', shots);
  });

  test('the dashboard', async ({ page, backend: _b, signIn, shots }) => {
    await signIn('demo@example.com');
    await page.goto('/main/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
    await expectTapTargets(page, 'dashboard', shots);
  });
});
