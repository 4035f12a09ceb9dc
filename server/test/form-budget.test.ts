/**
 * The public forms share one budget per address: spreading requests over the pre-registration,
 * quote and contact forms gets no more through than sending them all to one.
 */
import { expect, it } from 'vitest';
import { useTestContext } from './support/context.ts';

const LIMIT = 4;
const ctx = useTestContext({ env: { FORM_RATE_LIMIT: String(LIMIT) } });

const FORMS = [
  { url: '/api/leads', payload: { name: 'Budget', email: 'budget@example.tn' } },
  {
    url: '/api/company-leads',
    payload: { companyName: 'Budget SARL', contactName: 'Budget', email: 'budget@example.tn' },
  },
  { url: '/api/contact-messages', payload: { name: 'Budget', email: 'budget@example.tn', message: 'Bonjour' } },
];

/** Sends forms from one address, taking them in turn from `forms`, until refused; answers how many were taken. */
async function acceptedBeforeLimit(forms: typeof FORMS, ip: string): Promise<number> {
  for (let attempt = 0; attempt < LIMIT * 3; attempt++) {
    const form = forms[attempt % forms.length]!;
    const response = await ctx.inject({ method: 'POST', url: form.url, payload: form.payload, remoteAddress: ip });
    if (response.statusCode === 429) {
      expect(response.json()).toMatchObject({ code: 'rate_limited' });
      return attempt;
    }
    expect(response.statusCode, response.body).toBe(201);
  }
  return Infinity;
}

it('counts every public form of an address against one limit', async () => {
  expect(await acceptedBeforeLimit(FORMS.slice(0, 1), '10.40.0.1')).toBe(LIMIT);
  expect(await acceptedBeforeLimit(FORMS, '10.40.0.2')).toBe(LIMIT);
  // Another address has its own budget.
  expect(
    (await ctx.inject({ method: 'POST', url: FORMS[2]!.url, payload: FORMS[2]!.payload, remoteAddress: '10.40.0.3' }))
      .statusCode,
  ).toBe(201);
});
