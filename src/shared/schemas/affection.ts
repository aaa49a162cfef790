/** "Pienso en ti" today, as each partner sees it: what each of them sent on the reader's day. */
export interface TAffectionToday {
  /** The reader's own calendar day ('YYYY-MM-DD'). */
  today: string;
  /** The partner's full name, for the heart that arrives ("Ana está pensando en ti"). */
  partnerName: string;
  sentByMe: number;
  sentByPartner: number;
}

/** `POST /api/affection`: the day's counts after the tap, and whether it will reach a push. */
export interface TAffectionTap extends TAffectionToday {
  /** False when it came within a minute of the sender's last tap: it only adds to the count. */
  isPushed: boolean;
}
