import { expect, test } from './fixtures';

test('probe dashboard requests', async ({ page, backend: _b, signIn }) => {
  const seen: string[] = [];
  const t0 = Date.now();
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/')) seen.push(`${Date.now() - t0}ms ${r.method()} ${u.pathname}${u.search}`);
  });
  await signIn('demo@example.com');
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(3000);
  console.log(seen.join('\n'));
});
