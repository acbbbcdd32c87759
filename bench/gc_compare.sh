#!/bin/sh
# GC benchmarks side by side: corvid vs mono (SGen), wall time and peak RSS (/usr/bin/time),
# plus corvid's GC statistics (CORVID_GCStats=1) for each.  Outputs must match mono's.
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
run() { # outfile cmd... -> "seconds peakKB"
    out=$1; shift
    /usr/bin/time -f "%e %M" -o build/bench/time.txt "$@" > "$out.out" 2> "$out.err" || { echo "failed: $*" >&2; tail -3 "$out.err" >&2; exit 1; }
    cat build/bench/time.txt
}
printf '%-26s %10s %10s %12s %12s %8s %8s\n' program corvid_s mono_s corvid_MB mono_MB time_x rss_x
one() { # name args...
    name=$1; shift
    c=$(run build/bench/c_$name env CORVID_GCStats=1 build/corvid build/bench/$name.exe "$@")
    m=$(run build/bench/m_$name mono build/bench/$name.exe "$@")
    cmp -s build/bench/c_$name.out build/bench/m_$name.out || echo "warning: $name: output differs from mono"
    set -- $c $m
    printf '%-26s %10s %10s %12.1f %12.1f %8.2f %8.2f\n' "$name" $1 $3 $(echo "$2/1024" | bc -l) $(echo "$4/1024" | bc -l) \
        $(echo "$1/$3" | bc -l) $(echo "$2/$4" | bc -l)
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
