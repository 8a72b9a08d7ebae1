import { describe, expect, it } from 'vitest';
import { isEmptyValue } from './is-empty.ts';

describe('isEmptyValue', () => {
  it.each([undefined, null, '', '   ', '\n\t', [], {}, Object.create(null), false])('%j is empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([0, 'a', ' a ', [0], { a: 1 }, true, Number.NaN, new Date(0), { name: 'x.png', type: 'image/png', size: 1 }])(
    '%j is a value',
    (value) => {
      expect(isEmptyValue(value)).toBe(false);
    },
  );

  it('does not mistake a class instance without own keys for an empty object', () => {
    class Upload {
      get name(): string {
        return 'a.png';
      }
    }
    expect(isEmptyValue(new Upload())).toBe(false);
  });
});
