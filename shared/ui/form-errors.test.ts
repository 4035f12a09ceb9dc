import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ContactMessageInputSchema, TEXT_MESSAGES } from '../domain/schemas.ts';
import { issueCode } from '../domain/validation-codes.ts';
import ar from '../i18n/locales/ar/forms.json';
import en from '../i18n/locales/en/forms.json';
import fr from '../i18n/locales/fr/forms.json';
import { fieldErrorText } from './form-errors.ts';

async function translator(language: string): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { fr: { translation: fr }, en: { translation: en }, ar: { translation: ar } },
  });
  return i18n.t;
}

/** The first problem the shared schema finds with a contact message whose `field` is `value`. */
function problem(field: string, value: string) {
  const result = ContactMessageInputSchema.safeParse({
    name: 'Hédi',
    email: 'hedi@example.tn',
    message: 'Bonjour',
    [field]: value,
  });
  const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
  return issue && { type: issueCode(issue), message: issue.message };
}

describe("the text rule's problems in a form", () => {
  it("are told in the visitor's language, by the code of the schema's problem", async () => {
    const t = { fr: await translator('fr'), en: await translator('en'), ar: await translator('ar') };
    const cases: [string, string, string, keyof typeof fr.forms.errors][] = [
      ['name', 'Hédi\u0000', TEXT_MESSAGES.controlCharacters, 'control_characters'],
      ['name', 'Hédi\tMansour', TEXT_MESSAGES.oneLine, 'one_line'],
      ['name', 'Hédi\ud800', TEXT_MESSAGES.brokenCharacter, 'broken_character'],
      ['message', 'Bonjour\u2066', TEXT_MESSAGES.directionControls, 'direction_controls'],
      ['name', '\u200b\u2060', TEXT_MESSAGES.invisibleOnly, 'required'],
      ['name', '', TEXT_MESSAGES.required, 'required'],
    ];
    for (const [field, value, message, key] of cases) {
      const error = problem(field, value);
      expect(error?.message, JSON.stringify(value)).toBe(message);
      expect(fieldErrorText(t.fr, error)).toBe(fr.forms.errors[key]);
      expect(fieldErrorText(t.en, error)).toBe(en.forms.errors[key]);
      expect(fieldErrorText(t.ar, error)).toBe(ar.forms.errors[key]);
    }
    // A server's 400 carries the same codes: the same text for it; an unknown one reads as invalid.
    expect(fieldErrorText(t.fr, { type: 'one_line' })).toBe(fr.forms.errors.one_line);
    expect(fieldErrorText(t.ar, { type: 'server' })).toBe(ar.forms.errors.invalid);
  });

  it('let a multi-line message keep its tabs and line breaks', () => {
    expect(problem('message', 'Bonjour,\n\tune question.\r\nMerci')).toBeUndefined();
  });
});
