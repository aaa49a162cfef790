import { LANGUAGES } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { PUSH_TEXTS, PUSH_URLS } from './push-texts';

describe('pienso en ti and comment pushes in every language', () => {
  it.each(LANGUAGES)('%s: one tap, several held together, a comment and several', (language) => {
    const texts = PUSH_TEXTS[language];
    const one = texts.thinking({ name: 'Ana', count: 1 });
    const three = texts.thinking({ name: 'Ana', count: 3 });
    expect(one.title).toContain('Ana');
    expect(one.title).not.toContain('3');
    expect(three.title).toContain('Ana');
    expect(three.title).toContain('3');
    const onMemory = texts.comment({ name: 'Bruno', title: 'Cádiz', text: 'Precioso', count: 1 });
    expect(onMemory.title).toContain('Cádiz');
    expect(onMemory.body).toContain('Precioso');
    const onPhoto = texts.comment({ name: 'Bruno', text: 'Precioso', count: 1 });
    expect(onPhoto.title).toContain('Bruno');
    expect(onPhoto.title).not.toContain('undefined');
    expect(texts.comment({ name: 'Bruno', count: 2 }).title).toContain('2');
  });

  it('pt is European Portuguese that a person would write, not a word-for-word heartbeat', () => {
    expect(PUSH_TEXTS.pt.thinking({ name: 'Ana', count: 1 })).toEqual({
      title: 'Ana está a pensar em ti',
      body: 'Um miminho para ti 💗',
    });
    expect(PUSH_TEXTS.pt.thinking({ name: 'Ana', count: 3 })).toEqual({
      title: 'Ana pensou em ti 3 vezes',
      body: 'De cada vez, um miminho para ti 💞',
    });
  });

  it('open the dashboard and the memories', () => {
    expect(PUSH_URLS.thinking).toBe('/dashboard');
    expect(PUSH_URLS.comment).toBe('/memories');
  });
});
