import { describe, expect, it } from 'vitest';
import { freshAnnouncement } from './fresh-announcement';

describe('freshAnnouncement', () => {
  it('changes the text when the same words come again, and keeps new words as they are', () => {
    const first = freshAnnouncement('', 'Ana está pensando en ti');
    expect(first).toBe('Ana está pensando en ti');
    const second = freshAnnouncement(first, 'Ana está pensando en ti');
    expect(second).not.toBe(first);
    expect(second.trim()).toBe('Ana está pensando en ti');
    expect(freshAnnouncement(second, 'Ana está pensando en ti')).toBe(first);
    expect(freshAnnouncement(second, 'Otra cosa')).toBe('Otra cosa');
  });
});
