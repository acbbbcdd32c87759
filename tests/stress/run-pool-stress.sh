#!/bin/sh
# make stress-pool: thread-pool stress runs that take too long for `make test`.
#   1. bursts of 200 blocking items; with a 1 s idle timeout the pool returns to MinThreads;
#   2. 1000 workers blocked at once, then released (tests/cs/pool_blocked_1000), 5 times;
#   3. 10^5 items through global and local queues (tests/cs/pool_queue_basic) under GC stress.
set -e
B=${1:-build}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$B/stress"
for p in tests/stress/pool_idle tests/cs/pool_blocked_1000 tests/cs/pool_queue_basic; do
    mcs -optimize+ -nostdlib -r:"$B/mscorlib.dll" -nowarn:0162,0168,0219 -out:"$B/stress/$(basename $p).exe" "$ROOT/$p.cs" >/dev/null
done
DOTNET_ThreadPool_ThreadTimeoutMs=3E8 timeout 300 "$B/corvid" "$B/stress/pool_idle.exe" 5 200
for i in 1 2 3 4 5; do timeout 60 "$B/corvid" "$B/stress/pool_blocked_1000.exe" | tail -n 1; done
DOTNET_GCStress=0x100 timeout 300 "$B/corvid" "$B/stress/pool_queue_basic.exe" | head -n 2
echo "stress-pool: ok"
