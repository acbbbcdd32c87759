#!/bin/bash
# test_framework — runs each program tests/framework/build.sh built on corvid with
# CORVID_Framework=framework (System.Private.CoreLib) in every execution mode, and compares
# stdout and exit code with dotnet's.  Installed as BUILD_DIR/tests/test_framework, so
# tests/run-tests.sh counts it as one unit test; without dotnet (or the built programs) it
# passes, saying it skipped.
B=$(cd "$(dirname "$0")/.." && pwd)
command -v dotnet > /dev/null 2>&1 || { echo "skipped: no dotnet on PATH"; exit 0; }
[ -d "$B/framework" ] || { echo "skipped: tests/framework not built (make test builds them)"; exit 0; }
MODES='interp:CORVID_InterpretOnly=1
default:
tier1:DOTNET_TieredCompilation=0
tierup:DOTNET_TC_CallCountThreshold=1 DOTNET_TC_CallCountingDelayMs=0
gcstress:DOTNET_GCStress=0x400'
failed=0 passed=0
for dir in "$B"/framework/*/; do
    name=$(basename "$dir")
    dll="$dir/out/$name.dll"
    [ -e "$dll" ] && [ -e "$dir/$name.dotnet-rc" ] || continue
    expected_rc=$(cat "$dir/$name.dotnet-rc")
    while IFS= read -r line; do
        mode=${line%%:*}; envs=${line#*:}
        grep -qw "$mode" "$dir/$name.skip-modes" 2>/dev/null && continue
        # shellcheck disable=SC2086
        out=$(env $envs CORVID_Framework=framework timeout 60 "$B/corvid" "$dll" 2> "$dir/$name.$mode.err")
        rc=$?
        if [ "$out" = "$(cat "$dir/$name.dotnet-out")" ] && [ "$rc" = "$expected_rc" ]; then
            passed=$((passed + 1))
        else
            failed=$((failed + 1))
            echo "FAIL framework/$name ($mode): exit $rc (dotnet $expected_rc)"
            printf '%s\n' "$out" | head -5 | sed 's/^/  stdout| /'
            head -5 "$dir/$name.$mode.err" | sed 's/^/  stderr| /'
        fi
    done <<< "$MODES"
done
# DynamicMethods tier up as other methods: dynamic_method.cs's hot SumTo gets compiled code
dir="$B/framework/dynamic_method"
if [ -e "$dir/out/dynamic_method.dll" ]; then
    summary=$(mktemp)
    DOTNET_JitStdOutFile=$summary DOTNET_JitDisasmSummary=1 CORVID_Framework=framework timeout 60 "$B/corvid" \
        "$dir/out/dynamic_method.dll" > /dev/null 2>&1
    if grep -q "JIT compiled DynamicClass:SumTo(int):long" "$summary"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL framework/dynamic_method (tiers): no compiled code for DynamicClass:SumTo"
    fi
    rm -f "$summary"
fi
echo "framework: $passed passed, $failed failed"
[ $failed -eq 0 ]
