import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language.js';

describe('requestLanguage', () => {
  it('takes the account language first, then the language header, then Accept-Language, then English', () => {
    expect(requestLanguage({ language: 'PL', 'accept-language': 'id' }, 'pt')).toBe('pt');
    expect(requestLanguage({ language: 'PL', 'accept-language': 'id' }, 'xx')).toBe('pl');
    expect(requestLanguage({ language: 'klingon', 'accept-language': 'es-ES,id;q=0.8,en;q=0.5' })).toBe('id');
    expect(requestLanguage({ 'accept-language': 'es-ES,fr' })).toBe('en');
    expect(requestLanguage({})).toBe('en');
  });
});
