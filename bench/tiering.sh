#!/usr/bin/env bash
# Tiering benchmark (issue 3, "Performance"): each kernel in bench/tiering/*.cs runs on corvid
# (default tiering), on CoreCLR (`dotnet`, when installed), on mono's JIT and as the same program
# in C (bench/c/*.c, gcc -O2), best of N alternating runs.  Every program runs its kernel once untimed (so corvid reaches Tier1/OSR),
# then times a few repetitions and prints "steady_ms <ms>" (drift prints "Scenario B: <ms> ms").
# Prints whole-process wall time and steady-state time with the ratios corvid/CoreCLR, corvid/mono
# and corvid/C (lower is better), peak RSS of corvid and CoreCLR, and corvid's compile cost
# (CORVID_JitStats=1).
# Usage: bench/tiering.sh [runs]   (BUILD=<dir> picks the corvid build, default build)
set -e
cd "$(dirname "$0")/.."
runs=${1:-3}
BUILD=${BUILD:-build}
out=$BUILD/bench/tiering
mkdir -p "$out"
make -s BUILD="$BUILD" "$BUILD/corvid" "$BUILD/libcorvidjit.so" "$BUILD/mscorlib.dll" > "$out/make.log" 2>&1 ||
    { cat "$out/make.log" >&2; exit 1; }
for f in bench/tiering/*.cs examples/drift.cs; do
    n=$(basename "$f" .cs)
    [ "$out/$n.exe" -nt "$f" ] || mcs -optimize+ -out:"$out/$n.exe" "$f" >/dev/null
done
. bench/dotnet.sh
clr=$(bench_dotnet_version)
[ -n "$clr" ] || echo "bench/tiering.sh: no dotnet with Microsoft.NETCore.App: CoreCLR columns skipped" >&2
if [ -n "$clr" ]; then
    for f in "$out"/*.exe; do bench_dotnet_runtimeconfig "$f" "$clr"; done
fi
for f in bench/c/*.c; do
    n=$(basename "$f" .c)
    [ "$out/$n" -nt "$f" ] && [ "$out/$n" -nt bench/c/common.h ] || gcc -O2 -o "$out/$n" "$f" -lm
done

# name | arguments (sizes chosen so one corvid run takes about 0.3-2 s on a quiet machine)
kernels=(
    "nbody|1000000 3"
    "spectralnorm|1000 3"
    "fannkuch|10 3"
    "virtualcall|30000 3"
    "fib|34 3"
    "drift|B 300000 1000"
)

# run <tag> <command...>: sets wall (ms), steady (ms), sum (output without timing lines), err
run() {
    local tag=$1; shift
    local t0 t1
    t0=$(date +%s%N)
    /usr/bin/time -f %M -o "$out/$tag.rss" "$@" > "$out/$tag.out" 2> "$out/$tag.err" ||
        { echo "failed: $*" >&2; cat "$out/$tag.out" "$out/$tag.err" >&2; exit 1; }
    t1=$(date +%s%N)
    wall=$(( (t1 - t0) / 1000000 ))
    rss=$(tail -n 1 "$out/$tag.rss")
    steady=$(sed -n -e 's/^steady_ms \([0-9.]*\)$/\1/p' -e 's/^Scenario [A-C]: \([0-9]*\) ms$/\1/p' "$out/$tag.out")
    [ -n "$steady" ] || { echo "no steady-state time from: $*" >&2; exit 1; }
    sum=$(grep -v -e '^steady_ms ' -e '^Scenario [A-C]: ' "$out/$tag.out")
}
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (b == "" || a + 0 < b + 0) ? a : b }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "-" }'; }

declare -A W S J R
for k in "${kernels[@]}"; do
    name=${k%%|*}; args=${k#*|}
    bw_c=; bw_m=; bw_n=; bs_c=; bs_m=; bs_n=; jit=; bw_d=-; bs_d=-; r_c=; r_d=-
    for i in $(seq "$runs"); do
        run corvid env CORVID_JitStats=1 "$BUILD/corvid" "$out/$name.exe" $args; csum=$sum
        if [ -z "$bw_c" ] || [ "$wall" -lt "$bw_c" ]; then
            jit=$(sed -n 's/^corvid: Tier1 compiled \([0-9]*\) methods in \([0-9.]*\) ms.*/\1 \2/p' "$out/corvid.err")
        fi
        bw_c=$(min "$wall" "$bw_c"); bs_c=$(min "$steady" "$bs_c"); r_c=$(min "$rss" "$r_c")
        if [ -n "$clr" ]; then
            run coreclr dotnet "$out/$name.exe" $args; dsum=$sum
            [ "$bw_d" = - ] && bw_d= bs_d= r_d=
            bw_d=$(min "$wall" "$bw_d"); bs_d=$(min "$steady" "$bs_d"); r_d=$(min "$rss" "$r_d")
            [ "$csum" = "$dsum" ] || { echo "checksum mismatch on $name: corvid '$csum', CoreCLR '$dsum'" >&2; exit 1; }
        fi
        run mono mono "$out/$name.exe" $args; msum=$sum
        bw_m=$(min "$wall" "$bw_m"); bs_m=$(min "$steady" "$bs_m")
        run c "$out/$name" $args; nsum=$sum
        bw_n=$(min "$wall" "$bw_n"); bs_n=$(min "$steady" "$bs_n")
        if [ "$csum" != "$msum" ] || [ "$csum" != "$nsum" ]; then
            echo "checksum mismatch on $name: corvid '$csum', mono '$msum', C '$nsum'" >&2
            exit 1
        fi
    done
    W[$name]="$bw_c $bw_d $bw_m $bw_n"; S[$name]="$bs_c $bs_d $bs_m $bs_n"; J[$name]=${jit:-"0 0"}; R[$name]="$r_c $r_d"
    echo "  $name: checksums agree ($(echo "$csum" | head -n 1)), best of $runs" >&2
