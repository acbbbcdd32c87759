#!/bin/bash
# Run the metadata fuzzer:  tests/fuzz/run-fuzz.sh FUZZ_BINARY SECONDS
# The corpus starts from tests/fuzz/seeds (a few small mono assemblies) and grows in
# tests/fuzz/corpus-run/ (git-ignored).  Exits non-zero when the fuzzer finds a crash,
# leak, timeout or sanitizer error; the reproducer is left in tests/fuzz/corpus-run/.
set -u
bin=${1:?usage: run-fuzz.sh FUZZ_BINARY SECONDS}
secs=${2:-30}
here=$(cd "$(dirname "$0")" && pwd)
run="$here/corpus-run"
mkdir -p "$run/corpus"
cp -n "$here"/seeds/* "$run/corpus/" 2>/dev/null
# -max_len: the seeds are at most ~40 KB; allow mutations a bit larger.
"$bin" "$run/corpus" -max_total_time="$secs" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
       -artifact_prefix="$run/" -print_final_stats=1 2>&1 | tail -n 25
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
    echo "run-fuzz: fuzzer failed (exit $status); artifacts in $run/" >&2
    exit 1
fi
echo "run-fuzz: no crash in ${secs}s"
