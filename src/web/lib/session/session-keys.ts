/**
 * The auth feature's query keys: the session. Other features invalidate it when what
 * it shows (the name) changes.
 */
import { queryRoots } from '@web/lib/query-keys';

export const sessionKeys = { all: queryRoots.session };
