import type { ServerAnswer } from './server-render.cjs';

/** One recorded answer as the API sent it, with the request the shared client sends for its call. */
export interface RecordedResponse {
  name: string;
  input: Record<string, unknown>;
  /** Method and path with its query: `GET /nav/get/top_menu`. */
  request: string;
  status: number;
  data: unknown;
}

/** The instant the answers were recorded for: the seed's day, the API's clock, and the instant the pages are rendered for. */
export declare const RECORDED_AT: Date;

/** The answers the page at `url` renders from, as the client hands them to swr: parsed with the contract, successes only. */
export declare function recordedAnswers(url: string): ServerAnswer[];

/** The recorded answers (all, or those of the page at `url`) as the API sent them, with their requests: what a stand-in API answers. */
export declare function recordedResponses(url?: string): RecordedResponse[];

/** The sample pages the answers were recorded for (scripts/gen-server-answers.mjs). */
export declare function recordedPages(): string[];
