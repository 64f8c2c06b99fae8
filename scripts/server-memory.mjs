// The memory settings the server runs with, in one place: `npm start` and the container run it through
// scripts/supervise.mjs with these, and scripts/production-server.mjs starts it with them for tests and benches.

/**
 * The memory settings of the production server (docs/decisions/0023): glibc's allocator with two arenas and large
 * blocks always mapped (returned when freed), so that the picture library's threads do not keep what they once
 * needed; a young generation of the JavaScript heap with 16 MB semi-spaces (a render's short-lived objects die
 * there: 11–16 % less time per uncached page than with 4 MB, for 25 MB more at the peak), and an old generation
 * capped at 128 MB, so that V8 collects before it grows the heap under a burst of renders (a grown site, 10,000
 * requests and 500 pictures, starts, serves and backs up under it: its live heap stays near 50 MB). Pictures never
 * pass through that heap whole (decision 0033): three saves of three 20 MB photos at once leave it as it was.
 */
export const memoryEnv = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };
export const memoryFlags = ["--max-semi-space-size=16", "--max-old-space-size=128"];
