/**
 * Reads a ZIP file back for a test, from its central directory as any unzip tool does: each
 * entry's name and bytes (inflated when deflated), refusing one whose CRC-32 or size is not what
 * the directory says. Written apart from the server's writer, so that the two cannot share a mistake.
 */
import { crc32, inflateRawSync } from 'node:zlib';

export function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP file: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`entry ${index}: no central directory header`);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString(flags & (1 << 11) ? 'utf8' : 'latin1');
    if (zip.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`${name}: no local header`);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const stored = zip.subarray(dataStart, dataStart + compressedSize);
    const bytes = method === 8 ? inflateRawSync(stored) : method === 0 ? Buffer.from(stored) : undefined;
    if (!bytes) throw new Error(`${name}: compression method ${method}`);
    if (bytes.length !== size) throw new Error(`${name}: ${bytes.length} bytes, the directory says ${size}`);
    if (crc32(bytes) >>> 0 !== crc) throw new Error(`${name}: CRC-32 does not match`);
    entries.set(name, bytes);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
