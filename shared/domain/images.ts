/**
 * Every stored picture exists in two widths: the stored one (at most LARGE_IMAGE_WIDTH) and a twin
 * for phones and cards, named after it (`<name>.webp` and `<name>-800w.webp`). Pages offer both in
 * a srcset and the browser takes the smaller when it is enough. A third twin, a JPEG at most
 * SHARING_IMAGE_WIDTH wide (`<name>-og.jpg`), is the picture a shared link shows: the previews of
 * WhatsApp, Facebook and LinkedIn do not all read WebP.
 */
export const LARGE_IMAGE_WIDTH = 1600;
export const SMALL_IMAGE_WIDTH = 800;
export const SHARING_IMAGE_WIDTH = 1200;

/** The small twin of a stored picture's name or address. */
export const smallImageOf = (image: string): string => image.replace(/\.webp$/, `-${SMALL_IMAGE_WIDTH}w.webp`);

/** The JPEG twin for link previews of a stored picture's name or address. */
export const sharingImageOf = (image: string): string => image.replace(/\.webp$/, '-og.jpg');

/** The twins stored beside a picture: what storing, copying, tidying and removing it deal with. */
export const imageTwinsOf = (image: string): string[] =>
  image.endsWith('.webp') ? [smallImageOf(image), sharingImageOf(image)] : [];

/** The srcset of a stored picture's address (anything else, such as a data: URL, has none). */
export const imageSrcSet = (imageUrl: string): string | undefined =>
  imageUrl.endsWith('.webp')
    ? `${smallImageOf(imageUrl)} ${SMALL_IMAGE_WIDTH}w, ${imageUrl} ${LARGE_IMAGE_WIDTH}w`
    : undefined;

/**
 * The width each kind of picture takes on screen, for `sizes` (the layouts of CourseCard and
 * CourseHeader); the server's preload of a page's main picture says the same, so the browser
 * fetches one file, not two.
 */
export const IMAGE_SIZES = {
  card: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, calc(100vw - 2rem)',
  hero: '(min-width: 1024px) 480px, calc(100vw - 2rem)',
} as const;
