/**
 * Assignment between two admins, each in a window of their own, against the reference server with
 * real sockets: alone at the desk an admin is offered no assignment; once a second admin is online
 * the first assigns a conversation to them, and the second admin's 'Mine' tab holds it, live.
 */
import { expectAccessible } from './accessibility';
import { expect, test, windowFor } from './fixtures';

test("an admin assigns a conversation to a second admin, whose 'Mine' tab shows it live with count 1", async ({
  page,
  signIn,
  browser,
  backend,
  baseURL,
  shots,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn('admin@example.com');
  await page.goto('/admin/chat?customer=1');
  await expect(page.getByRole('heading', { name: 'Alex Morgan', level: 2 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Customers' }).getByRole('button').first()).toBeVisible();
  // Alone at the desk: nobody to hand a conversation to.
  await expect(page.getByRole('combobox', { name: 'Assign' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^Mine/ })).toHaveCount(0);

  const second = await windowFor(browser, backend, 'admin2@example.com', baseURL!);
  await second.goto('/admin/chat');
  await expect(second.getByRole('tab', { name: 'Mine 0' })).toBeVisible({ timeout: 15_000 });
  // Live, so the assignment reaches this window as it happens rather than at the 30 s refresh.
  await expect(
    second.getByRole('banner').getByRole('button', { name: /^Connection: / }),
  ).toHaveAccessibleName('Connection: Online', { timeout: 15_000 });

  // The second admin's heartbeat reached the first desk live: it offers the admins.
  const assign = page.getByRole('combobox', { name: 'Assign' });
  await expect(assign).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('tab', { name: 'Mine 0' })).toBeVisible();
  await assign.selectOption({ label: 'Sam Okafor' });

  const mine = second.getByRole('tab', { name: 'Mine 1' });
  await expect(mine).toBeVisible({ timeout: 5_000 });
  await mine.click();
  const rows = second.getByRole('list', { name: 'Customers' }).getByRole('button');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Alex Morgan');
  // The first admin's select says who has it now.
  await expect(assign.locator('option:checked')).toHaveText('Sam Okafor');
  await expectAccessible(page);
  await shots('desk-assign');
  await second.context().close();
});
