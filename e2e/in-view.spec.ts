/**
 * What must stay in view: every action of the admin's tables at 1280 px, the site's content under
 * the floating WhatsApp button on a phone (never on the staff's sign-in), and the chosen category
 * of the catalogue on a phone, right to left included. The sign-in's language opens the admin.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { pdf, unique } from './support/api.ts';
import { waitForHydration } from './support/hydration.ts';
import { text } from './support/texts.ts';

/**
 * Whether the floating button labelled `label` is hidden and, when it is not, which of the sections
 * named by `labelledBy` (their aria-labelledby) it overlaps. One read in the page: the button may
 * step aside between two separate reads (and a hidden link has no role to be found by).
 */
function coverage(page: Page, label: string, labelledBy: string[]) {
  return page.evaluate(
    ({ label, labelledBy }) => {
      const button = [...document.querySelectorAll('a[aria-label]')].find((a) => a.getAttribute('aria-label') === label);
      if (!button) throw new Error(`no button labelled ${label}`);
      const style = getComputedStyle(button);
      const hidden = style.visibility === 'hidden' || Number(style.opacity) === 0;
      const box = button.getBoundingClientRect();
      const covered = hidden
        ? []
        : labelledBy.filter((id) => {
            const part = document.querySelector(`section[aria-labelledby="${id}"]`)!.getBoundingClientRect();
            return part.left < box.right && box.left < part.right && part.top < box.bottom && box.top < part.bottom;
          });
      return { hidden, covered };
    },
    { label, labelledBy },
  );
}

async function signInFrom(page: Page, language: string) {
  await page.goto(`/login?lng=${language}`);
  await page.getByLabel(text('login_page.email', language)).fill('admin@takwin.tn');
  await page.getByLabel(text('login_page.password', language)).fill('e2e-admin-password');
  await page.getByRole('button', { name: text('login_page.submit', language) }).click();
  // The admin opens in the language the sign-in page was read in.
  await expect(page.getByRole('navigation', { name: text('admin.nav.label', language) })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * Turns the mouse wheel, then waits until the page has scrolled (or could not: at its end), stopped,
 * and nothing on it moves but what loops for ever: the floating button steps aside a frame after a
 * scroll, with a transition.
 */
async function wheelUntilStill(page: Page, deltaY: number) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, deltaY);
  await page.waitForFunction(
    (before) =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        const atEnd = Math.ceil(y + window.innerHeight) >= document.documentElement.scrollHeight;
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              (y !== before || atEnd) &&
                window.scrollY === y &&
                document
                  .getAnimations()
                  .every(
                    (animation) =>
                      animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
                  ),
            ),
          ),
        );
      }),
    before,
  );
}

/** Wholly inside the window, and not cut by an ancestor that scrolls or clips. */
async function expectWhollyInView(locator: Locator) {
  // Scrolls the page down to it, never sideways: a table's own sideways scroll is what must not be needed.
  await locator.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 200));
  await expect(locator).toBeInViewport({ ratio: 1 });
  const clipped = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) return true;
    }
    return false;
  });
  expect(clipped).toBe(false);
}

