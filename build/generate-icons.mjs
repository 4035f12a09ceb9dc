// Renders icon.svg into the PNGs electron-builder packages: icon.png (512 px; it derives the
// Windows .ico and the macOS .icns from it) and icons/<size>.png for Linux; and the site's mark
// (web/public/favicon.svg) into web/public/logo.png, the centre's logo that search engines read
// from the pages' structured data (a square raster, 112 px at least).
// Run again after changing icon.svg: node build/generate-icons.mjs
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const here = import.meta.dirname;
const svg = await fs.readFile(path.join(here, 'icon.svg'));
await fs.mkdir(path.join(here, 'icons'), { recursive: true });

const render = (size, file) =>
  sharp(svg, { density: 72 * (size / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(here, file));

await render(512, 'icon.png');
for (const size of [512, 256]) await render(size, `icons/${size}x${size}.png`);

const siteMark = await fs.readFile(path.join(here, '../web/public/favicon.svg'));
await sharp(siteMark, { density: 72 * (512 / 64) })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(path.join(here, '../web/public/logo.png'));
