/**
 * Course sessions against the real server: an admin adds two sessions to a course in its form; a
 * visitor on a phone sees them in French and in Arabic, pre-registers for one in Arabic; the
 * admin finds the pre-registration under that session, enrols the person, and the seats follow
 * in the admin and on the public page. The course is made for this test (a unique title), so
 * parallel journeys on the same server do not meet.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, unique } from './support/api.ts';
import { consentBox } from './support/consent.ts';
import { REQUEST_STATUS_LABELS } from '../shared/domain/pipeline.ts';
import { expect, test } from './support/fixtures.ts';
import { text } from './support/texts.ts';

const STATUS = REQUEST_STATUS_LABELS.fr;

const PHONE = { width: 390, height: 844 };

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its label, the required mark (" *") aside. */
const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(?: \\*)?(?: à traduire)?$`));
const toast = (page: Page, value: string) => page.getByRole('status').filter({ hasText: value });

/** A day `days` after today, as YYYY-MM-DD (far enough ahead that the centre's time zone does not matter). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A published course of its own, through the admin API. */
async function publishedCourse(request: APIRequestContext, title: string): Promise<string> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const [instructor] = (await (await request.get('/api/instructors')).json()) as { _id: string }[];
  const both = (fr: string, en: string, ar: string) => JSON.stringify({ fr, en, ar });
  const response = await request.post('/api/courses', {
    headers,
    multipart: {
      title: both(title, `${title} (EN)`, `${title} (AR)`),
      description: both('Gérer une équipe au quotidien.', 'Managing a team day to day.', 'إدارة فريق يوميًا.'),
      learnings: JSON.stringify({ fr: ['Déléguer'], en: ['Delegate'], ar: ['التفويض'] }),
      syllabus: JSON.stringify([
        {
          title: { fr: 'Bases', en: 'Basics', ar: 'الأساسيات' },
          content: { fr: 'Rôles.', en: 'Roles.', ar: 'الأدوار.' },
        },
      ]),
      category: 'Business',
      duration: both('3 jours', '3 days', '3 أيام'),
      price: '450',
      instructor: instructor!._id,
      isPublished: 'true',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

interface SessionTexts {
  start: string;
  end: string;
  mode: 'onsite' | 'online' | 'hybrid';
  seats: number;
  schedule: Record<'Français' | 'English' | 'العربية', string>;
  location?: Record<'Français' | 'English' | 'العربية', string>;
}

async function addSession(page: Page, session: SessionTexts) {
  await page.getByRole('button', { name: text('admin_sessions.panel.add') }).click();
  const dialog = page.getByRole('dialog', { name: text('admin_sessions.dialog.add_title') });
  await field(dialog, text('admin_sessions.form.start_date')).fill(session.start);
  await field(dialog, text('admin_sessions.form.end_date')).fill(session.end);
  await field(dialog, text('admin_sessions.form.mode')).selectOption(session.mode);
  await field(dialog, text('admin_sessions.form.seats')).fill(String(session.seats));
  for (const [language, schedule] of Object.entries(session.schedule)) {
    await dialog.getByRole('tab', { name: language }).click();
    await field(dialog, text('admin_sessions.form.schedule', 'fr', { language })).fill(schedule);
    const location = session.location?.[language as keyof SessionTexts['schedule']];
    if (location) await field(dialog, text('admin_sessions.form.location', 'fr', { language })).fill(location);
  }
  await dialog.getByRole('button', { name: text('admin_sessions.dialog.submit_add') }).click();
  // The previous session's toast may still be showing: either one says it; the dialog closes only on success.
  await expect(toast(page, text('admin_sessions.toasts.created')).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an admin adds two sessions; a visitor sees them on a phone in French and Arabic and pre-registers for one; the admin enrols them under that session', async ({
  openBrowser,
  request,
}) => {
  // Two pages, two languages, seven screens: about a minute alone, longer when the suite shares two cores.
  test.setTimeout(180_000);
  const title = unique('Management d’équipe');
  const courseId = await publishedCourse(request, title);
  const onsite: SessionTexts = {
    start: inDays(30),
    end: inDays(32),
    mode: 'onsite',
    seats: 2,
    schedule: {
      Français: 'Lundi au mercredi, 9 h – 13 h',
      English: 'Monday to Wednesday, 9 am – 1 pm',
      العربية: 'من الإثنين إلى الأربعاء، 9:00 – 13:00',
    },
    location: { Français: 'Centre Takwin, Tunis', English: 'Takwin centre, Tunis', العربية: 'مركز تكوين، تونس' },
  };
  const online: SessionTexts = {
    start: inDays(60),
    end: inDays(60),
    mode: 'online',
    seats: 20,
    schedule: { Français: 'Samedi, 9 h – 17 h', English: 'Saturday, 9 am – 5 pm', العربية: 'السبت، 9:00 – 17:00' },
  };

  // The admin adds both sessions in the course's form.
  const staff = await openBrowser({ signedIn: true });
  await staff.goto(`/admin/courses/edit/${courseId}?lng=fr`);
  await expect(staff.getByRole('heading', { name: text('admin_sessions.panel.title'), exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(staff.getByText(text('admin_sessions.panel.empty'))).toBeVisible();
  await addSession(staff, onsite);
  await addSession(staff, online);
  const courseSessions = staff
    .getByRole('list', { name: text('admin_sessions.panel.list_label') })
    .getByRole('listitem');
  await expect(courseSessions).toHaveCount(2);

  // A visitor on a phone, in French: both sessions, soonest first.
  const visitor = await openBrowser({ viewport: PHONE });
  await visitor.goto(`/course/${courseId}?lng=fr`);
  const section = visitor.getByRole('region', { name: text('course_page.sessions_title') });
  await expect(section).toBeVisible();
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(onsite.schedule.Français);
  await expect(items.first()).toContainText(onsite.location!.Français);
  await expect(items.nth(1)).toContainText(online.schedule.Français);
  const calendarLink = items
    .first()
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(text('course_page.add_to_calendar'))}`) });
  expect(await calendarLink.getAttribute('href')).toMatch(/^\/api\/sessions\/[^/]+\/calendar\.ics\?lng=fr$/);

  // In Arabic, right to left, the same two sessions; the visitor pre-registers for the first.
  await visitor.goto(`/course/${courseId}?lng=ar`);
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicSection = visitor.getByRole('region', { name: text('course_page.sessions_title', 'ar') });
  const arabicItems = arabicSection.getByRole('listitem');
  await expect(arabicItems).toHaveCount(2);
  await expect(arabicItems.first()).toContainText(onsite.schedule.العربية);
  await expect(arabicItems.first()).toContainText(onsite.location!.العربية);
  // The page is no wider than the phone: nothing pushed out of view.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const name = unique('ياسين');
  const email = `${unique('yassine').replace(/\s/g, '.')}@example.tn`;
  await arabicItems
    .first()
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(text('course_page.register', 'ar'))}`) })
    .click();
  const modal = visitor.getByRole('dialog', { name: text('preregistration.title', 'ar') });
  const choice = modal.getByRole('group', { name: text('preregistration.session', 'ar') });
  await expect(choice.getByRole('radio').first()).toBeChecked();
  await modal.getByLabel(text('preregistration.name', 'ar')).fill(name);
  await modal.getByLabel(text('preregistration.email', 'ar')).fill(email);
  await consentBox(modal, 'ar').check();
  await modal.getByRole('button', { name: text('preregistration.submit', 'ar') }).click();
  await expect(visitor.getByText(text('preregistration.success', 'ar'))).toBeVisible();

  // The admin's sessions page: the first session has one pre-registration and no seat taken yet.
  await staff.goto('/admin/sessions?lng=fr');
  const sessionRow = staff.getByRole('row').filter({ hasText: title }).filter({ hasText: onsite.location!.Français });
  await expect(sessionRow).toHaveCount(1, { timeout: 20_000 });
  await expect(sessionRow.getByText(text('admin_sessions.seats_label_zero', 'fr', { total: 2 }))).toBeAttached();

  // Its pre-registrations: the inbox filtered by that session shows the visitor; enrolled there.
  const leadsLinkName = new RegExp(
    `^${escapeRegExp(text('admin_sessions.actions.leads_label', 'fr', { days: '\u0000', course: title, total: 1 })).replace('\u0000', '.+')}$`,
  );
  await sessionRow.getByRole('link', { name: leadsLinkName }).click();
  await expect(staff).toHaveURL(/\/admin\/leads\?.*session=/);
  const leadRow = staff.getByRole('row').filter({ hasText: name });
  await expect(leadRow).toBeVisible();
  await expect(
    staff
      .getByRole('row')
      .filter({ hasNotText: name })
      .filter({ has: staff.getByRole('cell') }),
  ).toHaveCount(0);
  await leadRow.getByRole('link', { name: text('admin_pipeline.open_label', 'fr', { name }) }).click();
  const panel = staff.getByRole('dialog', { name: new RegExp(name) });
  await expect(panel).toContainText(title);
  const statuses = panel.getByRole('group', { name: text('admin_pipeline.panel.status_group') });
  await statuses.getByRole('button', { name: STATUS.lead.enrolled }).click();
  await expect(statuses.getByRole('button', { name: STATUS.lead.enrolled })).toHaveAttribute('aria-pressed', 'true');

  // The seats follow: one of two taken in the admin, one left on the public page.
  await staff.goto('/admin/sessions?lng=fr');
  await expect(sessionRow.getByText(text('admin_sessions.seats_label_one', 'fr', { count: 1, total: 2 }))).toBeAttached(
    { timeout: 20_000 },
  );
  await expect
    .poll(async () => {
      const course = (await (await request.get(`/api/courses/${courseId}`)).json()) as {
        sessions: { seatsLeft: number }[];
      };
      return course.sessions.map((session) => session.seatsLeft);
    })
    .toEqual([1, 20]);
  await visitor.goto(`/course/${courseId}?lng=fr`);
  await expect(
    visitor
      .getByRole('region', { name: text('course_page.sessions_title') })
      .getByRole('listitem')
      .first(),
  ).toContainText(text('course_page.seats_few_one', 'fr', { count: 1 }));
});
