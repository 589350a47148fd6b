import { describe, expect, it } from 'vitest';
import { checkEmail, checkLogin, checkName, checkNewPassword, checkRegister } from './validate-account-fields.ts';

describe('account field checks (spec 1 section 5)', () => {
  it.each([
    ['', { key: 'nameMissing' }],
    [' B ', { key: 'nameTooShort' }],
    ['Bo', undefined],
  ])('name %j', (name, expected) => expect(checkName(name)).toEqual(expected));

  it.each([
    ['', { key: 'emailMissing' }],
    ['ruth@example', { key: 'emailInvalid' }],
    ['ruth@example.c', { key: 'emailInvalid' }],
    ['ru th@example.com', { key: 'emailInvalid' }],
    ['ruth@@example.com', { key: 'emailInvalid' }],
    [' ruth@example.com ', undefined],
  ])('e-mail %j', (email, expected) => expect(checkEmail(email)).toEqual(expected));

  it.each([
    ['', { key: 'passwordMissing' }],
    ['12345', { key: 'passwordTooShort' }],
    ['123456', undefined],
  ])('new password %j', (password, expected) => expect(checkNewPassword(password)).toEqual(expected));

  it('sign-in only needs both fields filled', () => {
    expect(checkLogin({ email: 'x', password: '1' })).toEqual({});
    expect(checkLogin({ email: ' ', password: '' })).toEqual({
      email: { key: 'emailMissing' },
      password: { key: 'passwordMissing' },
    });
  });

  it('registration lists only the fields with a problem', () => {
    expect(checkRegister({ name: 'Boaz', email: 'boaz@example.com', password: '12' })).toEqual({
      password: { key: 'passwordTooShort' },
    });
  });
});
