#!/bin/sh
# Thread pool side by side: corvid (default blocking compensation), corvid with
# CORVID_ThreadPoolBlockingScope=none (the article's collapse), CoreCLR (`dotnet`, when
# installed) and mono on bench/starvation.cs
# (sync-over-async at a fixed request rate), then empty-work-item and Task.Run+await-chain
# throughput (bench/pool_throughput.cs) with corvid/mono ratios.  Not a test: no assertions.
#   bench/pool.sh                       2000 requests/s for 30 s
#   RATE=1000 SECONDS=10 bench/pool.sh  shorter
set -e
cd "$(dirname "$0")/.."
B=${BUILD:-build}
RATE=${RATE:-2000}
SECONDS_=${SECONDS:-30}
make -s BUILD="$B" "$B/corvid" "$B/mscorlib.dll"
mkdir -p "$B/bench"
mcs -optimize+ -nostdlib -r:"$B/mscorlib.dll" -define:CORVID -out:"$B/bench/starvation.exe" bench/starvation.cs >/dev/null 2>&1
mcs -optimize+ -out:"$B/bench/starvation-mono.exe" bench/starvation.cs >/dev/null 2>&1
mcs -optimize+ -nostdlib -r:"$B/mscorlib.dll" -out:"$B/bench/pool_throughput.exe" bench/pool_throughput.cs >/dev/null 2>&1
mcs -optimize+ -out:"$B/bench/pool_throughput-mono.exe" bench/pool_throughput.cs >/dev/null 2>&1

field() { sed -nE "s/^mode .* $1 ([^ ]+).*/\1/p"; }
printf '%-34s %8s %8s %8s %8s\n' "starvation ($RATE req/s, ${SECONDS_} s)" rps p50_ms p99_ms workers
row() { # label command...
    label=$1; shift
    out=$("$@" 2>/dev/null | tee "$B/bench/last.out")
    printf '%-34s %8s %8s %8s %8s\n' "$label" "$(echo "$out" | field rps)" "$(echo "$out" | field p50_ms)" \
        "$(echo "$out" | field p99_ms)" "$(echo "$out" | field workers)"
    sed -n 's/^ladder/    ladder/p' "$B/bench/last.out"
}
row "corvid good (await)" "$B/corvid" "$B/bench/starvation.exe" good "$RATE" "$SECONDS_"
row "corvid bad (default: scope all)" "$B/corvid" "$B/bench/starvation.exe" bad "$RATE" "$SECONDS_"
row "corvid bad, scope task (CoreCLR)" env CORVID_ThreadPoolBlockingScope=task "$B/corvid" "$B/bench/starvation.exe" bad "$RATE" "$SECONDS_"
row "corvid bad, scope none" env CORVID_ThreadPoolBlockingScope=none "$B/corvid" "$B/bench/starvation.exe" bad "$RATE" "$SECONDS_"
. bench/dotnet.sh
clr=$(bench_dotnet_version)
if [ -n "$clr" ]; then
    bench_dotnet_runtimeconfig "$B/bench/starvation-mono.exe" "$clr"
    bench_dotnet_runtimeconfig "$B/bench/pool_throughput-mono.exe" "$clr"
    row "CoreCLR good (await)" dotnet "$B/bench/starvation-mono.exe" good "$RATE" "$SECONDS_"
    row "CoreCLR bad" dotnet "$B/bench/starvation-mono.exe" bad "$RATE" "$SECONDS_"
fi
row "mono good (await)" mono "$B/bench/starvation-mono.exe" good "$RATE" "$SECONDS_"
row "mono bad" mono "$B/bench/starvation-mono.exe" bad "$RATE" "$SECONDS_"
echo "(mono's and CoreCLR's workers column is their process thread count)"

echo
c=$("$B/corvid" "$B/bench/pool_throughput.exe" 2>&1 || true)
m=$(mono "$B/bench/pool_throughput-mono.exe" 2>&1 || true)
d=$([ -n "$clr" ] && dotnet "$B/bench/pool_throughput-mono.exe" 2>&1 || true)
for k in empty_items_per_s task_chain_hops_per_s; do
    cv=$(echo "$c" | sed -n "s/^$k //p"); mv=$(echo "$m" | sed -n "s/^$k //p"); dv=$(echo "$d" | sed -n "s/^$k //p")
    if [ -z "$cv" ] || [ -z "$mv" ]; then
        echo "$k: a run failed (corvid '${cv}', mono '${mv}')"; continue
    fi
    printf '%-24s corvid %10s  CoreCLR %10s  mono %10s  corvid/CoreCLR %s  corvid/mono %s\n' "$k" "$cv" "${dv:--}" "$mv" \
        "$([ -n "$dv" ] && echo "scale=2; $cv / $dv" | bc || echo -)" "$(echo "scale=2; $cv / $mv" | bc)"
done
