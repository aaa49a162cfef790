/**
 * What to put in a live region so that it speaks `next` even when it already says those words:
 * screen readers announce a change of text, so the same words again get a no-break space
 * added (or taken off). A second heart, a third tap, are heard like the first.
 */
export function freshAnnouncement(previous: string, next: string): string {
  return previous === next ? `${next}\u00a0` : next;
}
