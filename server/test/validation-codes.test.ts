/**
 * Every problem of a refused input carries its validation code beside its English message, the
 * one a screen translates: from the routes that parse their own input and from the ones Fastify
 * checks against their schema alike.
 */
import { describe, expect, it } from 'vitest';
import { problems, useTestContext } from './support/context.ts';

const ctx = useTestContext();

describe('the codes of a 400', () => {
  it('names what is wrong with each field of a public request', async () => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/leads',
      payload: {
        email: 'not-an-address',
        phone: 'call me',
        courseOfInterest: 'Web\nDesign',
        learningPaceInterest: 'Slow',
        message: 'x'.repeat(20_000),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input' });
    expect(problems(response)).toEqual(
      expect.arrayContaining([
        ['name', 'required'],
        ['email', 'email'],
        ['phone', 'phone'],
        ['courseOfInterest', 'one_line'],
        ['learningPaceInterest', 'choice'],
        ['message', 'too_long'],
      ]),
    );
  });

  it('tells a missing value from one of the wrong type, and names the rules across fields', async () => {
    const response = await ctx.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: ctx.auth,
      payload: {
        email: 'contact@takwin.tn',
        phone: '+216 71 000 000',
        address: { fr: 'Tunis', en: 'Tunis', ar: 'تونس' },
        openingHours: { fr: '9h', en: '9am', ar: '9' },
        latitude: 91,
        longitude: 'east',
        facebookUrl: 'http://facebook.com/takwin',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(problems(response)).toEqual(
      expect.arrayContaining([
        ['name', 'required'],
        ['latitude', 'too_large'],
        ['longitude', 'number'],
        ['facebookUrl', 'https_url'],
      ]),
    );
    const pair = await ctx.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: ctx.auth,
      payload: {
        name: 'Takwin',
        email: 'contact@takwin.tn',
        phone: '+216 71 000 000',
        address: { fr: 'Tunis', en: 'Tunis', ar: 'تونس' },
        openingHours: { fr: '9h', en: '9am', ar: '9' },
        latitude: 36.8,
      },
    });
    expect(problems(pair)).toEqual([['longitude', 'both_coordinates']]);
  });

  it('gives a code to what Fastify checks against a route schema too', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/api/leads/abc%00', headers: ctx.auth });
    expect(response.statusCode).toBe(400);
    expect(problems(response)).toEqual([['params.id', 'control_characters']]);
  });
});
