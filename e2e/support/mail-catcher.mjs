// A real SMTP server on loopback for the end-to-end run (smtp-server): the server under test sends
// its mails here over SMTP, and each message is written whole to `dir` as one .eml file, which
// the tests parse (mailparser) to see what a visitor or staff member received.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startMailCatcher(dir) {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const file = path.join(dir, `${Date.now()}-${String(count).padStart(5, '0')}.eml`);
        // Written aside, then renamed: a test never reads half a message.
        fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
        fs.renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  server.on('error', () => {});
  const port = await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.server.address().port));
  });
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
