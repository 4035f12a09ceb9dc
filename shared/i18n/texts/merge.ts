/** One language's texts of one audience, from its feature files (locales/<lang>/<feature>.json). */
export type Messages = Record<string, unknown>;

export const mergeTexts = (files: Record<string, Messages>): Messages => Object.assign({}, ...Object.values(files));
