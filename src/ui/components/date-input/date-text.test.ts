import { describe, expect, it } from 'vitest';
import { dateTextValue, dateValueText, isDateValue, maskDateText } from './date-text';

describe('dateTextValue', () => {
  it('reads SPEC’s dd-mm-yyyy, short days and months, eight digits and a pasted ISO date', () => {
    expect(dateTextValue('31-12-2026')).toBe('2026-12-31');
    expect(dateTextValue(' 1-5-1990 ')).toBe('1990-05-01');
    expect(dateTextValue('17051990')).toBe('1990-05-17');
    expect(dateTextValue('2026-12-31')).toBe('2026-12-31');
  });

  it('never reads an English browser’s mm/dd/yyyy as a date', () => {
    for (const text of ['12/31/2026', '05/17/1990', '12-31-2026', '05-17-1990', '2/11/2026', '02/11/2026']) {
      expect(isDateValue(dateTextValue(text)), text).toBe(false);
    }
  });

  it('keeps a text that is not a real day as it is, so the form refuses it', () => {
    expect(dateTextValue('31-02-2026')).toBe('31-02-2026');
    expect(dateTextValue('2026-02-31')).toBe('2026-02-31');
    expect(dateTextValue('3-1')).toBe('3-1');
    expect(isDateValue('2026-02-31')).toBe(false);
    expect(dateTextValue('')).toBe('');
    expect(dateTextValue('   ')).toBe('');
  });
});

describe('dateValueText', () => {
  it('shows a day as dd-mm-yyyy and anything else as typed', () => {
    expect(dateValueText('1990-05-17')).toBe('17-05-1990');
    expect(dateValueText('')).toBe('');
    expect(dateValueText('31-02-2026')).toBe('31-02-2026');
  });
});

describe('maskDateText', () => {
  it('adds the hyphens as the digits are typed, once', () => {
    const typed = [...'31122026'].reduce((text, digit) => maskDateText(text, text + digit), '');
    expect(typed).toBe('31-12-2026');
    const withHyphens = [...'31-12-2026'].reduce((text, key) => maskDateText(text, text + key), '');
    expect(withHyphens).toBe('31-12-2026');
    const short = [...'1-5-1990'].reduce((text, key) => maskDateText(text, text + key), '');
    expect(short).toBe('1-5-1990');
  });

  it('lets a deletion remove a hyphen', () => {
    expect(maskDateText('31-', '31')).toBe('31');
  });
});
