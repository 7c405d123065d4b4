import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchContentVersion } from './content-version';

/** A watch over a version the test sets, on a clock the test moves. */
function watched() {
  const state = { version: 1, reads: 0, moves: 0, now: 0, failing: false };
  const watch = watchContentVersion(
    async () => {
      state.reads += 1;
      if (state.failing) throw new Error('down');
      return state.version;
    },
    () => {
      state.moves += 1;
    },
    1000,
    () => state.now,
  );
  return { state, watch };
}

describe('watchContentVersion (decision 111)', () => {
  it('reads at most once a second, concurrent requests sharing one read', async () => {
    const { state, watch } = watched();
    await Promise.all([watch.current(), watch.current(), watch.current()]);
    assert.equal(state.reads, 1);
    state.now = 999;
    await watch.current();
    assert.equal(state.reads, 1);
    state.now = 1000;
    await watch.current();
    assert.equal(state.reads, 2);
    assert.equal(state.moves, 0, 'the first read only learns the version');
  });

  it('says when another instance moved the version, not when this one did, and a failed read keeps the last view', async () => {
    const { state, watch } = watched();
    await watch.current();
    state.version = 2;
    state.now = 1000;
    await watch.current();
    assert.equal(state.moves, 1);

    state.version = 3;
    watch.moved(3);
    state.now = 2500;
    await watch.current();
    assert.equal(state.moves, 1, 'its own publish cleared its cache already');

    state.failing = true;
    state.now = 4000;
    await watch.current();
    state.failing = false;
    state.version = 4;
    state.now = 5000;
    await watch.current();
    assert.equal(state.moves, 2);
  });
});
