import type { ImgHTMLAttributes } from 'react';
import { IMAGE_SIZES, imageSrcSet } from '../../domain/images.ts';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'>;

/**
 * A course's stored picture, offered with its small twin: `kind` says how wide it shows, in the
 * same words as the server's preload of a page's main picture, so both pick the same file.
 */
export function CoursePicture({
  imageUrl,
  kind,
  ...picture
}: { imageUrl: string; kind: keyof typeof IMAGE_SIZES } & PictureProps) {
  return (
    <img src={imageUrl} srcSet={imageSrcSet(imageUrl)} sizes={IMAGE_SIZES[kind]} alt="" decoding="async" {...picture} />
  );
}
