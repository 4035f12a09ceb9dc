import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Honeypot } from './Honeypot.tsx';
import { Modal } from './Modal.tsx';

/** A form as the site's used to be: the anti-spam field first in the DOM, the fields people see after it. */
function HoneypotFirstForm({ children }: { children?: ReactNode }) {
  const { register } = useForm({ defaultValues: { website: '', name: '' } });
  return (
    <form>
      <Honeypot registration={register('website')} />
      {children}
      <label>
        Name
        <input {...register('name')} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

const renderModal = (content: ReactNode) =>
  render(
    <Modal open title="Request" onClose={() => {}} closeLabel="Close">
      {content}
    </Modal>,
  );

describe('Modal', () => {
  it('focuses the first visible field, never the hidden anti-spam field before it, and typing goes there', async () => {
    const user = userEvent.setup();
    renderModal(<HoneypotFirstForm />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();

    await user.keyboard('Salma');
    expect(name).toHaveValue('Salma');
    expect(document.querySelector('input[name="website"]')).toHaveValue('');
  });

  it('skips fields out of the Tab order or hidden', () => {
    renderModal(
      <HoneypotFirstForm>
        <input aria-label="Out of the Tab order" tabIndex={-1} />
        <div hidden>
          <input aria-label="Hidden" />
        </div>
      </HoneypotFirstForm>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('focuses the dialog itself when it has no field', () => {
    renderModal(<p>Nothing to fill in.</p>);
    expect(screen.getByRole('dialog', { name: 'Request' })).toHaveFocus();
  });

  it('cycles Tab over what people can reach, leaving the anti-spam field out', async () => {
    const user = userEvent.setup();
    function HoneypotLastForm() {
      const { register } = useForm({ defaultValues: { website: '', name: '' } });
      return (
        <form>
          <input aria-label="Name" {...register('name')} />
          <button type="submit">Send</button>
          <Honeypot registration={register('website')} />
        </form>
      );
    }
    renderModal(<HoneypotLastForm />);
    const close = screen.getByRole('button', { name: 'Close' });
    const send = screen.getByRole('button', { name: 'Send' });

    send.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
  });
});
