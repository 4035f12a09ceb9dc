import { describe, expect, it } from 'vitest';
import type { CentreSettings, CentreSettingsInput } from '../../shared/domain/index.ts';
import { DEFAULT_CENTRE_SETTINGS } from '../src/features/settings/centre-defaults.ts';
import { CentreSettingsService } from '../src/features/settings/service.ts';
import { problemPaths, useTestContext } from './support/context.ts';

const ctx = useTestContext();

const settings: CentreSettingsInput = {
  name: 'Takwin Sfax',
  address: {
    fr: 'Route de Tunis km 2\n3000 Sfax',
    en: 'Tunis road km 2\n3000 Sfax',
    ar: 'طريق تونس كلم 2\n3000 صفاقس',
  },
  phone: '+216 74 000 111',
  whatsapp: '+216 98 111 222',
  email: 'sfax@takwin.tn',
  openingHours: {
    fr: 'Lundi – samedi : 8h – 17h',
    en: 'Monday – Saturday: 8 am – 5 pm',
    ar: 'من الاثنين إلى السبت: 8:00 – 17:00',
  },
  facebookUrl: 'https://www.facebook.com/takwin.sfax',
  instagramUrl: 'https://www.instagram.com/takwin.sfax',
  linkedinUrl: 'https://www.linkedin.com/company/takwin',
  latitude: 34.7406,
  longitude: 10.7603,
};
const put = (payload: unknown, auth = true) =>
  ctx.inject({ method: 'PUT', url: '/api/settings', headers: auth ? ctx.auth : {}, payload: payload as object });
const publicSettings = async () =>
  (await ctx.inject({ method: 'GET', url: '/api/settings' })).json() as Record<string, unknown>;

describe('centre settings', () => {
  it("answers the centre's defaults before staff save any", async () => {
    const response = await ctx.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_CENTRE_SETTINGS);
  });

  it('lets an admin replace them; visitors then read the new ones, never the staff-only details', async () => {
    expect((await put(settings, false)).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'GET', url: '/api/settings/all' })).statusCode).toBe(401);

    // A field the settings do not have is dropped, never stored nor shown.
    const saved = await put({ ...settings, internalNote: 'ne pas publier' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...settings, updatedAt: expect.any(String) });

    const visible = await publicSettings();
    // When the settings were saved is the staff's business.
    expect(visible).toEqual(settings);
    expect(JSON.stringify(visible)).not.toContain('ne pas publier');

    const all = (
      await ctx.inject({ method: 'GET', url: '/api/settings/all', headers: ctx.auth })
    ).json() as CentreSettings;
    expect(all).toEqual({ ...settings, updatedAt: expect.any(String) });
  });

  it('treats blank optional fields as absent and keeps what was typed trimmed', async () => {
    const response = await put({
      ...settings,
      whatsapp: '',
      facebookUrl: '  ',
      latitude: '',
      longitude: null,
      name: '  Takwin  ',
    });
    expect(response.statusCode).toBe(200);
    const visible = await publicSettings();
    expect(visible.name).toBe('Takwin');
    for (const field of ['whatsapp', 'facebookUrl', 'latitude', 'longitude']) expect(visible).not.toHaveProperty(field);
  });

  it.each([
    ['no name', { name: '' }, 'name'],
    ['an address missing in Arabic', { address: { ...settings.address, ar: ' ' } }, 'address.ar'],
    ['no phone', { phone: '' }, 'phone'],
    ['an invalid WhatsApp number', { whatsapp: 'écrivez-nous' }, 'whatsapp'],
    ['an invalid email', { email: 'contact@' }, 'email'],
    ['opening hours missing in English', { openingHours: { ...settings.openingHours, en: '' } }, 'openingHours.en'],
    ['a social link that is not https', { facebookUrl: 'javascript:alert(1)' }, 'facebookUrl'],
    ['a plain-http maps link', { mapsUrl: 'http://maps.example/takwin' }, 'mapsUrl'],
    ['a latitude out of range', { latitude: 91 }, 'latitude'],
    ['a latitude without its longitude', { longitude: undefined }, 'longitude'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_label, change, field) => {
    const before = await publicSettings();
    const response = await put({ ...settings, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    expect(problemPaths(response)).toContain(field);
    expect(await publicSettings()).toEqual(before);
  });

  it('reads them again after a while, so a save made by another server on the same database shows', async () => {
    const service = new CentreSettingsService(ctx.app.db.kysely, { lifetimeMs: 50 });
    const before = await service.getPublic();
    // What another server's save does: straight to the database.
    await ctx.app.repos.settings.saveCentre({ ...settings, name: 'Takwin Bizerte' });
    expect(await service.getPublic()).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await service.getPublic()).name).toBe('Takwin Bizerte');
  });
});
