/**
 * A fair queue in front of the request handlers: at most `concurrency` requests are worked on at once, and
 * when a place frees, the waiting client that has used the least service lately goes next (least attained
 * service: the time its requests held a place, halving every `halfLifeMs`), first come first served among
 * equals. So a client asking for cheap answers now and then (a health check, a person browsing) passes the
 * clients keeping the server busy, and those share what is left evenly; the queue never idles while anyone
 * waits. On the embedded database (one query at a time) this is what keeps eight connections hammering search
 * from pushing everybody else's answers into seconds. A client that already holds `perClient` places (working
 * or waiting) gets no more: `enter` answers null and the caller refuses the request.
 *
 * A turn is handed over on a later turn of the event loop (`schedule`, setImmediate), never at once. On the
 * embedded database a handler's queries run inside the process without waiting on any socket, so a request that
 * started at once would run to its answer before Node read the next request, and the one after it would start from
 * that answer's release: every request, however many, would find the queue empty, no client would ever hold more
 * than one place, and a health check sent behind 300 reads would be read only after all of them. Deferred, the
 * requests Node has read in one pass all enter (and are counted, and refused past the cap) before any runs, and
 * between two turns Node reads what has arrived meanwhile, so a newcomer joins the line at once.
 */
export class ClientFairQueue {
  private active = 0;
  private sequence = 0;
  private releases = 0;
  private readonly clients = new Map<string, ClientState>();
  /** Clients with at least one waiting request. */
  private readonly waitingClients = new Set<string>();

  constructor(
    readonly concurrency: number,
    readonly perClient: number,
    private readonly halfLifeMs = 2000,
    private readonly now: () => number = () => performance.now(),
    private readonly schedule: (run: () => void) => void = (run) => void setImmediate(run),
  ) {}

  /** A ticket whose `ready` resolves when the request may run; null when the client is over its cap. */
  enter(key: string): QueueTicket | null {
    const client = this.clients.get(key) ?? { held: 0, waiting: [], usage: 0, usageAt: this.now() };
    if (client.held >= this.perClient) return null;
    client.held += 1;
    this.clients.set(key, client);
    let done = false;
    let startedAt = 0;
    let resolveReady: (started: boolean) => void = () => undefined;
    const ready = new Promise<boolean>((resolve) => {
      resolveReady = resolve;
    });
    const waiter: Waiter = {
      seq: this.sequence++,
      start: () => {
        ticket.started = true;
        startedAt = this.now();
        this.active += 1;
        this.schedule(() => {
          startedAt = this.now();
          // Released in between (the caller gave up): the place is already free again.
          resolveReady(!done);
        });
      },
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
          const now = this.now();
          client.usage = this.decayed(client, now) + (now - startedAt);
          client.usageAt = now;
        } else {
          // Left before its turn (the client went away): forget the place in the line.
          const index = client.waiting.indexOf(waiter);
          if (index >= 0) client.waiting.splice(index, 1);
          if (client.waiting.length === 0) this.waitingClients.delete(key);
          resolveReady(false);
        }
        this.forgetIdle();
        this.dispatch();
      },
    };
    if (this.active < this.concurrency && this.waitingClients.size === 0) {
      waiter.start();
    } else {
      client.waiting.push(waiter);
      this.waitingClients.add(key);
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

  private decayed(client: ClientState, now: number): number {
    return client.usage * 0.5 ** ((now - client.usageAt) / this.halfLifeMs);
  }

  private dispatch(): void {
    while (this.active < this.concurrency && this.waitingClients.size > 0) {
      const now = this.now();
      let chosen: { key: string; client: ClientState; usage: number; seq: number } | undefined;
      for (const key of this.waitingClients) {
        const client = this.clients.get(key);
        const head = client?.waiting[0];
        if (!client || !head) continue;
        const usage = this.decayed(client, now);
        if (!chosen || usage < chosen.usage || (usage === chosen.usage && head.seq < chosen.seq)) {
          chosen = { key, client, usage, seq: head.seq };
        }
      }
      if (!chosen) return;
      const next = chosen.client.waiting.shift() as Waiter;
      if (chosen.client.waiting.length === 0) this.waitingClients.delete(chosen.key);
      next.start();
    }
  }

  /** Drops clients with nothing in flight whose usage has faded, so the map holds only recent clients. */
  private forgetIdle(): void {
    this.releases += 1;
    if (this.releases % 256 !== 0) return;
    const now = this.now();
    for (const [key, client] of this.clients) {
      if (client.held === 0 && this.decayed(client, now) < 1) this.clients.delete(key);
    }
  }
}

interface Waiter {
  seq: number;
  start: () => void;
}

interface ClientState {
  /** Requests of this client working or waiting. */
  held: number;
  waiting: Waiter[];
  /** Milliseconds its requests held a place, halving every halfLifeMs since usageAt. */
  usage: number;
  usageAt: number;
}

export interface QueueTicket {
  /** True when the request's turn has come; false when it was released before that. */
  ready: Promise<boolean>;
  started: boolean;
  /** Frees the place (idempotent); call when the request is done or its client went away. */
  release: () => void;
}
