/**
 * The largest JSON body a route reads, by what it takes. The server-wide limit (4 MiB) is for a
 * course with three languages of syllabus; a route of a few fields says so, so that nobody can
 * make the server parse megabytes to sign in. Past its limit a body is refused with 413 unread.
 */

/** A few fields: signing in, a password, a status, a staff account. */
export const SMALL_BODY_LIMIT = 8 * 1024;

/** A visitor's form or a staff note: a message of 5,000 characters in any script, escaped, with room to spare. */
export const TEXT_BODY_LIMIT = 64 * 1024;
