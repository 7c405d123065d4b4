import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readableLines } from '../lib/rich-text';
import { diffFields, listEntries, textParts, type ShownEntry, type ShownField } from './field-diff';

// The one diff of an edit (decision 086): words of texts, entries of ordered lists, short values and images, field by field.

const entries = (...labels: string[]): ShownEntry[] => labels.map((label) => ({ key: label, label }));
const changesOf = (before: string[], after: string[]) => listEntries(entries(...before), entries(...after)).map(({ label, change }) => `${label}:${change}`);

describe('textParts', () => {
  it('keeps the words both have and marks the ones removed and added, spaces and lines kept', () => {
    assert.deepEqual(textParts('Canoes on Spring Creek.\nOpen daily.', 'Canoes and kayaks on Spring Creek.\nOpen daily.'), [
      { kind: 'same', text: 'Canoes ' },
      { kind: 'added', text: 'and kayaks ' },
      { kind: 'same', text: 'on Spring Creek.\nOpen daily.' },
    ]);
    assert.deepEqual(textParts(null, 'New text'), [{ kind: 'added', text: 'New text' }]);
    assert.deepEqual(textParts('Old text', null), [{ kind: 'removed', text: 'Old text' }]);
    assert.deepEqual(textParts('Same', 'Same'), [{ kind: 'same', text: 'Same' }]);
  });

  it('reads a rewritten text as the old one, then the new, without the few words they share between', () => {
    assert.deepEqual(textParts('Walk a llama along the farm lane.\nOpen on the weekend.', 'Wood-fired pizza on the porch.'), [
      { kind: 'removed', text: 'Walk a llama along the farm lane.\nOpen on the weekend.' },
      { kind: 'added', text: 'Wood-fired pizza on the porch.' },
    ]);
    assert.deepEqual(textParts('Rooms with a view of the creek and a big breakfast.', 'Rooms with a view of the valley and a big breakfast.'), [
      { kind: 'same', text: 'Rooms with a view of the ' },
      { kind: 'removed', text: 'creek' },
      { kind: 'added', text: 'valley' },
      { kind: 'same', text: ' and a big breakfast.' },
    ]);
  });

  it('reads rich text as its visible lines, so markup is not compared word by word', () => {
    assert.equal(
      readableLines('<h2>Paddle</h2><p>Canoes on <strong>Spring&nbsp;Creek</strong> &amp; more.</p><ul><li>One</li><li>Two</li></ul>'),
      'Paddle\nCanoes on Spring Creek & more.\nOne\nTwo',
    );
    assert.equal(readableLines(null), null);
  });
});

describe('listEntries', () => {
  it('says which entries were added, removed and kept', () => {
    assert.deepEqual(changesOf(['Hiking', 'Biking'], ['Hiking', 'Fishing']), ['Hiking:same', 'Biking:removed', 'Fishing:added']);
  });

  it('calls an entry moved only when it left the longest run kept in order', () => {
    assert.deepEqual(changesOf(['A', 'B', 'C', 'D'], ['B', 'C', 'D', 'A']), ['B:same', 'C:same', 'D:same', 'A:moved']);
    assert.deepEqual(changesOf(['A', 'B'], ['B', 'A']).toSorted(), ['A:moved', 'B:same'].toSorted());
  });

  it('keeps an image address with its entry', () => {
    const before = [{ key: 'a', label: 'Photo 1', src: 'http://api.test/a.webp' }];
    const after = [
      { key: 'b', label: 'Photo 1', src: 'http://api.test/b.webp' },
      { key: 'a', label: 'Photo 2', src: 'http://api.test/a.webp' },
    ];
    assert.deepEqual(listEntries(before, after), [
      { label: 'Photo 1', src: 'http://api.test/b.webp', change: 'added' },
      { label: 'Photo 2', src: 'http://api.test/a.webp', change: 'same' },
    ]);
  });
});

const version = (phone: string | null, html: string, categories: string[]): ShownField[] => [
  { field: 'phone', label: 'Phone Number', type: 'value', value: phone },
  { field: 'content', label: 'Description', type: 'text', value: readableLines(html), source: html },
  { field: 'main_img', label: 'Logo', type: 'image', value: 'http://api.test/logo.webp' },
  { field: 'categories', label: 'Categories', type: 'list', value: entries(...categories) },
];

describe('diffFields', () => {
  it('answers every field in order, marking only those that differ as changed', () => {
    const changes = diffFields(version('814-555-0100', '<p>Old words</p>', ['Food']), version('814-555-0199', '<p>New words</p>', ['Food']));
    assert.deepEqual(
      changes.map((change) => [change.field, change.changed]),
      [
        ['phone', true],
        ['content', true],
        ['main_img', false],
        ['categories', false],
      ],
    );
    assert.deepEqual(changes[0], { type: 'value', field: 'phone', label: 'Phone Number', changed: true, before: '814-555-0100', after: '814-555-0199' });
    assert.deepEqual(changes[1], {
      type: 'text',
      field: 'content',
      label: 'Description',
      changed: true,
      parts: [
        { kind: 'removed', text: 'Old' },
        { kind: 'added', text: 'New' },
        { kind: 'same', text: ' words' },
      ],
    });
  });

  it('counts a change of formatting alone, with every word the same', () => {
    const [, content] = diffFields(version(null, '<p>Old words</p>', []), version(null, '<p><strong>Old</strong> words</p>', []));
    assert.equal(content?.changed, true);
    assert.ok(content?.type === 'text' && content.parts.every((part) => part.kind === 'same'));
  });

  it('a reordered list is a change', () => {
    const [, , , categories] = diffFields(version(null, '', ['Food', 'Drink']), version(null, '', ['Drink', 'Food']));
    assert.equal(categories?.changed, true);
  });
});
