/** Demo courses (shared/site/demo/demo-courses.ts) live in the browser only; their ids say so. */
export const isDemoCourseId = (id: string): boolean => id.startsWith('demo-');
