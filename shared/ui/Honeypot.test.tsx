import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../test-utils.tsx';
import { Honeypot } from './Honeypot.tsx';

function FormWithHoneypot() {
  const { register } = useForm({ defaultValues: { website: '' } });
  return (
    <form>
      <Honeypot registration={register('website')} />
    </form>
  );
}

describe('the anti-spam field', () => {
  it.each([
    ['fr', 'Site web'],
    ['en', 'Website'],
    ['ar', 'الموقع الإلكتروني'],
  ])('is labelled in the page language (%s), and stays out of reach of people', async (language, label) => {
    const { container } = await renderWithSite(<FormWithHoneypot />, { language });
    const field = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(field.closest('label')).toHaveTextContent(new RegExp(`^${label}$`));
    expect(field).toHaveAttribute('tabindex', '-1');
    expect(field.closest('[aria-hidden="true"]')).not.toBeNull();
    // Hidden from the accessibility tree: no one using a screen reader meets it.
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
