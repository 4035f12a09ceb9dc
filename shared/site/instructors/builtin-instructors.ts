/**
 * The centre's own team, shown when the API has no instructor to list (or cannot be reached), so
 * the page never stays empty. Names, titles and bios live in the translations under
 * instructors_page.builtin.<key>.
 */
export interface BuiltinInstructor {
  key: 'amira' | 'karim' | 'leila' | 'youssef';
  /** Avatar letters, from the name as written in Latin script. */
  initials: string;
  /** Avatar colours: background and text, AA contrast. */
  tone: string;
}

export const BUILTIN_INSTRUCTORS: readonly BuiltinInstructor[] = [
  { key: 'amira', initials: 'AB', tone: 'bg-teal-100 text-teal-900' },
  { key: 'karim', initials: 'KT', tone: 'bg-brand-100 text-brand-900' },
  { key: 'leila', initials: 'LG', tone: 'bg-rose-100 text-rose-900' },
  { key: 'youssef', initials: 'YH', tone: 'bg-amber-100 text-amber-900' },
];

/** Up to two letters from a name: first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
