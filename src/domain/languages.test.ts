import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromTags, languageOfHeader } from './languages';

describe('the shop’s language from preferred languages', () => {
  it('takes the first language the shop speaks, regions and Java’s old code included', () => {
    expect(languageFromTags(['id-ID', 'en'])).toBe('id');
    expect(languageFromTags(['fr', 'in'])).toBe('id');
    expect(languageFromTags(['de-DE', 'en-GB', 'id'])).toBe('en');
    expect(languageFromTags(['ID_id'])).toBe('id');
  });

  it('falls back to English', () => {
    expect(languageFromTags([])).toBe('en');
    expect(languageFromTags(['ja', 'zh-CN'])).toBe('en');
  });

  it('reads an Accept-Language header, or its absence', () => {
    expect(languageOfHeader('id-ID,id;q=0.9,en;q=0.8')).toBe('id');
    expect(languageOfHeader('en-US,en;q=0.9')).toBe('en');
    expect(languageOfHeader(undefined)).toBe('en');
  });

  it('knows its languages', () => {
    expect(isLanguage('id')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });
});
