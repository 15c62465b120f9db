/**
 * A fair queue in front of the request handlers: at most `concurrency` requests are worked on at once, and
 * when more wait, each client (key) gets a turn in rotation instead of first come, first served. So a client
 * with many requests in flight delays another client's request by about one request per other client, not
 * by its whole backlog: on the embedded database (one query at a time) eight connections hammering search no
 * longer push everybody else's answers into seconds. A client that already holds `perClient` places
 * (working or waiting) gets no more: `enter` answers null and the caller refuses the request.
 */
export class ClientFairQueue {
  private active = 0;
  private readonly clients = new Map<string, ClientState>();
  /** Clients with waiting requests, in the order their next turn comes. */
  private readonly turns: string[] = [];

  constructor(
    readonly concurrency: number,
    readonly perClient: number,
  ) {}

  /** A ticket whose `ready` resolves when the request may run; null when the client is over its cap. */
  enter(key: string): QueueTicket | null {
    const client = this.clients.get(key) ?? { held: 0, waiting: [] };
    if (client.held >= this.perClient) return null;
    client.held += 1;
    this.clients.set(key, client);
    let done = false;
    let resolveReady: (started: boolean) => void = () => undefined;
    const ready = new Promise<boolean>((resolve) => {
      resolveReady = resolve;
    });
    const start = () => {
      ticket.started = true;
      this.active += 1;
      resolveReady(true);
    };
    const ticket: QueueTicket = {
      ready,
      started: false,
      release: () => {
        if (done) return;
        done = true;
        client.held -= 1;
        if (ticket.started) {
          this.active -= 1;
        } else {
          resolveReady(false);
          // Left before its turn (the client went away): forget the place in the line.
          const index = client.waiting.indexOf(start);
          if (index >= 0) client.waiting.splice(index, 1);
          if (client.waiting.length === 0) this.dropTurn(key);
        }
        if (client.held === 0) this.clients.delete(key);
        this.dispatch();
      },
    };
    if (this.active < this.concurrency && this.turns.length === 0) {
      start();
    } else {
      client.waiting.push(start);
      if (!this.turns.includes(key)) this.turns.push(key);
      this.dispatch();
    }
    return ticket;
  }

  /** Requests being worked on and waiting, for tests and diagnostics. */
  get stats(): { active: number; waiting: number; clients: number } {
    let waiting = 0;
    for (const client of this.clients.values()) waiting += client.waiting.length;
    return { active: this.active, waiting, clients: this.clients.size };
  }

  private dispatch(): void {
    while (this.active < this.concurrency && this.turns.length > 0) {
      const key = this.turns.shift() as string;
      const client = this.clients.get(key);
      const next = client?.waiting.shift();
      if (!client || !next) continue;
      // Back of the rotation: every other waiting client goes first.
      if (client.waiting.length > 0) this.turns.push(key);
      next();
    }
  }

  private dropTurn(key: string): void {
    const index = this.turns.indexOf(key);
    if (index >= 0) this.turns.splice(index, 1);
  }
}

interface ClientState {
  /** Requests of this client working or waiting. */
  held: number;
  waiting: (() => void)[];
}

export interface QueueTicket {
  /** True when the request's turn has come; false when it was released before that. */
  ready: Promise<boolean>;
  started: boolean;
  /** Frees the place (idempotent); call when the request is done or its client went away. */
  release: () => void;
}
