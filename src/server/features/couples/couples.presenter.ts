import type { TCouple } from '@shared/schemas/couple';
import type { CoupleRow } from './couples.repository';

/** A couple as `userId` sees it (whether they made the code). */
export function presentCouple(couple: CoupleRow, userId: string): TCouple {
  return {
    id: couple.id,
    status: couple.status,
    coupleCode: couple.coupleCode,
    relationshipStartDate: couple.relationshipStartDate,
    createdAt: couple.createdAt.toISOString(),
    isCreator: couple.user1Id === userId,
  };
}
