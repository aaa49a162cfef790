/**
 * One look for the chosen option of a pill group (`Tabs`, `SegmentedControl`), keyed by the
 * attribute that marks it (`active` for tabs, `on` for toggle items). Light: a white pill on the
 * rosy track. Dark: the card colour is darker than the track there, so a white pill would vanish;
 * the chosen one is filled with the primary rose instead, its text the dark foreground of
 * primary, well over 4.5:1.
 */
export const segmentItemClass = (state: 'active' | 'on') =>
  [
    'inline-flex h-9 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-muted-foreground transition-all hover:text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/30 [&_svg]:size-4',
    state === 'active'
      ? 'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-soft dark:data-[state=active]:bg-primary dark:data-[state=active]:text-primary-foreground'
      : 'data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-soft dark:data-[state=on]:bg-primary dark:data-[state=on]:text-primary-foreground',
  ].join(' ');
