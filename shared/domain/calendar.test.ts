import { describe, expect, it } from 'vitest';
import { centreDayStart, centreToday, dayAfter, isCalendarDay } from './calendar.ts';

describe('the centre’s calendar days', () => {
  it('begins a day at midnight in Tunis, whatever the offset of that date', () => {
    expect(centreDayStart('2026-11-25')).toBe('2026-11-24T23:00:00.000Z');
    // Tunisia kept summer time in 2008: midnight was 22:00 UTC.
    expect(centreDayStart('2008-07-01')).toBe('2008-06-30T22:00:00.000Z');
    expect(centreDayStart('2008-01-01')).toBe('2007-12-31T23:00:00.000Z');
  });

  it('counts 00:30 in Tunis as that day, though it is still the day before in UTC', () => {
    const halfPastMidnight = new Date('2026-11-24T23:30:00Z');
    expect(centreToday(halfPastMidnight)).toBe('2026-11-25');
    expect(halfPastMidnight.toISOString() >= centreDayStart('2026-11-25')).toBe(true);
    expect(halfPastMidnight.toISOString() < centreDayStart(dayAfter('2026-11-25'))).toBe(true);
  });

  it('knows the days that exist', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });
});
