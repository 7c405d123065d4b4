import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compress, type Encoding } from './compression';

/** One serialised answer with its ETag and compressed bytes per encoding, each made once, on first need (decision 032). */
export class CachedAnswer {
  readonly bytes: number;
  /** The JSON and the compressed copies made so far. */
  keptBytes: number;
  private etagValue: string | undefined;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  /** `grew` hears of every compressed copy kept (the cache counts their bytes). */
  constructor(
    readonly body: string,
    private readonly grew: () => void = () => {},
  ) {
    this.bytes = Buffer.byteLength(body);
    this.keptBytes = this.bytes;
  }

  get etag(): string {
    this.etagValue ??= `"${createHash('sha1').update(this.body).digest('base64url')}"`;
    return this.etagValue;
  }

  /** The answer compressed with `encoding`; requests that come while it is made share the work. */
  encode(encoding: Encoding): Promise<Buffer> {
    let pending = this.encoded.get(encoding);
    if (!pending) {
      pending = compress(encoding, this.body);
      this.encoded.set(encoding, pending);
      pending.then(
        (buffer) => {
          this.keptBytes += buffer.length;
          this.grew();
        },
        () => this.encoded.delete(encoding),
      );
    }
    return pending;
  }
}

interface Entry {
  answer: CachedAnswer;
  expires: number;
}

/**
 * Per-instance micro-cache of serialised public answers, inside the staleness the CDN already allows (decision 007).
 * A write on this instance clears it (`contentChanged`); other instances catch up within the TTL.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly making = new Map<string, Promise<CachedAnswer>>();
  /** Moves on at every clear: an answer read before it is not kept after it. */
  private generation = 0;

  constructor(
    private ttlMs: number,
    maxEntries = 500,
    maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: maxEntries,
      maxSize: maxBytes,
      maxEntrySize: maxBytes / 4,
      sizeCalculation: (entry) => entry.answer.keptBytes,
    });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Changes the lifetime of new entries and drops the current ones (0 turns the cache off). */
  setTtl(ttlMs: number): void {
    this.ttlMs = ttlMs;
    this.clear();
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    const now = this.now();
    // Kept while young: an entry made "later" than now (a test's clock moved back) is as stale as an old one.
    if (!entry || (entry.expires > now && entry.expires - this.ttlMs <= now)) return entry?.answer;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `body` under `key` (when the cache is on and it fits) and answers it as a CachedAnswer. */
  set(key: string, body: string): CachedAnswer {
    if (!this.enabled) return new CachedAnswer(body);
    const answer: CachedAnswer = new CachedAnswer(body, () => {
      // A compressed copy counts while its answer is still the cached one (a new entry is sized again).
      const current = this.entries.peek(key);
      if (current?.answer === answer) this.entries.set(key, { ...current });
    });
    this.entries.set(key, { answer, expires: this.now() + this.ttlMs });
    return answer;
  }

  /** The cached answer of `key`, or the one `make` serialises, made once however many requests wait meanwhile; with the cache off, each makes its own. */
  async answer(key: string, make: () => Promise<string>): Promise<CachedAnswer> {
    if (!this.enabled) return new CachedAnswer(await make());
    const cached = this.get(key);
    if (cached) return cached;
    const pending = this.making.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const made = make().then((body) => (generation === this.generation ? this.set(key, body) : new CachedAnswer(body)));
    this.making.set(key, made);
    try {
      return await made;
    } finally {
      if (this.making.get(key) === made) this.making.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.making.clear();
    this.generation += 1;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
