// Pre-compresses the built site (gzip and brotli beside each text asset) so the server sends
// compressed files without compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'web', 'dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

let count = 0;
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const content = fs.readFileSync(file);
      if (content.length < 1024) continue;
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      count += 1;
    }
  }
};
walk(dist);
console.log(`pre-compressed ${count} files in web/dist`);
