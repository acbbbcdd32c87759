#!/bin/bash
# corvid test runner:  tests/run-tests.sh BUILD_DIR
#
#   * every unit-test binary in BUILD_DIR/tests/ (exit 0 = pass) is one test;
#   * every tests/cs/*.cs is compiled with `mcs -optimize+` (plus flags from a first line
#     `// mcs: FLAGS` (and knobs for corvid from a line `// env: NAME=VALUE ...` among the first three), paths relative to the repository root) into BUILD_DIR/cs/, its expected stdout + exit code come from running
#     it under mono (cached as BUILD_DIR/cs/NAME.mono-out / .mono-rc) unless
#     tests/cs/NAME.expected exists (exit code 0 unless tests/cs/NAME.exitcode exists);
#   * every tests/il/*.il likewise, assembled with `ilasm /output:X.exe` into BUILD_DIR/il/;
#   * in the framework modes the program runs on the installed .NET's System.Private.CoreLib
#     (CORVID_Framework=framework) and the oracle is CoreCLR instead: `dotnet NAME.exe` with a
#     NAME.runtimeconfig.json naming the newest Microsoft.NETCore.App (cached as NAME.clr-out /
#     .clr-rc; NAME.expected does not apply, unless a line `// framework-oracle: expected (why)`
#     among the first five says CoreCLR cannot be the oracle).  Without dotnet those modes are left out;
#   * each (program, mode) pair below is one test: stdout and exit code must match exactly.
#
# Environment:  TESTS=regex    run only tests whose name (cs/NAME, il/NAME, unit/NAME) matches
#               MODES=...      the modes to run (below); SAMPLE_EVERY=1 runs sampled modes fully
#               VERBOSE=1      print every result, not only failures
#               JOBS=N         parallel jobs (default 2)
# Known failures: tests/known-failures.txt, lines `<test name or glob> <mode or *>  # reason`;
# a test name may be given with or without its cs/ il/ unit/ prefix.
# The last line printed is `N passed, N failed[, N xfail]`; exit status 1 if anything failed.

