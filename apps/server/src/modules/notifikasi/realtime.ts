import type { Db } from "../../db/client";
import { listen, type Unlisten } from "../../db/listen";

/** A message on the notification channel: user `u` has a new notification `id`, or new counters. */
export type ChannelMessage = { u: number; id?: string };
type Listener = (message: ChannelMessage) => void;

/**
 * The instance's side of the live streams: listens on the notification channel of the database
 * and hands each message to the streams of the user it names.
 */
export class RealtimeBus {
  private readonly listeners = new Map<number, Set<Listener>>();
  private unlisten: Unlisten | null = null;

  constructor(
    private readonly db: Db,
    private readonly channel: string,
    private readonly onError: (error: Error) => void = () => undefined,
  ) {}

  start(): void {
    this.unlisten = listen(this.db, this.channel, {
      onMessage: (payload) => this.dispatch(payload),
      onError: this.onError,
    });
  }

  /** Registers a stream of `userId`; returns its removal. */
  subscribe(userId: number, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Streams open on this instance (for tests and health). */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  private dispatch(payload: string) {
    let message: ChannelMessage;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    const set = this.listeners.get(message.u);
    if (!set) return;
    for (const listener of set) listener(message);
  }

  async close(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    this.listeners.clear();
  }
}
