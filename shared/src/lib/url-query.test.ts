import { ID_LIST_MAX, SEARCH_TEXT_MAX } from '@valley/shared/api/limits';
import { choiceField, idsField, queryCodec, textField, viewField } from './url-query';

const codec = queryCodec<{ title: string; ids: number[]; order: 'newest' | 'oldest'; view: 'grid' | 'list' }>({
  title: textField,
  ids: idsField,
  order: choiceField(['newest', 'oldest']),
  view: viewField,
});

describe('a listing query', () => {
  it('round-trips its values, written in the order of its fields', () => {
    const value = { title: 'trout', ids: [7, 3], order: 'oldest' as const, view: 'list' as const };
    expect(codec.write(value).toString()).toBe('title=trout&ids=7%2C3&order=oldest&view=list');
    expect(codec.read(codec.write(value))).toEqual(value);
  });

  it('leaves blanks and defaults out of the link', () => {
    expect(codec.write({ title: '  ', ids: [], order: 'newest', view: 'grid' }).toString()).toBe('');
    expect(codec.write({ title: ' fall color ', ids: [], order: 'newest', view: 'grid' }).toString()).toBe('title=fall+color');
  });

  it('reads what the API would refuse as the default', () => {
    expect(codec.read(new URLSearchParams('ids=x,-2,4,4,0,1.5,2147483648&order=sideways&view=table&title=%20%20'))).toEqual({
      title: '',
      ids: [4],
      order: 'newest',
      view: 'grid',
    });
    expect(textField.read('a'.repeat(SEARCH_TEXT_MAX + 5))).toHaveLength(SEARCH_TEXT_MAX);
    expect(idsField.read(Array.from({ length: ID_LIST_MAX + 5 }, (_, index) => index + 1).join(','))).toHaveLength(ID_LIST_MAX);
  });
});
