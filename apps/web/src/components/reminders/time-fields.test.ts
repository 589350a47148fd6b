import { describe, expect, it } from 'vitest';
import {
  acceptTimeDigits,
  fromTwelveHour,
  HOUR_MAX,
  MINUTE_MAX,
  padTimeField,
  padTwelveHourField,
  TWELVE_HOUR_MAX,
  timeFieldsOf,
  timeOfFields,
  toTwelveHour,
} from './time-fields.ts';

describe('the reminder time fields', () => {
  it('take up to two digits within the range, refusing anything else', () => {
    expect(acceptTimeDigits('', HOUR_MAX)).toBe('');
    expect(acceptTimeDigits('0', HOUR_MAX)).toBe('0');
    expect(acceptTimeDigits('23', HOUR_MAX)).toBe('23');
    expect(acceptTimeDigits('24', HOUR_MAX)).toBeNull();
    expect(acceptTimeDigits('59', MINUTE_MAX)).toBe('59');
    expect(acceptTimeDigits('60', MINUTE_MAX)).toBeNull();
    expect(acceptTimeDigits('123', MINUTE_MAX)).toBeNull();
    expect(acceptTimeDigits('1a', MINUTE_MAX)).toBeNull();
    expect(acceptTimeDigits('-1', MINUTE_MAX)).toBeNull();
  });

  it('are padded when left, an empty one becoming 00', () => {
    expect(padTimeField('')).toBe('00');
    expect(padTimeField('7')).toBe('07');
    expect(padTimeField('17')).toBe('17');
  });

  it('read as a time, and show one', () => {
    expect(timeOfFields({ hour: '07', minute: '' })).toEqual({ hour: 7, minute: 0 });
    expect(timeFieldsOf({ hour: 17, minute: 0 })).toEqual({ hour: '17', minute: '00' });
  });

  it('read a 12-hour clock as the 24-hour time they keep, and back', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const twelve = toTwelveHour(hour);
      expect(twelve.hour).toBeGreaterThanOrEqual(1);
      expect(twelve.hour).toBeLessThanOrEqual(TWELVE_HOUR_MAX);
      expect(fromTwelveHour(twelve.hour, twelve.period)).toBe(hour);
    }
    expect(toTwelveHour(0)).toEqual({ hour: 12, period: 'am' });
    expect(toTwelveHour(12)).toEqual({ hour: 12, period: 'pm' });
    expect(fromTwelveHour(7, 'pm')).toBe(19);
    expect(padTwelveHourField('')).toBe('12');
    expect(padTwelveHourField('0')).toBe('12');
    expect(padTwelveHourField('7')).toBe('07');
  });
});
