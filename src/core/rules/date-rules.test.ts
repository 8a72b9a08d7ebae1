import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './date-rules.ts';
import { validateValue } from './validate-value.ts';

describe('date', () => {
  it.each(['2024-01-31', '2024-02-29', '2000-02-29', '1999-12-31'])('accepts %s', (value) => {
    expect(validateValue(value, 'date')).toBeNull();
  });
  it.each(['2024-02-30', '2023-02-29', '1900-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-1-5', '24-01-01', '2024/01/01', 20240101])(
    'rejects %j with "Invalid date format (YYYY-MM-DD)"',
    (value) => {
      expect(validateValue(value, 'date')).toBe('Invalid date format (YYYY-MM-DD)');
    },
  );
  it('isCalendarDate rejects day 0', () => {
    expect(isCalendarDate('2024-05-00')).toBe(false);
  });
});

describe('time', () => {
  it.each(['00:00', '09:05', '23:59'])('accepts %s', (value) => {
    expect(validateValue(value, 'time')).toBeNull();
  });
  it.each(['24:00', '12:60', '9:05', '12:5', '12:00:00', 'noon', 1200])('rejects %j with "Invalid time format (HH:MM)"', (value) => {
    expect(validateValue(value, 'time')).toBe('Invalid time format (HH:MM)');
  });
});

describe('datetimeLocal', () => {
  it.each(['2024-05-01T09:30', '2024-02-29T23:59:59', '2024-05-01T00:00:00.123'])('accepts %s', (value) => {
    expect(validateValue(value, 'datetimeLocal')).toBeNull();
    expect(validateValue(value, 'datetime-local')).toBeNull();
  });
  it.each(['2024-05-01 09:30', '2024-02-30T10:00', '2024-05-01T24:00', '2024-05-01', '2024-05-01T09:30Z', 5])(
    'rejects %j with "Invalid datetime-local format"',
    (value) => {
      expect(validateValue(value, 'datetimeLocal')).toBe('Invalid datetime-local format');
    },
  );
});
