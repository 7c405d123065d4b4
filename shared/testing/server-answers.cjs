// The API's recorded answers for the sample pages (server-answers.json, written by scripts/gen-server-answers.mjs from the seeded API,
// decision 077), each parsed with its call's response schema (or, refused, the error body) when first read: an answer the contract no
// longer accepts fails every test that reads it, by name, instead of rendering as something else.
const recorded = require('./server-answers.json');

let checked = null;
function answers() {
  if (checked) return checked;
  const { contract } = require('../src/api/contract');
  const { ApiErrorBodySchema } = require('../src/api/schemas/common');
  checked = recorded.answers.map((answer) => {
    const schema = answer.status === 200 ? contract[answer.name]?.response : ApiErrorBodySchema;
    const parsed = schema?.safeParse(answer.data);
    if (!parsed?.success) {
      throw new Error(
        `The recorded answer to ${answer.name} ${JSON.stringify(answer.input)} (${answer.status}) does not fit the contract: run node scripts/gen-server-answers.mjs\n${parsed?.error.message ?? 'no such call'}`,
      );
    }
    return { ...answer, parsed: parsed.data };
  });
  return checked;
}

const isFor = (answer, url) => answer.for === '*' || answer.for.includes(url);

/** The instant the answers were recorded for: the seed's day, the API's clock, and the instant the pages are rendered for. */
const RECORDED_AT = new Date(recorded.recordedAt);

/** The answers the page at `url` renders from, as the client hands them to swr: parsed, successes only. */
function recordedAnswers(url) {
  if (!recorded.pages.includes(url)) throw new Error(`No answers are recorded for ${url}: add the page to scripts/gen-server-answers.mjs`);
  return answers()
    .filter((answer) => isFor(answer, url))
    .filter((answer) => answer.status === 200)
    .map(({ name, input, parsed, infinite }) => ({ name, input, data: parsed, ...(infinite && { pages: true }) }));
}

/** The recorded answers (all, or those of the page at `url`) as the API sent them, with their requests: what a stand-in API answers. */
function recordedResponses(url) {
  return answers()
    .filter((answer) => url === undefined || isFor(answer, url))
    .map(({ name, input, request, status, data }) => ({ name, input, request, status, data }));
}

/** The sample pages the answers were recorded for. */
function recordedPages() {
  return [...recorded.pages];
}

module.exports = { RECORDED_AT, recordedAnswers, recordedResponses, recordedPages };