# Execution modes, one per line: NAME:ENV-ASSIGNMENTS (space separated, may be empty).
# The first five run on the embedded corlib (mono is the oracle), the framework ones on the
# installed .NET's System.Private.CoreLib (CoreCLR is the oracle), each with the same knobs.
MODES=${MODES:-'
default:CORVID_Framework=embedded
interp:CORVID_Framework=embedded CORVID_InterpretOnly=1
tier1:CORVID_Framework=embedded DOTNET_TieredCompilation=0
tierup:CORVID_Framework=embedded DOTNET_TC_CallCountThreshold=1 DOTNET_TC_CallCountingDelayMs=0
gcstress:CORVID_Framework=embedded DOTNET_GCStress=0x400
framework:CORVID_Framework=framework
framework-interp:CORVID_Framework=framework CORVID_InterpretOnly=1
framework-tier1:CORVID_Framework=framework DOTNET_TieredCompilation=0
framework-tierup:CORVID_Framework=framework DOTNET_TC_CallCountThreshold=1 DOTNET_TC_CallCountingDelayMs=0
framework-gcstress:CORVID_Framework=framework DOTNET_GCStress=0x400
'}
# Sampled modes run every SAMPLE_EVERY-th program only (in name order).  framework-tier1 compiles
# each of the ~500 CoreLib methods even hello world reaches with LLVM before its first call
# (~3.5 s a program; CoreCLR would run CoreLib's ReadyToRun code): all of tests/cs there takes
# ~18 minutes on 2 cores, so `make test` runs a quarter and `make test-framework-tier1` all.
SAMPLED_MODES=${SAMPLED_MODES-framework-tier1}
SAMPLE_EVERY=${SAMPLE_EVERY:-4}

TIMEOUT=${TIMEOUT:-30}          # seconds per corvid run
# Unit binaries run whole sweeps (test_meta parses every assembly under /usr/lib/mono: ~13 s
# alone, past 30 s on a loaded machine), so they get four times as long.
UNIT_TIMEOUT=${UNIT_TIMEOUT:-$((TIMEOUT * 4))}
ORACLE_TIMEOUT=${ORACLE_TIMEOUT:-120}
MCS=${MCS:-mcs}
ILASM=${ILASM:-ilasm}
MONO=${MONO:-mono}
DOTNET=${DOTNET:-dotnet}
JOBS=${JOBS:-2}

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SELF="$ROOT/tests/run-tests.sh"

# ---------------------------------------------------------------------------------------------
# Worker sub-commands (invoked through xargs -P).

# prepare KIND NAME: compile (if stale) and produce the expected output (if stale).
# Writes $B/KIND/NAME.prep-err on failure (its content explains why).
do_prepare() {
    kind=$1; name=$2
    src="$ROOT/tests/$kind/$name.$kind"
    dir="$B/$kind"; exe="$dir/$name.exe"
    rm -f "$dir/$name.prep-err"
    if [ ! -e "$exe" ] || [ "$src" -nt "$exe" ]; then
        rm -f "$exe"
        if [ "$kind" = cs ]; then
            flags=$(head -n 1 "$src" | sed -n 's|^[[:space:]]*//[[:space:]]*mcs:||p')
            # shellcheck disable=SC2086
            (cd "$ROOT" && "$MCS" -optimize+ -nowarn:0162,0168,0169,0219,0414,0429,0649,1717 $flags \
                -out:"$exe" "$src") > "$dir/$name.build-log" 2>&1
        else
            (cd "$dir" && "$ILASM" /output:"$exe" "$src") > "$dir/$name.build-log" 2>&1
        fi
        if [ $? -ne 0 ] || [ ! -e "$exe" ]; then
            { echo "compile error:"; head -n 20 "$dir/$name.build-log"; } > "$dir/$name.prep-err"
            rm -f "$exe"
            return 0
        fi
    fi
    if [ -n "$CLR_VERSION" ] && ! head -n 5 "$src" | grep -q '^[[:space:]]*//[[:space:]]*framework-oracle:[[:space:]]*expected'; then
        out="$dir/$name.clr-out"
        if [ ! -e "$out" ] || [ ! -e "$dir/$name.clr-rc" ] || [ "$exe" -nt "$out" ]; then
            rm -f "$out" "$dir/$name.clr-rc"
            printf '{"runtimeOptions":{"tfm":"net%s","framework":{"name":"Microsoft.NETCore.App","version":"%s"}}}\n' \
                "${CLR_VERSION%.*}" "$CLR_VERSION" > "$dir/$name.runtimeconfig.json"
            (cd "$dir" && timeout "$ORACLE_TIMEOUT" "$DOTNET" "$exe" > "$out.tmp" 2> "$dir/$name.clr-err" < /dev/null)
            rc=$?
            if [ $rc -eq 124 ]; then
                echo "oracle (dotnet) timed out" > "$dir/$name.clr-prep-err"
                rm -f "$out.tmp"
            else
                rm -f "$dir/$name.clr-prep-err"
                echo $rc > "$dir/$name.clr-rc"
                mv "$out.tmp" "$out"
            fi
        fi
    fi
    if [ -e "$ROOT/tests/$kind/$name.expected" ]; then
        return 0
    fi
    out="$dir/$name.mono-out"
    if [ ! -e "$out" ] || [ ! -e "$dir/$name.mono-rc" ] || [ "$exe" -nt "$out" ]; then
        rm -f "$out" "$dir/$name.mono-rc"
        (cd "$dir" && timeout "$ORACLE_TIMEOUT" "$MONO" "$exe" > "$out.tmp" 2> "$dir/$name.mono-err" < /dev/null)
        rc=$?
        if [ $rc -eq 124 ]; then
            echo "oracle (mono) timed out" > "$dir/$name.prep-err"
            rm -f "$out.tmp"
            return 0
        fi
        echo $rc > "$dir/$name.mono-rc"
        mv "$out.tmp" "$out"
    fi
}

# A mode runs on the installed framework (CoreCLR is its oracle) when it sets CORVID_Framework=framework.
on_framework() { case " $1 " in *" CORVID_Framework=framework "*) return 0 ;; esac; return 1; }

