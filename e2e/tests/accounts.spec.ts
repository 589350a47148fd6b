import { linkIn } from '@bible-journey/test-support/smtp-inbox';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, type SmtpInbox, suiteServer, test } from '../support/suite.ts';

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null') as { user: { email: string } } | null);

const uniqueEmail = (label: string, project: string) =>
  `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  // Each field's message (register-page.test.tsx) and a wrong password (login-page.test.tsx, the
  // server's answer in auth.test.ts) are proven below the browser.
  test('register, log out, log in, and password recovery', async ({ page }, testInfo) => {
    const email = uniqueEmail('ruth', testInfo.project.name);

    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Name').fill('Ruth');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    // Signing in opens /plan; with no plan on the device or the server, the checklist's sync then
    // sends the person on to plan creation (spec 2 section 4).
    await expect(page).toHaveURL(/\/new$/);
    expect((await storedSession(page))?.user.email).toBe(email);

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toBeNull();

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/new$/);
    expect((await storedSession(page))?.user.email).toBe(email);

    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Account not found.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  // Its "Send me a new link" for the same address (reset-password-page.test.tsx) and the filled form
  // that sends it (forgot-password-page.test.tsx) are proven on a fake fetch.
  test('a reset link that does not work is said before any form', async ({ page, request }, testInfo) => {
    const email = uniqueEmail('unknown-link', testInfo.project.name);
    await request.post('/api/auth/register', { data: { name: 'Ruth', email, password: 'secret-1' } });

    await page.goto(`/reset-password/not-a-real-token/${encodeURIComponent(email)}`);
    await expect(
      page.getByText("This link doesn't work. It may be incomplete, or a newer link was sent after it."),
    ).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'reset page, link that does not work');
  });
});

test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('um link de redefinição que não funciona é dito antes do formulário', async ({ page, request }, testInfo) => {
    const email = uniqueEmail('link-pt', testInfo.project.name);
    await request.post('/api/auth/register', { data: { name: 'Maria', email, password: 'secret-1' } });
    await page.goto(`/reset-password/inventado/${encodeURIComponent(email)}`);
    await expect(page.getByText('Este link não funciona.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Nova senha', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Enviar um novo link' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'reset page in pt, link that does not work');
  });

  // The policy linked at its Portuguese address, and the password's message in pt, pl and id:
  // register-page.test.tsx. (The name's and the e-mail's messages in pt are checked only here.)
  test('o cadastro pede cada campo numa frase inteira, sem problemas sérios de acessibilidade', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Digite seu nome')).toBeVisible();
    await expect(page.getByText('Digite seu e-mail')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'register in pt with field errors');
  });
});

test.describe('in Polish', () => {
  test.use({ locale: 'pl-PL' });

  // The password's message and the policy link in Polish: register-page.test.tsx. The name's
  // message in Polish is checked only here.
  test('rejestracja prosi o imię pełnym zdaniem', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await expect(page.getByText('Podaj imię')).toBeVisible();
  });
});

/** The mailed links themselves, from the worker's server, which mails over SMTP (support/suite.ts). */
test.describe('with the mail a person receives', () => {
  const base = () => suiteServer().base;
  let inbox: SmtpInbox;

  test.beforeAll(() => {
    inbox = suiteServer().inbox;
  });

  test.describe('in Polish', () => {
    test.use({ locale: 'pl-PL' });

    test('po zmianie hasła otwiera się logowanie z wpisanym adresem; użyty link mówi to przed formularzem', async ({
      page,
      request,
    }, testInfo) => {
      const email = uniqueEmail('reset-pl', testInfo.project.name);
      await request.post(`${base()}/api/auth/register`, {
        data: { name: 'Ola', email, password: 'stare-haslo' },
        headers: { language: 'pl' },
      });

      await page.goto(`${base()}/forgot-password`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Wyślij link' }).click();
      await expect(page.getByText(`Wysłaliśmy link na adres ${email}.`, { exact: false })).toBeVisible();
      const link = linkIn(await inbox.waitFor(email, /Zresetuj/), `${base()}/reset-password/`);

      await page.goto(link);
      await page.getByLabel('Nowe hasło', { exact: true }).fill('nowe-haslo');
      await page.getByRole('button', { name: 'Zapisz hasło' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Hasło zostało zmienione. Zaloguj się nowym hasłem.')).toBeVisible();
      await expect(page.getByLabel('E-mail')).toHaveValue(email);
      await expect(page.getByLabel('Hasło', { exact: true })).toBeFocused();
      await expectNoSeriousA11yViolations(page, 'log in after a reset, in pl');
      await page.getByLabel('Hasło', { exact: true }).fill('nowe-haslo');
      await page.getByRole('button', { name: 'Zaloguj się' }).first().click();
      await expect(page).toHaveURL(/\/new$/);

      // The same link again: said before any form, with a new link and logging in offered.
      await page.goto(link);
      await expect(
        page.getByText('Ten link został już użyty do ustawienia nowego hasła.', { exact: false }),
      ).toBeVisible();
      await expect(page.getByLabel('Nowe hasło', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Wyślij mi nowy link' })).toHaveAttribute(
        'href',
        `/forgot-password?email=${encodeURIComponent(email)}`,
      );
      await expect(page.getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'reset page in pl, used link');
    });
  });

  test.describe('in Portuguese', () => {
    test.use({ locale: 'pt-BR' });

    test('um link de confirmação já usado oferece um novo, que confirma a conta', async ({ page }, testInfo) => {
      const email = uniqueEmail('confirm-pt', testInfo.project.name);
      await page.goto(`${base()}/register`);
      await page.getByLabel('Nome').fill('Maria');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Senha', { exact: true }).fill('segredo-1');
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await expect(page).toHaveURL(/\/new$/);
      const first = await inbox.waitFor(email, /Confirme/);
      const firstLink = linkIn(first, `${base()}/email-confirmation/`);

      await page.goto(firstLink);
      await expect(page.getByText('Seu e-mail foi confirmado.')).toBeVisible();

      // The link again: no longer /new without a word, but a way to a new link.
      await page.goto(firstLink);
      await expect(page.getByRole('heading', { level: 1, name: 'Este link não funcionou' })).toBeVisible();
      await expect(page.getByText('Este link de confirmação não funciona mais', { exact: false })).toBeVisible();
      await expect(page.getByLabel('E-mail')).toHaveValue(email);
      await expectNoSeriousA11yViolations(page, 'confirmation page in pt, used link');
      const before = inbox.mails.length;
      await page.getByRole('button', { name: 'Enviar um novo link' }).click();
      await expect(
        page.getByText(`Se ${email} for de uma conta aguardando confirmação`, { exact: false }),
      ).toBeVisible();
      // Already confirmed: the same answer, and no mail (none is sent for a confirmed account at all).
      expect(inbox.mails.slice(before).filter((mail) => mail.to === email)).toHaveLength(0);
    });

    test('uma conta ainda não confirmada recebe um novo link que funciona', async ({ page, request }, testInfo) => {
      const email = uniqueEmail('resend-pt', testInfo.project.name);
      await request.post(`${base()}/api/auth/register`, {
        data: { name: 'Maria', email, password: 'segredo-1' },
        headers: { language: 'pt' },
      });
      const firstLink = linkIn(await inbox.waitFor(email, /Confirme/), `${base()}/email-confirmation/`);
      // A link cut short in the mail program: refused, and a new one asked for.
      await page.goto(`${firstLink.slice(0, -6)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Este link não funcionou' })).toBeVisible();
      await page.getByLabel('E-mail').fill(email);
      const before = inbox.mails.length;
      await page.getByRole('button', { name: 'Enviar um novo link' }).click();
      await expect(page.getByText('um novo link está a caminho', { exact: false })).toBeVisible();
      await expect.poll(() => inbox.mails.slice(before).some((mail) => mail.to === email)).toBe(true);
      const resent = inbox.mails.slice(before).find((mail) => mail.to === email);
      expect(resent?.subject).toBe('Confirme seu e-mail no Bible Journey');
      await page.goto(linkIn(resent as NonNullable<typeof resent>, `${base()}/email-confirmation/`));
      await expect(page.getByText('Seu e-mail foi confirmado.')).toBeVisible();
    });
  });
});
