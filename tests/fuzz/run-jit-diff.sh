#!/bin/bash
# Differential runs of random programs: tests/fuzz/run-jit-diff.sh BUILD_DIR [SEEDS]
#
# Each seed's program (tests/fuzz/gen_jit_diff.py: loops with int/long/double/float arithmetic,
# constant divisors, array writes and exceptions) is compiled with mcs and run on CoreCLR
# (`dotnet`, the oracle) and on corvid in the default, Tier1-first and interpreter modes; any
# difference in stdout is a failure, kept in OUT/<seed>/ with the program.  It found the
# constant -1 divisor bug that the test suite missed (tests/cs/jit_div_constant.cs).
#
# Environment: JIT_DIFF_SEED=S first seed (default: from the clock); JIT_DIFF_OUT=DIR output
# (default BUILD_DIR/jit-diff).  SEEDS defaults to 20.  Needs mcs, python3 and dotnet.
set -u
BUILD=${1:?usage: run-jit-diff.sh BUILD_DIR [SEEDS]}
SEEDS=${2:-20}
CORVID=$BUILD/corvid
OUT=${JIT_DIFF_OUT:-$BUILD/jit-diff}
FIRST=${JIT_DIFF_SEED:-$(date +%s)}
HERE=$(cd "$(dirname "$0")" && pwd)
for tool in mcs python3 dotnet; do
    command -v $tool >/dev/null 2>&1 || { echo "jit-diff: $tool is not installed"; exit 2; }
done
runtime=$(dotnet --list-runtimes 2>/dev/null | awk '$1 == "Microsoft.NETCore.App" {print $2}' | sort -V | tail -1)
[ -n "$runtime" ] || { echo "jit-diff: dotnet lists no Microsoft.NETCore.App"; exit 2; }
mkdir -p "$OUT"
programs=0 skipped=0 failures=0
for ((i = 0; i < SEEDS; i++)); do
    seed=$((FIRST + i))
    dir=$OUT/$seed
    mkdir -p "$dir"
    python3 "$HERE/gen_jit_diff.py" $seed > "$dir/p.cs"
    # a constant expression that folds to a zero divisor does not compile: another seed
    if ! mcs -optimize+ -out:"$dir/p.exe" "$dir/p.cs" > "$dir/mcs.log" 2>&1; then
        skipped=$((skipped + 1)); rm -rf "$dir"; continue
    fi
    printf '{"runtimeOptions":{"tfm":"net%s.0","framework":{"name":"Microsoft.NETCore.App","version":"%s"}}}\n' \
        "${runtime%%.*}" "$runtime" > "$dir/p.runtimeconfig.json"
    timeout 60 dotnet "$dir/p.exe" > "$dir/coreclr.out" 2>&1
    programs=$((programs + 1))
    bad=0
    for mode in default DOTNET_TieredCompilation=0 CORVID_InterpretOnly=1; do
        env_arg=; [ $mode = default ] || env_arg=$mode
        env $env_arg timeout 60 "$CORVID" "$dir/p.exe" > "$dir/corvid-$mode.out" 2>&1
        if ! cmp -s "$dir/corvid-$mode.out" "$dir/coreclr.out"; then
            echo "jit-diff: seed $seed differs from CoreCLR in mode $mode (kept in $dir)"
            bad=1
        fi
    done
    if [ $bad = 1 ]; then failures=$((failures + 1)); else rm -rf "$dir"; fi
done
echo "jit-diff: $programs programs (seeds $FIRST..$((FIRST + SEEDS - 1)), $skipped did not compile), $failures differ from CoreCLR"
[ $failures = 0 ]
