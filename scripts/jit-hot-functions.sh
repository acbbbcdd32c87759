#!/bin/sh
# Regenerates src/jit/hot-functions.txt: the functions of libcorvidjit.so (our jit objects and the
# LLVM code linked into it) that compiling actually executes, one mangled name a line.  The
# Makefile hands the list to lld (--symbol-ordering-file) so that this code is packed at the
# start of .text: a compile then faults in ~10 MB of the library's 26 MB of code instead of
# nearly all of it (a called function drags in its whole 4 KB page, and the kernel maps up to
# 64 KB around every fault), which is most of the Tier1 compiler's resident set (docs/ARCHITECTURE.md).
#
# The workload: the GC benchmarks (OSR and Tier1 of small recursive methods) and a few test
# programs compiled at Tier1 before their first call (floating point, structs, switches,
# generics, exception handling, strings), run under callgrind; every function with a nonzero
# self cost is listed.  Rerun after an LLVM upgrade or a large change to src/jit:
#   make && scripts/jit-hot-functions.sh [build dir]
# Names missing from a later library are ignored by the linker (--no-warn-symbol-ordering).
set -e
cd "$(dirname "$0")/.."
BUILD=${1:-build}
OUT=src/jit/hot-functions.txt
command -v valgrind >/dev/null || { echo "jit-hot-functions: needs valgrind" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$BUILD/libcorvidjit.so" "$work/libcorvidjit.so"
mkdir -p "$BUILD/bench" "$BUILD/cs"
for p in gc_binarytrees gc_gcbench; do mcs -optimize+ -out:"$BUILD/bench/$p.exe" "bench/$p.cs" >/dev/null; done
TESTS="bench_nbody ctrl_switch_string coll_dictionary_ops exc_nested_try"
profile() { # name env-and-command...
    name=$1; shift
    echo "  callgrind $name"
    env "$@" >/dev/null 2>&1 || true
}
run() { # name program args... (under callgrind)
    name=$1; shift
    profile "$name" CORVID_TC_PreloadCompiler=1 valgrind --tool=callgrind --compress-strings=no --compress-pos=no --demangle=no \
        --dump-instr=no --callgrind-out-file="$work/$name.cg" "$@"
}
run gcbench "$BUILD/corvid" "$BUILD/bench/gc_gcbench.exe"
run binarytrees "$BUILD/corvid" "$BUILD/bench/gc_binarytrees.exe" 14
for t in $TESTS; do
    [ -f "tests/cs/$t.cs" ] || continue
    mcs -optimize+ -out:"$work/$t.exe" "tests/cs/$t.cs" >/dev/null 2>&1 || continue
    run "$t" env DOTNET_TieredCompilation=0 "$BUILD/corvid" "$work/$t.exe"
done
# Self cost per function of the object libcorvidjit.so, mangled names (callgrind demangles
# only for display; --demangle=no keeps the linker's names).
for f in "$work"/*.cg; do
    awk '
        /^ob=/      { ob = substr($0, 4) }
        /^fn=/      { fn = substr($0, 4); inlib = (ob ~ /libcorvidjit/); next }
        /^calls=/   { skip = 1; next }
        /^[0-9+-]/  { if (skip) { skip = 0; next } if (inlib && $2 > 0) print fn; next }
    ' "$f"
done | LC_ALL=C sort -u > "$work/names"
# keep symbols the library defines in .text (drops PLT stubs and names of other objects)
nm --defined-only "$work/libcorvidjit.so" | awk '$2 ~ /^[tTwW]$/ { print $3 }' | LC_ALL=C sort -u > "$work/defined"
LC_ALL=C comm -12 "$work/names" "$work/defined" > "$OUT"
echo "jit-hot-functions: $(wc -l < "$OUT") functions -> $OUT"
