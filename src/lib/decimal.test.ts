import { describe, expect, it } from 'vitest';
import { decimalText, parseDecimal } from './decimal';

describe('parseDecimal ("82,5" and "82.5" are the same number)', () => {
  it.each([
    ['82,5', 82.5],
    ['82.5', 82.5],
    [' 62,125 ', 62.125],
    ['80', 80],
  ])('%j → %s', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', '  ', 'ochenta', '8,2,5', '82,', ',5', '-3', '1e3'])('%j → null', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it('writes a decimal comma for a Spanish reader', () => {
    expect(decimalText(82.5)).toBe('82,5');
    expect(decimalText(80)).toBe('80');
  });
});
