#!/bin/sh
# Side-by-side timings: corvid (interpreter) vs mono --interpreter vs mono's JIT vs CoreCLR (its
# JIT: CoreCLR has no interpreter; `dotnet` when installed), same run.
# Prints each time (best of N runs, wall clock) and the ratio corvid / mono-interpreter
# (lower is better; the goal is < 1 on every line).  Usage: bench/run.sh [runs]
set -e
cd "$(dirname "$0")/.."
runs=${1:-3}
make -s build/corvid build/mscorlib.dll
mkdir -p build/bench
mcs -optimize+ -out:build/bench/interp.exe bench/interp.cs >/dev/null
best() { # command... -> best milliseconds
    b=999999999
    for i in $(seq "$runs"); do
        t0=$(date +%s%N); "$@" > build/bench/out.txt 2>&1 || { echo "failed: $*" >&2; cat build/bench/out.txt >&2; exit 1; }
        t1=$(date +%s%N); t=$(( (t1 - t0) / 1000000 )); [ $t -lt $b ] && b=$t
    done
    echo $b
}
. bench/dotnet.sh
clr=$(bench_dotnet_version)
[ -z "$clr" ] || bench_dotnet_runtimeconfig build/bench/interp.exe "$clr"
printf '%-10s %12s %12s %12s %12s %10s %10s %10s\n' kernel corvid_ms mono_int_ms mono_jit_ms coreclr_ms vs_mint vs_jit vs_clr
for k in "arith 30000000" "virtual 20000000" "fields 20000000" "alloc 10000000" "drift 100000"; do
    set -- $k
    c=$(best env CORVID_InterpretOnly=1 build/corvid build/bench/interp.exe $1 $2); cout=$(cat build/bench/out.txt)
    m=$(best mono --interpreter build/bench/interp.exe $1 $2); mout=$(cat build/bench/out.txt)
    j=$(best mono build/bench/interp.exe $1 $2)
    d=-; [ -z "$clr" ] || d=$(best dotnet build/bench/interp.exe $1 $2)
    [ "$cout" = "$mout" ] || echo "warning: $1: corvid printed '$cout', mono '$mout'"
    printf '%-10s %12s %12s %12s %12s %10s %10s %10s\n' $1 $c $m $j $d $(awk -v a=$c -v b=$m 'BEGIN{printf "%.2f", a/b}') \
        $(awk -v a=$c -v b=$j 'BEGIN{printf "%.2f", a/b}') $(awk -v a=$c -v b=$d 'BEGIN{if (b + 0 > 0) printf "%.2f", a/b; else print "-"}')
done
