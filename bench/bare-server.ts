// The yardstick for the HTTP benchmark: a bare node:http server answering every request with a
// fixed JSON envelope the size of a typical /api/me/units answer. Its req/s is the most this
// machine and load generator can do, so the real routes are judged as a ratio of it.
//
//   node --import tsx bench/bare-server.ts [port]     prints "listening <port>" once ready
import http from 'node:http';

const body = JSON.stringify({
  isSuccess: true,
  code: 'Success',
  message: 'İşlem başarılı.',
  data: [{ unitId: 123456, siteId: 1234, siteName: 'Site 1234', block: 'B', doorNumber: '17' }],
});
const length = Buffer.byteLength(body);

const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': length });
  response.end(body);
});
// The same keep-alive window as Fastify's default, so both servers hold connections alike.
server.keepAliveTimeout = 72_000;
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
