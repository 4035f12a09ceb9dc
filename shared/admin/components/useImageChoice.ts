/**
 * A picture chosen for upload (a course's image, an instructor's photo): checked on choice against
 * what the server takes, with a preview URL revoked when replaced and when the form goes away.
 */
import { useEffect, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES } from '../../domain/constants.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const imageMaxMegabytes = IMAGE_MAX_BYTES / (1024 * 1024);
export type ImageProblem = 'image_type' | 'image_size';

/** The image checks made before upload: the server accepts these types up to this size. */
export function imageProblem(file: File): ImageProblem | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'image_type';
  if (file.size > IMAGE_MAX_BYTES) return 'image_size';
  return undefined;
}

export interface ImageChoice {
  file: File;
  /** The preview's object URL; none for a file that was refused. */
  url?: string;
  problem?: ImageProblem;
}

/** The chosen file and its preview URL, revoked when replaced and when the form goes away. */
export function useImageChoice() {
  const [choice, setChoice] = useState<ImageChoice | undefined>();
  const live = useRef<{ url?: string }>({});

  useEffect(() => {
    const holder = live.current;
    return () => {
      if (holder.url) URL.revokeObjectURL(holder.url);
    };
  }, []);

  const choose = (file: File | undefined) => {
    if (live.current.url) URL.revokeObjectURL(live.current.url);
    live.current.url = undefined;
    if (!file) {
      setChoice(undefined);
      return;
    }
    const problem = imageProblem(file);
    const url = problem ? undefined : URL.createObjectURL(file);
    live.current.url = url;
    setChoice({ file, url, problem });
  };

  return { choice, choose };
}
