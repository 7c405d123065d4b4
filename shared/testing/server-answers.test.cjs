/** @jest-environment node */
const recorded = require('./server-answers.json');

// The recorded answers are the contract's: each is parsed with its call's response schema when read, so one the contract no longer
// accepts (a changed schema, a hand edit) fails every test that reads it, by name, with the command that records them again.
it('every recorded answer fits its call, and each page has its own', () => {
  const { recordedAnswers, recordedPages, recordedResponses } = require('./server-answers.cjs');
  expect(recordedResponses().length).toBe(recorded.answers.length);
  for (const url of recordedPages()) expect(recordedAnswers(url).length).toBeGreaterThan(0);
  expect(recordedAnswers('/dispatch').find((answer) => answer.name === 'newsSearch')).toMatchObject({ pages: true });
});

it('an answer the contract no longer accepts fails by name, and so does a page nobody recorded', () => {
  const [globals, ...rest] = recorded.answers;
  const forged = { ...recorded, answers: [{ ...globals, data: { ...globals.data, nav_bar_color: 42 } }, ...rest] };
  jest.isolateModules(() => {
    jest.doMock('./server-answers.json', () => forged);
    const { recordedAnswers } = require('./server-answers.cjs');
    expect(() => recordedAnswers('/')).toThrow(
      /^The recorded answer to globals \{\} \(200\) does not fit the contract: run node scripts\/gen-server-answers\.mjs/,
    );
  });
  const { recordedAnswers } = require('./server-answers.cjs');
  expect(() => recordedAnswers('/nowhere')).toThrow('No answers are recorded for /nowhere: add the page to scripts/gen-server-answers.mjs');
});
