// The baseline of the broadcast budget: a bare Socket.IO server (no app, no session store, no
// database), run as its own process by notifications.ts. A socket joins the room `user:<id>` of
// the member id its Cookie header holds (no session: the header is the id itself). POST /recipients
// sets the ids a broadcast goes to (setup, not timed); each POST /broadcast { title, description }
// then emits the app's own packet (broadcastPacket) to all their rooms and answers
// once it is handed to the sockets.
// The bench's own client processes receive it, so the app's figure and this one differ only by
// what the app does: the request's checks, the recipients query and the saved rows.
import http from 'node:http';
import { Server } from 'socket.io';
import { SOCKET_EVENTS, SOCKET_PATH, userRoom } from '@nanum/shared/socketEvents';
import { toDbDate } from '../../apps/api/src/db/values';
import { broadcastPacket } from '../../apps/api/src/modules/alarm/alarm.service';

let rooms: string[] = [];

function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(JSON.parse(body || '{}') as Record<string, unknown>));
    req.on('error', reject);
  });
}

const server = http.createServer((req, res) => {
  readJson(req).then(
    (body) => {
      if (req.method === 'POST' && req.url === '/recipients') rooms = (body.ids as number[]).map(userRoom);
      else if (req.method === 'POST' && req.url === '/broadcast') {
        const alarm = { kind: 'broadcast' as const, title: String(body.title), description: String(body.description ?? '') };
        io.to(rooms).emit(SOCKET_EVENTS.ALARM_LIST_UPDATE, broadcastPacket(alarm, toDbDate()));
      } else res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ count: rooms.length }));
    },
    () => {
      res.statusCode = 400;
      res.end();
    },
  );
});

const io = new Server(server, { path: SOCKET_PATH, serveClient: false });
io.on('connection', (socket) => {
  const member = Number(socket.handshake.headers.cookie);
  if (Number.isInteger(member)) void socket.join(userRoom(member));
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
