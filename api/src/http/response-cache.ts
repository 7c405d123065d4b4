/**
 * A small per-instance cache of serialised public answers (micro-caching). Public reads are the
 * same for everyone and already allowed to be a minute stale at the CDN (Cache-Control max-age=60);
 * keeping them here for a few seconds less spares the database and the serialiser the repeated
 * work of the hot listings. A write on this instance clears it (`contentChanged`); other instances
 * catch up within the TTL. Bounded by entries and bytes, least recently used out first.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; expires: number }>();
  private bytes = 0;

  constructor(
    private ttlMs: number,
    private readonly maxEntries = 500,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Changes the lifetime of new entries and drops the current ones (0 turns the cache off). */
  setTtl(ttlMs: number): void {
    this.ttlMs = ttlMs;
    this.clear();
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) {
      this.bytes -= entry.body.length;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry.body;
  }

  set(key: string, body: string): void {
    if (!this.enabled || body.length > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, { body, expires: this.now() + this.ttlMs });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
