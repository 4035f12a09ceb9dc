/**
 * Checks an OLE compound file's skeleton ([MS-CFB]) before SheetJS's `cfb` reads it. cfb reads
 * real files well but trusts their structure: it copies a sector chain from every sector where
 * it meets one, follows chains and DIFAT links without a bound, and names entries by climbing a
 * parent table built from the directory's links. A crafted file makes that cost explode:
 * measured, a 2 MB file whose one chain runs backwards costs cfb.parse 48 s of blocked event loop
 * and 4 GB (the work grows with the square of the size). And a header claiming version 0 sends
 * cfb to its ZIP reader, which inflates entries without a limit. Real files are never shaped like
 * that, so such files are refused first, by the rules of [MS-CFB], which keeps cfb's work within
 * a few times the file's size:
 * - the header has the values of version 3 or 4 (sector sizes, byte order, mini stream cutoff);
 * - the allocation table (FAT) links each sector to at most one next sector inside the file,
 *   each sector has at most one predecessor, and no chain loops;
 * - walking the chains the way cfb does takes at most MAX_SECTOR_READS_PER_SECTOR reads per sector;
 * - the directory is a tree under its root entry (each entry referred to once, all reachable,
 *   nested at most MAX_STORAGE_DEPTH deep), of at most MAX_DIRECTORY_ENTRIES entries with names
 *   of at most 32 characters, and each large stream starts at the head of a chain.
 */

const ENDOFCHAIN = -2;
const NOSTREAM = -1;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
const MINI_STREAM_CUTOFF = 4096;
/** Object types ([MS-CFB] 2.6.1): 0 unused, 1 storage, 2 stream, 5 root. */
const UNUSED = 0;
const STORAGE = 1;
const STREAM = 2;
const ROOT = 5;

/** A Word document has 5-30 entries; with embedded objects, a few hundred. */
const MAX_DIRECTORY_ENTRIES = 2048;
/** Storages inside storages: a document with embedded objects nests 2 or 3 deep. */
const MAX_STORAGE_DEPTH = 32;
/**
 * cfb copies the chain from each sector it starts a walk at. The real files tried (LibreOffice's
 * .doc and .xls, msitools' .msi, cfb's own output) need exactly 1 read a sector.
 */
const MAX_SECTOR_READS_PER_SECTOR = 8;

