// The yardstick of `npm run bench`: a bare node:http server that answers fixed bytes per route,
// the bodies and content types captured once from the real server. It runs in its own process,
// like the real server, so both share the machine with autocannon in the same way.
//
//   node scripts/bench-baseline.mjs FIXTURES.json     prints "listening PORT" once it is up
//
// FIXTURES.json: { "GET /api/courses": { "status": 200, "contentType": "...", "body": "<base64>" }, ... }
import fs from 'node:fs';
import http from 'node:http';

const fixturesPath = process.argv[2];
if (!fixturesPath) {
  console.error('Usage: node scripts/bench-baseline.mjs FIXTURES.json');
  process.exit(2);
}

const routes = new Map(
  Object.entries(JSON.parse(fs.readFileSync(fixturesPath, 'utf8'))).map(([route, fixture]) => {
    const body = Buffer.from(fixture.body, 'base64');
    const headers = { 'content-type': fixture.contentType, 'content-length': String(body.length) };
    return [route, { status: fixture.status, headers, body }];
  }),
);
const notFound = Buffer.from('{"message":"not found"}');

const server = http.createServer((request, response) => {
  // A real server reads the whole request before answering; so does the yardstick, or a POST
  // would be answered faster than any server that looks at its body could.
  request.resume();
  request.on('end', () => {
    const route = routes.get(`${request.method} ${request.url}`);
    if (!route) {
      response.writeHead(404, { 'content-type': 'application/json', 'content-length': String(notFound.length) });
      response.end(notFound);
      return;
    }
    response.writeHead(route.status, route.headers);
    response.end(route.body);
  });
});

// Same idle keep-alive as Fastify's default, so connections are reused the same way.
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
