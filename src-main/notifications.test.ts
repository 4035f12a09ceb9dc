import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { DESKTOP_CHANNELS } from '../shared/platform/bridge.ts';
import { createRequestNotifier, openRequestIn, withoutMarkup } from './notifications.ts';

class FakeNotification extends EventEmitter {
  show = vi.fn();
  constructor(readonly options: { title?: string; body?: string }) {
    super();
  }
}

function notifier(supported = true, bodyIsMarkup = false) {
  const shown: FakeNotification[] = [];
  const onClick = vi.fn();
  const notify = createRequestNotifier({
    isSupported: () => supported,
    bodyIsMarkup,
    create: (options) => {
      const notification = new FakeNotification(options);
      shown.push(notification);
      return notification;
    },
    onClick,
  });
  return { notify, shown, onClick };
}

const NOTICE = {
  kind: 'candidature',
  id: 'c1',
  title: 'Nouvelle candidature',
  body: 'Leila Mansour · Formatrice Excel',
} as const;

describe('a request’s notification', () => {
  it('shows the title and body it is given', () => {
    const { notify, shown } = notifier();
    notify(NOTICE);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.options).toEqual({ title: 'Nouvelle candidature', body: 'Leila Mansour · Formatrice Excel' });
    expect(shown[0]!.show).toHaveBeenCalledTimes(1);
  });

  it('names the request to open when clicked, once per click', () => {
    const { notify, shown, onClick } = notifier();
    notify(NOTICE);
    notify({ ...NOTICE, kind: 'lead', id: 'l2' });
    shown[1]!.emit('click');
    expect(onClick).toHaveBeenCalledExactlyOnceWith({ kind: 'lead', id: 'l2' });
    shown[0]!.emit('click');
    expect(onClick).toHaveBeenLastCalledWith({ kind: 'candidature', id: 'c1' });
  });

  it('keeps what a visitor typed from becoming markup where the body is read as markup (Linux)', () => {
    const visitor = { ...NOTICE, body: '<a href="https://evil.example">Société <b>Atlas</b></a> & co' };
    const linux = notifier(true, true);
    linux.notify(visitor);
    expect(linux.shown[0]!.options.body).toBe('‹a href="https://evil.example"›Société ‹b›Atlas‹/b›‹/a› & co');
    const elsewhere = notifier(true, false);
    elsewhere.notify(visitor);
    expect(elsewhere.shown[0]!.options.body).toBe(visitor.body);
    expect(withoutMarkup('Leila Mansour · Formatrice')).toBe('Leila Mansour · Formatrice');
  });

  it('shows nothing where the system has no notifications', () => {
    const { notify, shown } = notifier(false);
    notify(NOTICE);
    expect(shown).toEqual([]);
  });
});

describe('opening a clicked request', () => {
  const window = (minimized: boolean) => {
    const calls: string[] = [];
    return {
      calls,
      isMinimized: () => minimized,
      restore: () => void calls.push('restore'),
      show: () => void calls.push('show'),
      focus: () => void calls.push('focus'),
      webContents: { send: vi.fn((channel: string) => void calls.push(`send ${channel}`)) },
    };
  };

  it('restores and focuses the window before its page is told', () => {
    const minimized = window(true);
    openRequestIn(minimized, { kind: 'company-lead', id: 'q1' });
    expect(minimized.calls).toEqual(['restore', 'show', 'focus', `send ${DESKTOP_CHANNELS.requestOpen}`]);
    expect(minimized.webContents.send).toHaveBeenCalledWith(DESKTOP_CHANNELS.requestOpen, {
      kind: 'company-lead',
      id: 'q1',
    });
  });

  it('only shows and focuses a window that is not minimised', () => {
    const open = window(false);
    openRequestIn(open, { kind: 'lead', id: 'l1' });
    expect(open.calls).toEqual(['show', 'focus', `send ${DESKTOP_CHANNELS.requestOpen}`]);
  });
});
