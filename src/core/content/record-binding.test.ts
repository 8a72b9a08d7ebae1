import { describe, expect, it } from 'vitest';
import { applyRecordBindings, bindingsOf, isBindableFieldName, recordHeadline, valueAsImage, valueAsText } from './record-binding.ts';

const bound = {
  collection: 'team',
  record: { _id: 'r1', name: 'Ada', bio: 'Wrote **code**', photo: [{ url: '/a.png' }], stars: '4.5', active: true, tags: ['x', { label: 'Y' }] },
};

describe('record bindings', () => {
  it('keeps only the bindable props of the block and plausible field names', () => {
    expect(bindingsOf('Heading', { bindings: { text: 'name', level: 'name' } })).toEqual({ text: 'name' });
    expect(bindingsOf('Heading', { bindings: { text: 'bad name!' } })).toEqual({});
    expect(bindingsOf('Heading', { bindings: ['name'] })).toEqual({});
    expect(bindingsOf('Spacer', { bindings: { height: 'name' } })).toEqual({});
    expect(isBindableFieldName('_manageUrl')).toBe(true);
    expect(isBindableFieldName('__proto__x!')).toBe(false);
  });

  it('replaces bound props with the record’s values, converted for the prop', () => {
    const card = applyRecordBindings('TeaserCard', { title: 'Card title', description: 'x', image: '', link: '', bindings: { title: 'name', image: 'photo', link: '_url', description: 'missing' } }, bound);
    expect(card).toMatchObject({ title: 'Ada', image: '/a.png', link: '/data/team/r1', description: '' });
    expect(applyRecordBindings('StarRating', { value: 1, bindings: { value: 'stars' } }, bound).value).toBe(4.5);
    expect(applyRecordBindings('StarRating', { value: 1, bindings: { value: 'name' } }, bound).value).toBe(0);
    expect(applyRecordBindings('Button', { href: '', bindings: { href: '_manageUrl' } }, bound).href).toBe('/data/team/r1/manage');
    expect(applyRecordBindings('Button', { href: 'x', bindings: { href: 'photo' } }, bound).href).toBe('');
    expect(applyRecordBindings('Text', { text: '', bindings: { text: 'tags' } }, bound).text).toBe('x, Y');
  });

  it('leaves props alone without a record or without bindings, and never mutates them', () => {
    const props = { text: 'Static', bindings: { text: 'name' } };
    expect(applyRecordBindings('Heading', props, null)).toBe(props);
    const plain = { text: 'Static' };
    expect(applyRecordBindings('Heading', plain, bound)).toBe(plain);
    applyRecordBindings('Heading', props, bound);
    expect(props.text).toBe('Static');
    expect(applyRecordBindings('Heading', { text: '', bindings: { text: '_url' } }, { collection: 'c', record: {} }).text).toBe('');
  });

  it('reads values as text and images', () => {
    expect(valueAsText(null)).toBe('');
    expect(valueAsText(3)).toBe('3');
    expect(valueAsText(Number.NaN)).toBe('');
    expect(valueAsText(false)).toBe('No');
    expect(valueAsText(true)).toBe('Yes');
    expect(valueAsText({ value: 'v' })).toBe('v');
    expect(valueAsText({ other: 1 })).toBe('');
    expect(valueAsImage('/x.png')).toBe('/x.png');
    expect(valueAsImage([null, { src: '/s.png' }])).toBe('/s.png');
    expect(valueAsImage([])).toBe('');
    expect(valueAsImage({})).toBe('');
    expect(valueAsImage(5)).toBe('');
  });

  it('names a record by its title or name', () => {
    expect(recordHeadline({ title: ' T ', name: 'N' })).toBe('T');
    expect(recordHeadline({ name: 'N' })).toBe('N');
    expect(recordHeadline({})).toBeNull();
  });
});
