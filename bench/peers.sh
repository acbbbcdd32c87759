#!/usr/bin/env bash
# CoreCLR side-by-side benchmark (issue 14, docs/BENCH.md "make bench-peers"): the kernels of
# bench/peers/*.cs (Benchmarks Game, SciMark-style, integer arrays, Dictionary/strings), each
# compiled once with mcs and run on corvid, on CoreCLR (`dotnet X.exe`, with a runtimeconfig
# naming the newest installed Microsoft.NETCore.App) and on mono's JIT, alternately, best of N
# runs.  Every program runs its kernel once untimed (so corvid reaches Tier1/OSR), then times a
# few repetitions and prints a checksum line and "steady_ms <ms>"; the checksum lines of the three
# runtimes must agree.  Prints steady-state and whole-process wall time with the ratios
# corvid/CoreCLR and corvid/mono (lower is better), peak RSS (KB, /usr/bin/time -f %M) for corvid
# and CoreCLR, and the geometric means of the ratios.  A runtime that is not installed gets "-".
# Usage: bench/peers.sh [runs [kernel...]]   (runs defaults to 3; naming kernels runs only those;
# BUILD=<dir> picks the corvid build, default build; `make bench-peers` builds it first)
set -e
cd "$(dirname "$0")/.."
runs=${1:-3}
shift $(( $# > 0 ? 1 : 0 ))
only=" $* "
BUILD=${BUILD:-build}
out=$BUILD/bench/peers
mkdir -p "$out"
for f in "$BUILD/corvid" "$BUILD/libcorvidjit.so" "$BUILD/mscorlib.dll"; do
    [ -e "$f" ] || { echo "bench/peers.sh: $f is missing (make bench-peers builds it)" >&2; exit 1; }
done
command -v mcs >/dev/null || { echo "bench/peers.sh: mcs (mono's C# compiler) is not installed" >&2; exit 1; }

. bench/dotnet.sh
clr_version=$(bench_dotnet_version)
if command -v dotnet >/dev/null && [ -z "$clr_version" ]; then
    echo "bench/peers.sh: dotnet has no Microsoft.NETCore.App runtime: CoreCLR columns skipped" >&2
fi
have_mono=
command -v mono >/dev/null && have_mono=1
timer=
[ -x /usr/bin/time ] && timer=/usr/bin/time

for f in bench/peers/*.cs; do
    n=$(basename "$f" .cs)
    [ "$out/$n.exe" -nt "$f" ] && [ "$out/$n.exe" -nt bench/peers/harness/Harness.cs ] ||
        mcs -optimize+ -out:"$out/$n.exe" "$f" bench/peers/harness/Harness.cs >/dev/null
    [ -z "$clr_version" ] || bench_dotnet_runtimeconfig "$out/$n.exe" "$clr_version"
done

# program | kernel | size [| timed repetitions, default 3] (chosen so one corvid run takes about
# 0.2-1.5 s and none of the three runtimes needs much more than that on a quiet machine)
kernels=(
    "game|binarytrees|15"
    "game|fannkuch|10|2"
    "game|fasta|400000"
    "game|knucleotide|100000"
    "game|mandelbrot|1200"
    "game|nbody|1000000"
    "game|spectralnorm|1000"
    "scimark|fft|2000"
    "scimark|sor|2000"
    "scimark|montecarlo|30000000"
    "scimark|sparse|10000"
    "scimark|lu|200"
    "intarrays|sieve|20000000"
    "intarrays|nqueens|12"
    "intarrays|heapsort|1000000"
    "intarrays|matmul|400"
    "intarrays|matmulmd|400"
    "dictstr|wordfreq|60000"
    "dictstr|strkeys|30000"
)
if [ "$only" != "  " ]; then
    picked=()
    for k in "${kernels[@]}"; do
        IFS='|' read -r prog name rest <<< "$k"
        [[ $only == *" $name "* ]] && picked+=("$k")
    done
    [ ${#picked[@]} -gt 0 ] || { echo "bench/peers.sh: no kernel named$only" >&2; exit 1; }
    kernels=("${picked[@]}")
fi

# run <tag> <command...>: sets wall (ms), steady (ms), first (ms, the cold first run), sum (the
# checksum line), rss (KB or "-")
run() {
    local tag=$1; shift
    local t0 t1
    t0=$(date +%s%N)
    if [ -n "$timer" ]; then
        "$timer" -f %M -o "$out/$tag.rss" "$@" > "$out/$tag.out" 2> "$out/$tag.err" ||
            { echo "failed: $*" >&2; cat "$out/$tag.out" "$out/$tag.err" >&2; exit 1; }
    else
        "$@" > "$out/$tag.out" 2> "$out/$tag.err" ||
            { echo "failed: $*" >&2; cat "$out/$tag.out" "$out/$tag.err" >&2; exit 1; }
    fi
    t1=$(date +%s%N)
    wall=$(( (t1 - t0) / 1000000 ))
    steady=$(sed -n 's/^steady_ms \([0-9.]*\)$/\1/p' "$out/$tag.out")
    [ -n "$steady" ] || { echo "no steady-state time from: $*" >&2; cat "$out/$tag.out" "$out/$tag.err" >&2; exit 1; }
    first=$(sed -n 's/^first_ms \([0-9.]*\)$/\1/p' "$out/$tag.out")
    sum=$(grep -v '^steady_ms \|^warmup_runs \|^first_ms ' "$out/$tag.out")
    rss=-
    [ -n "$timer" ] && rss=$(tail -n 1 "$out/$tag.rss")
}
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (b == "" || b == "-" || a + 0 < b + 0) ? a : b }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a != "-" && b != "-" && b > 0) printf "%.2f", a / b; else print "-" }'; }
geomean() { # ratios... ("-" skipped)
    printf '%s\n' "$@" | awk '$1 != "-" && $1 > 0 { s += log($1); n++ } END { if (n) printf "%.2f (%d kernels)", exp(s / n), n; else print "-" }'
}

declare -A S W R F
for k in "${kernels[@]}"; do
    IFS='|' read -r prog name size reps <<< "$k"
    reps=${reps:-3}
    exe=$out/$prog.exe
    bs_c=; bs_d=-; bs_m=-; bw_c=; bw_d=-; bw_m=-; br_c=; br_d=-; bf_c=; bf_d=-; bf_m=-
    for i in $(seq "$runs"); do
        run corvid "$BUILD/corvid" "$exe" "$name" "$size" "$reps"; csum=$sum
        bs_c=$(min "$steady" "$bs_c"); bw_c=$(min "$wall" "$bw_c"); br_c=$(min "$rss" "$br_c"); bf_c=$(min "$first" "$bf_c")
        if [ -n "$clr_version" ]; then
            run coreclr dotnet "$exe" "$name" "$size" "$reps"
            [ "$sum" = "$csum" ] || { echo "checksum mismatch on $name $size: corvid '$csum', CoreCLR '$sum'" >&2; exit 1; }
            bs_d=$(min "$steady" "$bs_d"); bw_d=$(min "$wall" "$bw_d"); br_d=$(min "$rss" "$br_d"); bf_d=$(min "$first" "$bf_d")
        fi
        if [ -n "$have_mono" ]; then
            run mono mono "$exe" "$name" "$size" "$reps"
            [ "$sum" = "$csum" ] || { echo "checksum mismatch on $name $size: corvid '$csum', mono '$sum'" >&2; exit 1; }
            bs_m=$(min "$steady" "$bs_m"); bw_m=$(min "$wall" "$bw_m"); bf_m=$(min "$first" "$bf_m")
        fi
    done
    S[$name]="$bs_c $bs_d $bs_m"; W[$name]="$bw_c $bw_d $bw_m"; R[$name]="$br_c $br_d"; F[$name]="$bf_c $bf_d $bf_m"
    echo "  $name $size: checksums agree (${csum#*: }), best of $runs" >&2
done

echo
clr_label="CoreCLR ${clr_version:-(not installed)}"
mono_label="mono (not installed)"
[ -n "$have_mono" ] && mono_label="mono $(mono --version | sed -n '1s/.*version \([0-9.]*\).*/\1/p')"
echo "corvid vs $clr_label vs $mono_label; ms, best of $runs runs;"
echo "steady = the timed repetitions (reps) after the warm-up runs (>= 1 s, until a run is not 5 % faster);"
echo "first = the first, cold run of the kernel (tiering's warm-up, no process start-up); wall = whole process;"
echo "RSS = peak resident set (KB); ratios corvid/X, lower is better"
fmt='%-12s %9s %4s | %8s %8s %8s %6s %6s | %7s %7s %7s %6s %6s | %7s %7s %7s %6s %6s | %7s %7s\n'
printf "$fmt" "" "" "" steady steady steady ratio ratio first first first ratio ratio wall wall wall ratio ratio RSS RSS
printf "$fmt" kernel size reps corvid CoreCLR mono c/CLR c/mono corvid CoreCLR mono c/CLR c/mono corvid CoreCLR mono c/CLR c/mono corvid CoreCLR
rs_d=(); rs_m=(); rw_d=(); rw_m=(); rf_d=(); rf_m=()
for k in "${kernels[@]}"; do
    IFS='|' read -r prog name size reps <<< "$k"
    read -r s_c s_d s_m <<< "${S[$name]}"
    read -r w_c w_d w_m <<< "${W[$name]}"
    read -r f_c f_d f_m <<< "${F[$name]}"
    read -r r_c r_d <<< "${R[$name]}"
    a=$(ratio "$s_c" "$s_d"); b=$(ratio "$s_c" "$s_m"); c=$(ratio "$w_c" "$w_d"); d=$(ratio "$w_c" "$w_m")
    e=$(ratio "$f_c" "$f_d"); g=$(ratio "$f_c" "$f_m")
    rs_d+=("$a"); rs_m+=("$b"); rw_d+=("$c"); rw_m+=("$d"); rf_d+=("$e"); rf_m+=("$g")
    printf "$fmt" "$name" "$size" "${reps:-3}" "$s_c" "$s_d" "$s_m" "$a" "$b" "$f_c" "$f_d" "$f_m" "$e" "$g" \
        "$w_c" "$w_d" "$w_m" "$c" "$d" "$r_c" "$r_d"
done
echo
echo "geometric mean corvid/CoreCLR: steady $(geomean "${rs_d[@]}"), first run $(geomean "${rf_d[@]}"), wall $(geomean "${rw_d[@]}")"
echo "geometric mean corvid/mono:    steady $(geomean "${rs_m[@]}"), first run $(geomean "${rf_m[@]}"), wall $(geomean "${rw_m[@]}")"
