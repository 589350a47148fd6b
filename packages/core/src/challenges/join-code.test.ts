import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatJoinCode, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, normalizeJoinCode } from './join-code.js';

const code = fc
  .array(fc.constantFrom(...JOIN_CODE_ALPHABET), { minLength: JOIN_CODE_LENGTH, maxLength: JOIN_CODE_LENGTH })
  .map((characters) => characters.join(''));

describe('join codes', () => {
  it('have no character that reads or sounds like another', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(JOIN_CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it('read back the same, whatever the case, spaces or dashes typed', () => {
    fc.assert(
      fc.property(code, (value) => {
        expect(normalizeJoinCode(value)).toBe(value);
        expect(normalizeJoinCode(formatJoinCode(value))).toBe(value);
        expect(normalizeJoinCode(` ${value.toLowerCase().slice(0, 4)}-${value.slice(4)} `)).toBe(value);
      }),
    );
  });

  it.each([
    ['', 'empty'],
    ['K7QM3XP', 'one short'],
    ['K7QM3XPAB', 'one long'],
    ['K7QM3XP0', 'a zero'],
    ['K7QM3XPO', 'an O'],
    ['K7QM3XP1', 'a one'],
    ['K7QMIXPA', 'an I'],
    ['K7QMLXPA', 'an L'],
    ['K7QM3XP!', 'a sign'],
    ['K7QM3XPÁ', 'an accent'],
    [`K7QM${' '.repeat(40)}3XPA`, 'too long to be typed'],
  ])('%j is no code (%s)', (input) => {
    expect(normalizeJoinCode(input)).toBeNull();
  });

  it('shows a code as two groups of four', () => {
    expect(formatJoinCode('K7QM3XPA')).toBe('K7QM 3XPA');
  });
});
