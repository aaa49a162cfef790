/** Whose emotions a day holds, by colour: the calendar's dots and its legend share them. */
export const MINE_DOT = 'bg-primary';
export const PARTNER_DOT = 'bg-sky-500 dark:bg-sky-400';
