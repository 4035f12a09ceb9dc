/**
 * Writes the pictures of the site's built-in demo courses (web/public/demo/), drawn by the same
 * artwork as the seed. Run again only when the artwork changes: the files are part of the site.
 */
import path from 'node:path';
import sharp from 'sharp';
import type { Category } from '../../../shared/domain/constants.ts';
import { courseArtworkSvg } from '../seed/artwork.ts';

const OUT = path.resolve(import.meta.dirname, '../../../web/public/demo');
const DEMO_IMAGES: [file: string, category: Category, variant: number][] = [
  ['demo-1', 'Informatique', 2],
  ['demo-2', 'Marketing', 1],
  ['demo-3', 'Design', 2],
  ['demo-4', 'Business', 1],
  ['demo-5', 'Langues', 1],
  ['demo-6', 'Développement Personnel', 1],
];

for (const [file, category, variant] of DEMO_IMAGES) {
  const target = path.join(OUT, `${file}.webp`);
  // Cards show images at most ~400 CSS px wide, 800 px on dense screens.
  await sharp(Buffer.from(courseArtworkSvg(category, variant))).resize({ width: 800 }).webp({ quality: 78 }).toFile(target);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
