#!/bin/sh
# GC benchmarks side by side: corvid vs CoreCLR (`dotnet`, when installed) vs mono (SGen), wall
# time and peak RSS (/usr/bin/time), plus corvid's GC statistics (CORVID_GCStats=1) for each.
# Outputs must match mono's and CoreCLR's.
#   bench/gc_compare.sh            binary-trees 20, GCBench, temporary-large-buffer workload
#   BT=21 bench/gc_compare.sh      binary-trees depth
# Not a test: no assertions on time; the ratios are for the reader.
set -e
cd "$(dirname "$0")/.."
make -s build/corvid build/mscorlib.dll
mkdir -p build/bench
for p in gc_binarytrees gc_gcbench gc_bigbuffers; do
    mcs -optimize+ -out:build/bench/$p.exe bench/$p.cs >/dev/null
done
. bench/dotnet.sh
clr=$(bench_dotnet_version)
[ -n "$clr" ] || echo "bench/gc_compare.sh: no dotnet with Microsoft.NETCore.App: CoreCLR columns print -" >&2
for p in gc_binarytrees gc_gcbench gc_bigbuffers; do
    [ -z "$clr" ] || bench_dotnet_runtimeconfig build/bench/$p.exe "$clr"
done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "-" }'; }
run() { # outfile cmd... -> "seconds peakKB"
    out=$1; shift
    /usr/bin/time -f "%e %M" -o build/bench/time.txt "$@" > "$out.out" 2> "$out.err" || { echo "failed: $*" >&2; tail -3 "$out.err" >&2; exit 1; }
    cat build/bench/time.txt
}
printf '%-16s %9s %9s %9s %10s %10s %10s %9s %9s %9s %9s\n' program corvid_s clr_s mono_s corvid_MB clr_MB mono_MB \
    time/clr rss/clr time/mono rss/mono
one() { # name args...
    name=$1; shift
    c=$(run build/bench/c_$name env CORVID_GCStats=1 build/corvid build/bench/$name.exe "$@")
    m=$(run build/bench/m_$name mono build/bench/$name.exe "$@")
    same() { [ "$(grep -v '^gen0 ' "$1")" = "$(grep -v '^gen0 ' "$2")" ]; } # GC counts differ by design
    same build/bench/c_$name.out build/bench/m_$name.out || echo "warning: $name: output differs from mono"
    d="- -"
    if [ -n "$clr" ]; then
        d=$(run build/bench/d_$name dotnet build/bench/$name.exe "$@")
        same build/bench/c_$name.out build/bench/d_$name.out || echo "warning: $name: output differs from CoreCLR"
    fi
    set -- $c $d $m
    mb() { [ "$1" = - ] && echo - || awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }
    printf '%-16s %9s %9s %9s %10s %10s %10s %9s %9s %9s %9s\n' "$name" $1 $3 $5 "$(mb $2)" "$(mb $4)" "$(mb $6)" \
        "$(ratio $1 $3)" "$(ratio $2 $4)" "$(ratio $1 $5)" "$(ratio $2 $6)"
}
one gc_binarytrees ${BT:-20}
one gc_gcbench 1
one gc_bigbuffers 3000
echo
for name in gc_binarytrees gc_gcbench gc_bigbuffers; do
    echo "== corvid GC statistics: $name"; grep -v "^  depth\|^time\|^total" build/bench/c_$name.err
done
echo "== temporary large buffers, young large objects off (CoreCLR's behaviour)"
CORVID_GCYoungLargeObjects=0 CORVID_GCStats=1 build/corvid build/bench/gc_bigbuffers.exe 3000 2>&1 | grep -v "^time"
