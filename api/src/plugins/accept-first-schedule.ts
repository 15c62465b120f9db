import type { EventEmitter } from 'node:events';

/**
 * When the fair queue (client-fair-queue.ts) hands a request its turn: on a later turn of the event loop, and not
 * while the server is still taking in connections.
 *
 * Node accepts one waiting connection per turn of its event loop. A client that opens hundreds of connections at
 * once fills the kernel's accept queue, and everybody's next connection — a health check, another client's read —
 * lines up behind all of them. When every turn also runs a handler (on the embedded database a handler's queries
 * run inside the process, so a turn lasts as long as they do), every place in that line costs a handler, and the
 * queue only ever sees the one or two requests Node has read so far: the client's limit never fires. So a turn is
 * put off while the turn before it accepted a connection, at most `maxDeferredTurns` turns in a row: the line is
 * read first — each request counted against its client's limit and refused past it at once, answered at once when
 * it is never queued (/api/health), or entered in the fair queue — and the requests are served after, in fair order.
 */
export function acceptFirstSchedule(server: EventEmitter, maxDeferredTurns = 64): (run: () => void) => void {
  let accepted = 0;
  server.on('connection', () => {
    accepted += 1;
  });
  return (run) => {
    // Unknown at first: the turn that asks may itself have accepted one, and others may wait behind it.
    let seen = -1;
    let deferred = 0;
    const turn = () => {
      if (accepted !== seen && deferred < maxDeferredTurns) {
        seen = accepted;
        deferred += 1;
        setImmediate(turn);
        return;
      }
      run();
    };
    setImmediate(turn);
  };
}