done

table() { # title, array name
    local -n T=$2
    echo
    echo "$1 (ms, best of $runs)"
    printf '%-13s %8s %8s %8s %8s %14s %12s %10s\n' kernel corvid CoreCLR mono C corvid/CoreCLR corvid/mono corvid/C
    local logs=0 logm=0 n=0
    for k in "${kernels[@]}"; do
        local name=${k%%|*}
        set -- ${T[$name]}
        printf '%-13s %8s %8s %8s %8s %14s %12s %10s\n' "$name" "$1" "$2" "$3" "$4" "$(ratio "$1" "$2")" \
            "$(ratio "$1" "$3")" "$(ratio "$1" "$4")"
        logs=$(awk -v s="$logs" -v a="$1" -v b="$2" 'BEGIN { print (b + 0 > 0 && a + 0 > 0) ? s + log(a / b) : s }')
        logm=$(awk -v s="$logm" -v a="$1" -v b="$3" 'BEGIN { print (b + 0 > 0 && a + 0 > 0) ? s + log(a / b) : s }')
        n=$((n + 1))
    done
    printf '%-13s %8s %8s %8s %8s %14s %12s\n' geomean "" "" "" "" \
        "$([ -n "$clr" ] && awk -v s="$logs" -v n=$n 'BEGIN { printf "%.2f", exp(s / n) }' || echo -)" \
        "$(awk -v s="$logm" -v n=$n 'BEGIN { printf "%.2f", exp(s / n) }')"
}
table "Whole-process wall time" W
table "Steady state (timed repetitions after one warm-up run)" S
echo
echo "Peak RSS (KB, smallest of $runs)"
printf '%-13s %10s %10s %14s\n' kernel corvid CoreCLR corvid/CoreCLR
for k in "${kernels[@]}"; do
    name=${k%%|*}
    set -- ${R[$name]}
    printf '%-13s %10s %10s %14s\n' "$name" "$1" "$2" "$(ratio "$1" "$2")"
done
echo
echo "corvid compile cost (CORVID_JitStats=1, best wall-time run)"
printf '%-13s %16s %14s\n' kernel tier1_methods time_in_jit_ms
for k in "${kernels[@]}"; do
    name=${k%%|*}
    set -- ${J[$name]}
    printf '%-13s %16s %14s\n' "$name" "$1" "$2"
done
