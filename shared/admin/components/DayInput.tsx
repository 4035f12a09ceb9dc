/**
 * A day filter's input (YYYY-MM-DD). A day reaches the filter once it is whole and typing has
 * paused: Chrome reports a year typed digit by digit as 0002, 0020, 0202, then 2026, each a valid
 * day that would otherwise load a list and leave a step in the history.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { isCalendarDay } from '../../domain/calendar.ts';
import { inputClass } from '../../ui/Field.tsx';

const DAY_DELAY_MS = 400;

/** A day of a year written with four digits: not one of the years passed through while typing. */
const isWholeDay = (text: string) => isCalendarDay(text) && !text.startsWith('0');

interface DayInputProps {
  id: string;
  value: string | undefined;
  onChange(day: string | undefined): void;
  min?: string;
  max?: string;
  className?: string;
}

export function DayInput({ id, value, onChange, min, max, className = inputClass }: DayInputProps) {
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  // The address changed by itself (back, a link, "clear filters"): the input follows it.
  if (value !== seen) {
    setSeen(value);
    setText(value ?? '');
  }
  const commit = useEffectEvent((day: string) => onChange(day || undefined));
  useEffect(() => {
    // '' is also what a date input says while one of its parts is cleared: no filter.
    if (text === (value ?? '') || (text !== '' && !isWholeDay(text))) return;
    const timer = setTimeout(() => commit(text), DAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <input
      id={id}
      type="date"
      value={text}
      min={min}
      max={max}
      onChange={(event) => setText(event.target.value)}
      className={className}
    />
  );
}
