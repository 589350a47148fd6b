import { expect, test } from '@playwright/test';
import { buildDevicePlan, seedDevice } from '../support/device.ts';

test.use({ locale: 'en-US' });

test('the language switch changes the whole interface and is remembered', async ({ page }) => {
  await seedDevice(page, { planv2: buildDevicePlan({ readDays: 2, trackDelays: false }) });
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();

  await page.getByLabel('Language').selectOption('pt');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.getByLabel('Idioma')).toHaveValue('pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Início' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Idioma')).toHaveValue('pt');
  await page.getByRole('navigation').getByRole('link', { name: 'Início' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seu plano de leitura' })).toBeVisible();

  await page.goto('/menu');
  await page.getByLabel('Idioma').selectOption('pl');
  await expect(page.getByLabel('Język')).toHaveValue('pl');
});

test('a signed-in person edits their name, sends feedback, and deletes the account in two steps', async ({
  page,
  request,
}) => {
  const email = `menu-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Menu Reader', email, password: 'secret-123' },
  });
  expect(registered.ok()).toBe(true);
  const session = (await registered.json()) as { user: unknown; token: string };
  await seedDevice(page, { session, planv2: buildDevicePlan({ readDays: 2, trackDelays: false }) });

  await page.goto('/menu');
  await page.getByRole('button', { name: /Edit profile/ }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit profile' });
  await editDialog.getByLabel('Name').fill('Ruth Reader');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile was updated')).toBeVisible();
  const profile = await request.get('/api/user', { headers: { authorization: `Bearer ${session.token}` } });
  expect(((await profile.json()) as { user: { name: string } }).user.name).toBe('Ruth Reader');

  await page.getByRole('button', { name: 'Send feedback' }).click();
  const feedbackDialog = page.getByRole('dialog', { name: /feedback/i });
  await feedbackDialog.getByRole('textbox').first().fill('The reading plan is lovely.');
  await feedbackDialog.getByRole('button', { name: 'Send' }).click();
  await expect(feedbackDialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByText(`We sent a confirmation to ${email}`)).toBeVisible();
  const gone = await request.get('/api/user', { headers: { authorization: `Bearer ${session.token}` } });
  expect(gone.status()).toBe(401);
});
