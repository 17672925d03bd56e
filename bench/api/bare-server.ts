/** The baseline: Node's http module answering fixed bytes, no routing, no database. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

let body = Buffer.alloc(0);
let contentType = 'application/json';
process.on('message', (msg: { body: string; contentType: string }) => {
  body = Buffer.from(msg.body, 'base64');
  contentType = msg.contentType;
  process.send?.({ ready: true });
});

const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
process.on('disconnect', () => process.exit(0));
