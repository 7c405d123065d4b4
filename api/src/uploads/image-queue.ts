import pLimit, { type LimitFunction } from 'p-limit';
import { HttpError } from '../http/errors';

/**
 * sharp shares libuv's thread pool with file reads and compression, so unbounded uploads left public reads waiting for seconds (decision 031).
 * Jobs run `concurrency` at a time; past `capacity` images admitted a request gets a 503, so waiting uploads cannot pile up in memory.
 */
export interface ImageQueueOptions {
  /** Images processed at once. One leaves the other core and most of the thread pool to the reads. */
  concurrency?: number;
  /** Images admitted at once, running or waiting: at least the most one request carries (14). */
  capacity?: number;
}

/** The room one request got: each of its images runs through `run`; `release` returns what it did not use. */
export interface ImageReservation {
  run<T>(job: () => Promise<T>): Promise<T>;
  release(): void;
}

export const DEFAULT_IMAGE_CONCURRENCY = 1;
export const DEFAULT_IMAGE_CAPACITY = 24;
/** A first guess of one image's time, until jobs have been measured. */
const FIRST_GUESS_MS = 500;

export const busyMessage = (capacity: number, seconds: number) =>
  `The server is busy processing other images (at most ${capacity} can wait at a time). Please try again in ${seconds} seconds.`;

export class ImageQueue {
  readonly concurrency: number;
  readonly capacity: number;
  readonly #limit: LimitFunction;
  #admitted = 0;
  #averageMs = FIRST_GUESS_MS;

  constructor({ concurrency = DEFAULT_IMAGE_CONCURRENCY, capacity = DEFAULT_IMAGE_CAPACITY }: ImageQueueOptions = {}) {
    this.concurrency = concurrency;
    this.capacity = capacity;
    this.#limit = pLimit(concurrency);
  }

  /** Images admitted and not finished. */
  get admitted(): number {
    return this.#admitted;
  }

  get full(): boolean {
    return this.#admitted >= this.capacity;
  }

  /** Seconds until the admitted work is likely done: the Retry-After of a refusal. */
  retryAfterSeconds(): number {
    return Math.min(60, Math.max(1, Math.ceil((this.#admitted * this.#averageMs) / this.concurrency / 1000)));
  }

  busy(): HttpError {
    const seconds = this.retryAfterSeconds();
    return new HttpError(503, busyMessage(this.capacity, seconds), { 'Retry-After': String(seconds) });
  }

  /** Admits `count` images of one request, or throws the 503. */
  reserve(count: number): ImageReservation {
    if (this.#admitted + count > this.capacity) throw this.busy();
    this.#admitted += count;
    let left = count;
    return {
      run: async <T>(job: () => Promise<T>): Promise<T> => {
        if (left <= 0) throw new Error('more images than the request reserved room for');
        left -= 1;
        try {
          return await this.#limit(async () => {
            const started = performance.now();
            try {
              return await job();
            } finally {
              this.#averageMs = 0.8 * this.#averageMs + 0.2 * (performance.now() - started);
            }
          });
        } finally {
          this.#admitted -= 1;
        }
      },
      release: () => {
        this.#admitted -= left;
        left = 0;
      },
    };
  }
}
