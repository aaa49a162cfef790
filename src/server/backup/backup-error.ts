/**
 * A problem the operator can act on (a data directory in use, a database that is not empty, an
 * archive from a newer version): the command prints its message alone and exits with 1.
 */
export class BackupError extends Error {}
