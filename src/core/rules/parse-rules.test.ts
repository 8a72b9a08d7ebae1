import { describe, expect, it } from 'vitest';
import { parseRules } from './parse-rules.ts';

describe('parseRules', () => {
  it('splits on pipes and reads the parameter after the first colon', () => {
    expect(parseRules('required|string|min:2|max:255')).toEqual([
      { name: 'required', param: undefined },
      { name: 'string', param: undefined },
      { name: 'min', param: '2' },
      { name: 'max', param: '255' },
    ]);
  });

  it('keeps later colons in the parameter and trims blanks', () => {
    expect(parseRules(' required | pattern:a:b |  ')).toEqual([
      { name: 'required', param: undefined },
      { name: 'pattern', param: 'a:b' },
    ]);
  });

  it('accepts a list of rules and ignores anything else', () => {
    expect(parseRules(['required', 'min:1', 3 as unknown as string])).toEqual([
      { name: 'required', param: undefined },
      { name: 'min', param: '1' },
    ]);
    expect(parseRules(undefined)).toEqual([]);
    expect(parseRules(null)).toEqual([]);
    expect(parseRules('')).toEqual([]);
    expect(parseRules({} as unknown as string)).toEqual([]);
  });
});
