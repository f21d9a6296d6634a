#!/bin/sh
# Starts the built server (npm run serve), replacing this shell: one process, whose pid is the
# server's. On the embedded database (no DATABASE_URL) V8's young generation is capped at 4 MB
# instead of 16: requests' short-lived objects are collected sooner and the process's peak RSS
# under the bench's load drops from about 235 to 200 MB, at no measurable cost there (PGlite
# answers one query at a time, and that is the bottleneck). On PostgreSQL the cap cost 25 to 45 %
# of throughput in the bench, so it is left at V8's default. A flag that must be given on the
# command line (V8 sizes the young generation when it creates the heap). Also on the embedded
# database only, glibc's malloc keeps at most 2 arenas instead of 8 per core (node's worker
# threads each got one): about 8 MB less at the peak, same throughput. docs/PERFORMANCE.md register:
# "small young generation on PGlite", "two malloc arenas on PGlite".
server="$(dirname "$0")/../dist/server/main.js"
if [ -z "$DATABASE_URL" ]; then
  MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}" exec node --max-semi-space-size=4 "$server" "$@"
fi
exec node "$server" "$@"
