import v8 from 'node:v8';

/**
 * How far V8 lets the heap grow past what survived its last full collection before collecting
 * again. By default it may grow up to 4x on a machine with plenty of memory, and a burst of work
 * (10,000 realtime streams reconnecting, each reading and refreshing its session) leaves the
 * process holding the heap it grew in the burst: 445-493 MB for about 165 MB live. At 1.5x the same
 * burst ends at about 350 MB; the extra full collections cost little, since the heap they mark
 * stays small (measured: docs/REALTIME.md). Set before anything is allocated in
 * earnest; V8 reads the factor at every collection.
 */
export const HEAP_GROWING_PERCENT = 50;

v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
