/**
 * The files rows name, cared for at start-up: leftovers of an interrupted request removed, and the
 * twins of pictures kept before those twins existed made. Across features: the catalogue's
 * pictures, the applications' CVs, the centre's logo.
 */
import type { FastifyInstance } from 'fastify';
import { logoIconOf } from '../infra/storage/uploads.ts';

/**
 * Start-up care of the upload folders: removes files that no row refers to (what a crash between
 * a file and its row leaves). Runs before the server listens; the twins come after (below).
 */
export async function tidyUploads(app: FastifyInstance): Promise<{ removed: number }> {
  const { candidatures } = app.repos;
  const logo = await app.centreSettings.logoFile();
  const removed = await app.storage.sweep({
    images: [...(await storedPictures(app)), ...(logo ? [logo, logoIconOf(logo)] : [])],
    cvs: await candidatures.cvFiles(),
  });
  return { removed };
}

/**
 * Makes the twins of pictures kept before those twins existed (the small WebP, the JPEG of link
 * previews), on either driver. Started after the sweep, which would take a twin being made for a
 * leftover, and not awaited by the start: a picture's page offers its WebP to link previews until
 * its JPEG is there. One instance at a time on a shared PostgreSQL database; answers how many it
 * made (undefined when another instance is at it).
 */
export async function makeMissingImageTwins(app: FastifyInstance): Promise<number | undefined> {
  return app.runAlone('image-twins', async () => app.storage.ensureImageTwins(await storedPictures(app)));
}

/** The pictures rows name (courses', instructors'): the ones with twins. */
async function storedPictures(app: FastifyInstance): Promise<string[]> {
  return [...(await app.repos.courses.imageFiles()), ...(await app.repos.instructors.imageFiles())];
}
