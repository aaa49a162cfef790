/**
 * The session's query key. Features that change what it shows (the name, the email, the
 * two-step sign-in) refresh it.
 */
import { queryRoots } from '@web/lib/query-keys';

export const sessionKeys = { all: queryRoots.session };
