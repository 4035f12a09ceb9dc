import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DayInput } from './DayInput.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const type = (value: string) => fireEvent.change(screen.getByLabelText('Du'), { target: { value } });
const pause = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderDay(value?: string) {
  const onChange = vi.fn();
  const field = (day?: string) => (
    <>
      <label htmlFor="day">Du</label>
      <DayInput id="day" value={day} onChange={onChange} />
    </>
  );
  const view = render(field(value));
  return { onChange, rerender: (next?: string) => view.rerender(field(next)) };
}

describe('a day filter', () => {
  it('takes a year typed digit by digit once it is whole, not the years it passes through', async () => {
    const { onChange } = renderDay();
    // What Chrome reports while 2026 is typed into the year, a little slower than the pause.
    for (const day of ['0002-11-25', '0020-11-25', '0202-11-25']) {
      type(day);
      await pause(500);
    }
    expect(onChange).not.toHaveBeenCalled();
    type('2026-11-25');
    await pause(399);
    expect(onChange).not.toHaveBeenCalled();
    await pause(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-11-25');
  });

  it('is no filter once cleared, and follows the address when it changes by itself', async () => {
    const { onChange, rerender } = renderDay('2026-11-01');
    type('');
    await pause(400);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(undefined);
    rerender('2026-03-01');
    expect(screen.getByLabelText('Du')).toHaveValue('2026-03-01');
    await pause(1000);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