# run KIND NAME MODE: writes $B/results/KIND__NAME__MODE with first line PASS or FAIL,
# followed by details for failures.
do_run() {
    kind=$1; name=$2; mode=$3
    res="$B/results/${kind}__${name}__${mode}"
    tmp="$B/results/tmp.${kind}__${name}__${mode}"
    envs=$(printf '%s\n' "$MODES" | sed -n "s|^$mode:||p")
    if [ "$kind" = unit ]; then
        limit=$UNIT_TIMEOUT
        # test_framework runs every framework program in five modes: ~390 s alone on 2 cores
        # now, and past 480 s beside the other tests on a busy machine (12 minutes)
        [ "$name" = test_framework ] && limit=$((UNIT_TIMEOUT * 6))
        # shellcheck disable=SC2086
        (cd "$ROOT" && env $envs timeout "$limit" "$B/tests/$name" > "$tmp.out" 2>&1 < /dev/null)
        rc=$?
        if [ $rc -eq 0 ]; then echo PASS > "$res"
        else
            { echo FAIL; [ $rc -eq 124 ] && echo "  timed out after ${limit}s"
              echo "  exit code $rc; output (last 10 lines):"; tail -n 10 "$tmp.out" | sed 's/^/  | /'; } > "$res"
        fi
        rm -f "$tmp.out"
        return 0
    fi
    dir="$B/$kind"; exe="$dir/$name.exe"
    if [ -e "$dir/$name.prep-err" ]; then
        { echo FAIL; sed 's/^/  /' "$dir/$name.prep-err"; } > "$res"
        return 0
    fi
    src="$ROOT/tests/$kind/$name.$kind"
    clr_oracle=yes
    head -n 5 "$src" | grep -q '^[[:space:]]*//[[:space:]]*framework-oracle:[[:space:]]*expected' && clr_oracle=
    if on_framework "$envs" && [ -n "$clr_oracle" ]; then
        if [ -e "$dir/$name.clr-prep-err" ]; then
            { echo FAIL; sed 's/^/  /' "$dir/$name.clr-prep-err"; } > "$res"
            return 0
        fi
        exp="$dir/$name.clr-out"
        exprc=$(cat "$dir/$name.clr-rc")
    elif [ -e "$ROOT/tests/$kind/$name.expected" ]; then
        exp="$ROOT/tests/$kind/$name.expected"
        if [ -e "$ROOT/tests/$kind/$name.exitcode" ]; then
            exprc=$(tr -d ' \n\r\t' < "$ROOT/tests/$kind/$name.exitcode")
        else
            exprc=0
        fi
    else
        exp="$dir/$name.mono-out"
        exprc=$(cat "$dir/$name.mono-rc")
    fi
    # a test may add knobs of its own in a line `// env: NAME=VALUE ...` among its first three
    extra=""
    [ -e "$ROOT/tests/$kind/$name.cs" ] && extra=$(head -n 3 "$ROOT/tests/$kind/$name.cs" | sed -n 's|^[[:space:]]*//[[:space:]]*env:||p')
    # With TieredCompilation=0 on the framework every CoreLib method a program reaches is compiled
    # by LLVM before its first call (~7 ms each; cs/sync_primitives reaches 2792 of them: ~20 s
    # alone, past 30 s beside another test), so that mode gets three times as long.
    limit=$TIMEOUT
    case " $envs " in *" CORVID_Framework=framework "*) case " $envs " in *" DOTNET_TieredCompilation=0 "*) limit=$((TIMEOUT * 3)) ;; esac ;; esac
    # shellcheck disable=SC2086
    (cd "$dir" && env $envs $extra timeout "$limit" "$B/corvid" "$exe" > "$tmp.out" 2> "$tmp.err" < /dev/null)
    rc=$?
    if [ "$rc" = "$exprc" ] && cmp -s "$exp" "$tmp.out"; then
        echo PASS > "$res"
    else
        {
            echo FAIL
            if [ $rc -eq 124 ]; then echo "  timed out after ${limit}s"; fi
            [ "$rc" = "$exprc" ] || echo "  exit code $rc, expected $exprc"
            if ! cmp -s "$exp" "$tmp.out"; then
                echo "  stdout differs (--- expected, +++ corvid):"
                diff -u "$exp" "$tmp.out" | sed -n '3,12p' | sed 's/^/  /'
            fi
            if [ -s "$tmp.err" ]; then
                echo "  stderr (first 5 lines):"; head -n 5 "$tmp.err" | sed 's/^/  | /'
            fi
        } > "$res"
    fi
    rm -f "$tmp.out" "$tmp.err"
}

if [ "$1" = "--prepare" ]; then shift; do_prepare "$@"; exit 0; fi
if [ "$1" = "--run" ]; then shift; do_run "$@"; exit 0; fi

# ---------------------------------------------------------------------------------------------
# Main.