/** Answers why `bytes` is not a compound file cfb can read at a bounded cost, or undefined. */
export function compoundFileShapeProblem(bytes: Buffer): string | undefined {
  if (bytes.length < 512) return 'shorter than a compound file header';
  const major = bytes.readUInt16LE(26);
  if (major !== 3 && major !== 4) return `compound file version ${major}`;
  const sectorShift = bytes.readUInt16LE(30);
  if (bytes.readUInt16LE(28) !== 0xfffe || sectorShift !== (major === 3 ? 9 : 12) || bytes.readUInt16LE(32) !== 6)
    return 'the compound file header has impossible values';
  if (bytes.readUInt32LE(56) !== MINI_STREAM_CUTOFF || (major === 3 && bytes.readUInt32LE(40) !== 0))
    return 'the compound file header has impossible values';
  const sectorSize = 2 ** sectorShift;
  if (bytes.length < 2 * sectorSize) return 'no sectors after the header';
  // Sectors as cfb cuts the file: after the header, the last one possibly short.
  const sectorCount = Math.ceil(bytes.length / sectorSize) - 1;
  const entriesPerSector = sectorSize / 4;
  /** The n-th 32-bit value of a sector, or undefined when the sector or the value is not in the file. */
  const valueAt = (sector: number, index: number): number | undefined => {
    const at = (sector + 1) * sectorSize + index * 4;
    return sector >= 0 && sector < sectorCount && at + 4 <= bytes.length ? bytes.readInt32LE(at) : undefined;
  };

  // The FAT's own sectors: the header's first 109, then the DIFAT chain, read as cfb reads them.
  const fatSectors: number[] = [];
  for (let index = 0; index < HEADER_DIFAT_ENTRIES; index++) {
    const sector = bytes.readInt32LE(76 + index * 4);
    if (sector < 0) break;
    fatSectors.push(sector);
  }
  const difatSeen = new Set<number>();
  let remaining = bytes.readInt32LE(72);
  for (let sector = bytes.readInt32LE(68); sector >= 0 && sector < sectorCount;) {
    if (difatSeen.has(sector)) return 'the DIFAT chain loops';
    difatSeen.add(sector);
    for (let index = 0; index < entriesPerSector - 1; index++) {
      const value = valueAt(sector, index);
      if (value === undefined) return 'the DIFAT runs past the end of the file';
      if (value === ENDOFCHAIN) break;
      fatSectors.push(value);
    }
    if (remaining < 1) break;
    remaining -= 1;
    sector = valueAt(sector, entriesPerSector - 1) ?? ENDOFCHAIN;
  }
  for (const sector of fatSectors) if (sector >= sectorCount) return 'a FAT sector lies outside the file';

  // Each sector's next sector, where a chain goes on (ENDOFCHAIN where cfb would stop).
  const next = new Int32Array(sectorCount);
  const predecessors = new Uint8Array(sectorCount);
  for (let sector = 0; sector < sectorCount; sector++) {
    const fatSector = fatSectors[Math.floor(sector / entriesPerSector)];
    const value = fatSector === undefined || fatSector < 0 ? ENDOFCHAIN : valueAt(fatSector, sector % entriesPerSector);
    if (value === undefined) return 'the FAT runs past the end of the file';
    if (value >= sectorCount || value < -4) return 'the FAT points outside the file';
    next[sector] = value;
    if (value >= 0 && ++predecessors[value]! > 1) return 'two chains share a sector';
  }
  const onChain = new Uint8Array(sectorCount);
  for (let head = 0; head < sectorCount; head++) {
    if (predecessors[head] !== 0) continue;
    for (let sector = head; sector >= 0; sector = next[sector]!) onChain[sector] = 1;
  }
  if (next.some((value, sector) => value >= 0 && !onChain[sector])) return 'a FAT chain loops';

  // cfb's walk: from the directory's sector on, every sector not yet seen starts a copy of its chain.
  const directoryStart = bytes.readInt32LE(48);
  if (directoryStart < 0 || directoryStart >= sectorCount) return 'the directory lies outside the file';
  const seen = new Uint8Array(sectorCount);
  let reads = 0;
  for (let index = 0; index < sectorCount; index++) {
    const start = (index + directoryStart) % sectorCount;
    if (seen[start]) continue;
    for (let sector = start; sector >= 0; sector = next[sector]!) {
      seen[sector] = 1;
      if (++reads > MAX_SECTOR_READS_PER_SECTOR * sectorCount) return 'the FAT chains run backwards too often';
    }
  }

  // The directory: its chain's sectors, 128-byte entries.
  const directorySectors: number[] = [];
  for (let sector = directoryStart; sector >= 0; sector = next[sector]!) {
    if ((directorySectors.length + 1) * (sectorSize / DIRECTORY_ENTRY_SIZE) > MAX_DIRECTORY_ENTRIES)
      return 'too many directory entries';
    if ((sector + 2) * sectorSize > bytes.length) return 'the directory runs past the end of the file';
    directorySectors.push(sector);
  }
  const entries = directorySectors.flatMap((sector) =>
    Array.from({ length: sectorSize / DIRECTORY_ENTRY_SIZE }, (_, index) => {
      const at = (sector + 1) * sectorSize + index * DIRECTORY_ENTRY_SIZE;
      const start = bytes.readInt32LE(at + 116);
      const size = bytes.readInt32LE(at + 120);
      return {
        nameLength: bytes.readUInt16LE(at + 64),
        // cfb reads an entry with a negative start and size as unused.
        type: size < 0 && start < 0 ? UNUSED : bytes[at + 66]!,
        links: [bytes.readInt32LE(at + 68), bytes.readInt32LE(at + 72), bytes.readInt32LE(at + 76)],
        child: bytes.readInt32LE(at + 76),
        start,
        size,
      };
    }),
  );
  if (entries[0]?.type !== ROOT) return 'the directory has no root entry';
  const referrers = new Uint8Array(entries.length);
  for (const [index, entry] of entries.entries()) {
    if (entry.nameLength > 64) return 'a directory entry name is too long';
    // cfb copies a large stream's chain from its start unless a walk already started there.
    if (index > 0 && entry.size >= MINI_STREAM_CUTOFF) {
      if (entry.type !== STREAM || entry.start < 0 || entry.start >= sectorCount || predecessors[entry.start] !== 0)
        return 'a stream does not start a chain';
    }
    if (entry.type === UNUSED) {
      // Unused entries are zero-filled or point nowhere.
      if (entry.links.some((link) => link !== NOSTREAM && link !== 0))
        return 'an unused directory entry points at another';
      continue;
    }
    if (entry.type !== STORAGE && entry.type !== STREAM && !(entry.type === ROOT && index === 0))
      return `a directory entry of type ${entry.type}`;
    for (const link of entry.links) {
      if (link === NOSTREAM) continue;
      if (link <= 0 || link >= entries.length || entries[link]!.type === UNUSED)
        return 'a directory entry points outside the directory';
      if (++referrers[link]! > 1) return 'a directory entry is referred to twice';
    }
  }
  // Every entry in use hangs from the root, storages nested a bounded depth.
  const depth = new Int32Array(entries.length).fill(-1);
  depth[0] = 0;
  const pending = [0];
  for (let index = pending.pop(); index !== undefined; index = pending.pop()) {
    const entry = entries[index]!;
    for (const link of entry.links) {
      if (link === NOSTREAM) continue;
      const linkDepth = depth[index]! + (link === entry.child ? 1 : 0);
      if (linkDepth > MAX_STORAGE_DEPTH) return 'storages nest too deep';
      depth[link] = linkDepth;
      pending.push(link);
    }
  }
  if (entries.some((entry, index) => entry.type !== UNUSED && depth[index] === -1))
    return 'a directory entry hangs from nothing';
  return undefined;
}
