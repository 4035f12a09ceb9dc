import { randomBytes } from 'node:crypto';

let lastMillis = 0;
let sequence = 0;

/**
 * A UUIDv7 (RFC 9562): time-ordered, so ordering by id follows creation order even within one
 * millisecond (a 12-bit counter fills the rand_a field), and unguessable in its random part.
 */
export function newId(): string {
  let millis = Date.now();
  if (millis <= lastMillis) {
    sequence += 1;
    if (sequence > 0xfff) {
      lastMillis += 1;
      sequence = 0;
    }
    millis = lastMillis;
  } else {
    lastMillis = millis;
    sequence = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(millis, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
