/**
 * The count of new requests on the app's icon. macOS and Linux's Unity launcher draw a count
 * themselves (app.setBadgeCount); Windows has none on its taskbar buttons but an overlay icon, so
 * main draws one: a red disc with the count (9+ above nine), described in words for screen readers.
 */

/** Raw pixels as Electron's nativeImage.createFromBitmap takes them (BGRA, Windows' order). */
export interface BadgeBitmap {
  data: Buffer;
  width: number;
  height: number;
  scaleFactor: number;
}

export interface BadgeDeps {
  platform: NodeJS.Platform;
  setBadgeCount(count: number): boolean;
  /** Windows: the overlay on the window's taskbar button; null takes it away. */
  setOverlayIcon(bitmap: BadgeBitmap | null, description: string): void;
  /** The count in words, in the admin's language. */
  describe(count: number): string;
}

/** `show(count)` puts `count` on the app's icon; 0 takes the badge away. */
export function createBadge(deps: BadgeDeps): (count: number) => void {
  return (count) => {
    if (deps.platform === 'win32')
      deps.setOverlayIcon(count > 0 ? badgeBitmap(count) : null, count > 0 ? deps.describe(count) : '');
    else deps.setBadgeCount(count);
  };
}

/** 3 × 5 glyphs, a row a string: the overlay is 16 pixels on a taskbar, too small for a font. */
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['111', '101', '101', '101', '111'],
  '1': ['010', '110', '010', '010', '111'],
  '2': ['111', '001', '111', '100', '111'],
  '3': ['111', '001', '111', '001', '111'],
  '4': ['101', '101', '111', '001', '001'],
  '5': ['111', '100', '111', '001', '111'],
  '6': ['111', '100', '111', '101', '111'],
  '7': ['111', '001', '001', '001', '001'],
  '8': ['111', '101', '111', '101', '111'],
  '9': ['111', '101', '111', '001', '111'],
  '+': ['000', '010', '111', '010', '000'],
};

/** Drawn at twice the taskbar's 16 pixels, for screens scaled to 200 %. */
const SIZE = 32;
const RED = [0x26, 0x26, 0xdc, 0xff]; // #dc2626, as B, G, R, A
const WHITE = [0xff, 0xff, 0xff, 0xff];

/** The overlay for `count`: a red disc, the count in white at its centre. */
export function badgeBitmap(count: number): BadgeBitmap {
  const label = count > 9 ? '9+' : String(count);
  const data = Buffer.alloc(SIZE * SIZE * 4); // transparent
  const paint = (x: number, y: number, colour: readonly number[]) => data.set(colour, (y * SIZE + x) * 4);
  const centre = (SIZE - 1) / 2;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) if ((x - centre) ** 2 + (y - centre) ** 2 <= (SIZE / 2) ** 2) paint(x, y, RED);
  }
  // One glyph large, two smaller; a column of space between them.
  const scale = label.length === 1 ? 4 : 3;
  const width = (label.length * 4 - 1) * scale;
  const left = Math.floor((SIZE - width) / 2);
  const top = Math.floor((SIZE - 5 * scale) / 2);
  [...label].forEach((character, index) => {
    GLYPHS[character]!.forEach((row, rowIndex) => {
      [...row].forEach((cell, column) => {
        if (cell !== '1') return;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++)
            paint(left + (index * 4 + column) * scale + dx, top + rowIndex * scale + dy, WHITE);
        }
      });
    });
  });
  return { data, width: SIZE, height: SIZE, scaleFactor: 2 };
}