for (const language of ['fr', 'ar']) {
  test(`at 1280 px in ${language}, the applications' and the staff's tables show every action`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const name = unique('Mohamed Amine Ben Salah');
    const sent = await request.post('/api/candidatures', {
      multipart: {
        name,
        email: 'mohamed.amine.bensalah.candidature@exemple-long.tn',
        phone: '+216 20 202 202',
        consent: 'true',
        cv: { name: 'Mohamed Amine Ben Salah - Curriculum vitae 2026.pdf', mimeType: 'application/pdf', buffer: pdf() },
      },
    });
    expect(sent.status()).toBe(201);

    await signInFrom(page, language);
    await page.goto('/admin/candidatures');
    const remove = page.getByRole('button', { name: text('admin_candidatures.delete_label', language, { name }) });
    await expectWhollyInView(remove);

    // A colleague invited and not joined yet: the row with the most actions (resend, revoke, deactivate).
    const token = (await (
      await request.post('/api/users/login', { data: { email: 'admin@takwin.tn', password: 'e2e-admin-password' } })
    ).json()) as { token: string };
    const invitedEmail = `${unique('invitee').replace(/\s/g, '.')}@exemple-long.tn`;
    const invited = await request.post('/api/users/invitations', {
      headers: { authorization: `Bearer ${token.token}` },
      data: { name: unique('Mohamed Amine Ben Salah'), email: invitedEmail, role: 'recruiter', language },
    });
    expect(invited.status()).toBe(201);

    await page.goto('/admin/staff');
    await expectWhollyInView(page.getByRole('columnheader', { name: text('admin_staff.list.last_login', language) }));
    for (const email of ['admin@takwin.tn', invitedEmail]) {
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row.getByRole('button').first()).toBeVisible();
      for (const button of await row.getByRole('button').all()) await expectWhollyInView(button);
    }
    await expect(page.getByRole('row').filter({ hasText: invitedEmail }).getByRole('button')).toHaveCount(3);
  });

  test(`on a phone in ${language}, the WhatsApp button never covers the price card nor the sessions, and is not on the sign-in page`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const courses = (await (await request.get('/api/courses')).json()) as { _id: string; nextSession?: unknown }[];
    const course = courses.find((card) => card.nextSession !== undefined)!;
    const floating = page.getByRole('link', { name: text('whatsapp.floating_label', language), exact: true });

    await page.goto(`/course/${course._id}?lng=${language}`);
    await waitForHydration(page);
    await expect(floating).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let seenHidden = false;
    // The button and what it covers, read in one frame; polled, since it steps aside a frame or two
    // after the scroll, with a fade. A button that stayed over a part would keep the list non-empty.
    const coveredParts = (guarded: string[]) =>
      expect.poll(async () => {
        const { hidden, covered } = await coverage(page, text('whatsapp.floating_label', language), guarded);
        if (hidden) seenHidden = true;
        return covered;
      });
    for (let y = 0; y < height; y += 150) {
      await wheelUntilStill(page, 150);
      await coveredParts(['price-box-title', 'course-sessions']).toEqual([]);
    }
    // It stepped aside on the way, and is back at the end of the page.
    expect(seenHidden).toBe(true);

    await page.goto(`/?lng=${language}`);
    await waitForHydration(page);
    await page.locator('section[aria-labelledby="home-sessions"]').scrollIntoViewIfNeeded();
    await wheelUntilStill(page, 1);
    await coveredParts(['home-sessions']).toEqual([]);

    await page.goto(`/login?lng=${language}`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: text('login_page.submit', language) })).toBeVisible();
    await expect(floating).toHaveCount(0);
  });

  test(`on a phone in ${language}, the chosen category chip stays in view`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const chips = page.getByRole('group', { name: text('courses_page.categories_label', language) });
    const row = chips.locator('xpath=..');
    const chip = (category: string) =>
      chips.getByRole('button', { name: text(`categories.${category}`, language), exact: true });
    const inRow = async (locator: Locator) => {
      const [box, frame] = [(await locator.boundingBox())!, (await row.boundingBox())!];
      return box.x >= frame.x - 0.5 && box.x + box.width <= frame.x + frame.width + 0.5;
    };

    // Opened on the last category: the row scrolls to it.
    await page.goto(`/courses?lng=${language}&category=Autre`);
    await waitForHydration(page);
    await expect(chip('Autre')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => inRow(chip('Autre'))).toBe(true);

    // Chosen, a chip half out of view comes wholly into it; so does the first one again.
    await chip('all').click();
    await expect.poll(() => inRow(chip('all'))).toBe(true);
    const languages = chip('Langues');
    await row.evaluate((element) => element.scrollBy({ left: 0 }));
    await languages.click({ force: true });
    await expect(languages).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => inRow(languages)).toBe(true);
  });
}