if [ $# -lt 1 ]; then
    echo "usage: $0 BUILD_DIR   (env: TESTS=regex VERBOSE=1 JOBS=N)" >&2
    exit 2
fi
B=$(cd "$1" 2>/dev/null && pwd) || { echo "run-tests: no such build dir: $1" >&2; exit 2; }
# the framework modes need CoreCLR as its oracle: the newest installed Microsoft.NETCore.App
CLR_VERSION=""
if printf '%s\n' "$MODES" | grep -q 'CORVID_Framework=framework'; then
    CLR_VERSION=$("$DOTNET" --list-runtimes 2>/dev/null | sed -n 's/^Microsoft\.NETCore\.App \([0-9][0-9.]*\) .*/\1/p' | sort -V | tail -n 1)
    if [ -z "$CLR_VERSION" ]; then
        echo "run-tests: no dotnet with Microsoft.NETCore.App: the framework modes are left out"
        MODES=$(printf '%s\n' "$MODES" | grep -v 'CORVID_Framework=framework')
    fi
fi
export B ROOT MODES TIMEOUT UNIT_TIMEOUT ORACLE_TIMEOUT MCS ILASM MONO DOTNET CLR_VERSION
mkdir -p "$B/cs" "$B/il" "$B/results"
rm -f "$B/results/"*

mode_names=$(printf '%s\n' "$MODES" | sed -n 's|^\([A-Za-z0-9_.-]*\):.*|\1|p')

selected() {   # selected TESTNAME
    [ -z "$TESTS" ] || printf '%s\n' "$1" | grep -Eq -- "$TESTS"
}

# Collect programs.
progs=""      # lines "KIND NAME"
for kind in cs il; do
    for f in "$ROOT/tests/$kind"/*."$kind"; do
        [ -e "$f" ] || continue
        n=$(basename "$f" ".$kind")
        selected "$kind/$n" && progs="$progs$kind $n
"
    done
done
units=""
if [ -d "$B/tests" ]; then
    for f in "$B/tests"/*; do
        [ -f "$f" ] && [ -x "$f" ] || continue
        n=$(basename "$f")
        selected "unit/$n" && units="$units$n
"
    done
fi

# Phase 1: compile + oracle, in parallel.
if [ -n "$progs" ]; then
    printf '%s' "$progs" | xargs -P "$JOBS" -L 1 "$SELF" --prepare
fi

# Phase 2: run everything, in parallel.
{
    printf '%s' "$units" | while read -r n; do [ -n "$n" ] && echo "unit $n default"; done
    index=0
    printf '%s' "$progs" | while read -r k n; do
        for m in $mode_names; do
            case " $SAMPLED_MODES " in *" $m "*) [ $((index % SAMPLE_EVERY)) -eq 0 ] || continue ;; esac
            echo "$k $n $m"
        done
        index=$((index + 1))
    done
} | xargs -P "$JOBS" -L 1 "$SELF" --run

# Phase 3: report.
KF="$ROOT/tests/known-failures.txt"
is_known() {   # is_known KIND NAME MODE
    [ -f "$KF" ] || return 1
    while read -r kt km _; do
        case "$kt" in ''|'#'*) continue ;; esac
        [ -n "$km" ] || km='*'
        # shellcheck disable=SC2254
        case "$1/$2" in $kt) ;; *) case "$2" in $kt) ;; *) continue ;; esac ;; esac
        # shellcheck disable=SC2254
        case "$3" in $km) return 0 ;; esac
    done < <(sed 's/#.*//' "$KF")
    return 1
}

pass=0; fail=0; xfail=0; xpass=0
failed_list=""
for res in "$B/results/"*__*__*; do
    [ -e "$res" ] || continue
    base=$(basename "$res")
    kind=${base%%__*}; rest=${base#*__}; mode=${rest##*__}; name=${rest%__*}
    label="$kind/$name [$mode]"
    status=$(head -n 1 "$res")
    if is_known "$kind" "$name" "$mode"; then
        if [ "$status" = PASS ]; then
            xpass=$((xpass + 1)); pass=$((pass + 1))
            echo "XPASS $label -- remove it from known-failures.txt"
        else
            xfail=$((xfail + 1))
            [ -n "$VERBOSE" ] && echo "XFAIL $label"
        fi
    elif [ "$status" = PASS ]; then
        pass=$((pass + 1))
        [ -n "$VERBOSE" ] && echo "PASS  $label"
    else
        fail=$((fail + 1))
        failed_list="$failed_list  $label
"
        echo "FAIL  $label"
        tail -n +2 "$res"
    fi
done

if [ $fail -gt 0 ]; then
    echo "failed tests:"
    printf '%s' "$failed_list"
fi
summary="$pass passed, $fail failed"
[ $xfail -gt 0 ] && summary="$summary, $xfail xfail"
echo "$summary"
[ $fail -eq 0 ]
