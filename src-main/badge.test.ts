import { describe, expect, it, vi } from 'vitest';
import { type BadgeBitmap, badgeBitmap, createBadge } from './badge.ts';

const depsOn = (platform: NodeJS.Platform) => ({
  platform,
  setBadgeCount: vi.fn((_count: number) => true),
  setOverlayIcon: vi.fn((_bitmap: BadgeBitmap | null, _description: string) => undefined),
  describe: (count: number) => `Nouvelles demandes : ${count}`,
});

/** The picture as text, a row a line: '#' red, 'o' white, '.' transparent. */
const drawn = ({ data, width, height }: BadgeBitmap) =>
  Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) => {
      const [blue, green, red, alpha] = data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4);
      if (alpha === 0) return '.';
      return red === 0xff && green === 0xff && blue === 0xff ? 'o' : '#';
    }).join(''),
  );

describe('the count of new requests on the app’s icon', () => {
  it('is drawn by the system on macOS and Linux', () => {
    for (const platform of ['darwin', 'linux'] as const) {
      const deps = depsOn(platform);
      const show = createBadge(deps);
      show(7);
      show(0);
      expect(deps.setBadgeCount.mock.calls).toEqual([[7], [0]]);
      expect(deps.setOverlayIcon).not.toHaveBeenCalled();
    }
  });

  it('is an overlay on the taskbar button on Windows, described in words, and taken away at 0', () => {
    const deps = depsOn('win32');
    const show = createBadge(deps);
    show(3);
    show(0);
    expect(deps.setBadgeCount).not.toHaveBeenCalled();
    expect(deps.setOverlayIcon.mock.calls).toEqual([
      [badgeBitmap(3), 'Nouvelles demandes : 3'],
      [null, ''],
    ]);
  });

  it('draws a red disc with the count in white, 9+ above nine', () => {
    const three = badgeBitmap(3);
    expect([three.width, three.height, three.scaleFactor, three.data.length]).toEqual([32, 32, 2, 32 * 32 * 4]);
    const rows = drawn(three);
    // Transparent corners, red edges, a white glyph in the middle.
    expect([rows[0]![0], rows[31]![31], rows[16]![1], rows[1]![16]]).toEqual(['.', '.', '#', '#']);
    expect(rows.join('').includes('o')).toBe(true);
    // The 3's top bar: three cells of four pixels, centred.
    expect(rows[6]!.slice(10, 22)).toBe('oooooooooooo');
    expect(drawn(badgeBitmap(4))).not.toEqual(rows);
    expect(badgeBitmap(12)).toEqual(badgeBitmap(99_999));
    expect(drawn(badgeBitmap(12))).not.toEqual(drawn(badgeBitmap(9)));
  });
});
