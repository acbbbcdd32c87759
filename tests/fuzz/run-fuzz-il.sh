#!/bin/bash
# The IL mutation fuzzer's driver:  tests/fuzz/run-fuzz-il.sh BUILD_DIR [CORVID]
#
#   1. corpus: tests/cs/*.cs compiled as tests/run-tests.sh does (mcs -optimize+) into
#      BUILD_DIR/cs/ when missing, minus `// mcs: -unsafe` programs (pointer code may corrupt
#      memory by design) and programs that take longer than FUZZ_IL_MAX_MS, die by a signal
#      or time out unmutated (measured once, cached in OUT/baseline.<corlib>.tsv);
#   2. BUILD_DIR/fuzz/fuzz_il runs the mutants on CORVID (default BUILD_DIR/corvid) in
#      interpreter and default mode, FUZZ_IL_JOBS at a time, each run under a timeout;
#   3. every crashing mutant is run again under gdb (or its sanitizer report is read) and
#      bucketed by its innermost corvid frames into OUT/crashes/<bucket>/<program>-<seed>/;
#   4. a table of buckets goes to OUT/report.txt, and the last line printed is
#      `fuzz-il: N mutants, M runs, K crashes (B buckets), T timeouts`.
#
# A crash is a death by signal (other than the timeout's kill and Environment.FailFast's
# abort), a sanitizer report or an "internal error".  An unhandled managed exception
# (exit 1 after "Unhandled exception."), "Stack overflow." (exit 134) and corvid's other
# controlled exits are correct answers to a broken program and are only counted.
#
# Environment:
#   FUZZ_IL_SECONDS=60     how long to start mutants (ignored with FUZZ_IL_MUTANTS)
#   FUZZ_IL_MUTANTS=N      run exactly N mutants instead
#   FUZZ_IL_SEED=S         first seed (default: from the clock; mutant i has seed S+i)
#   FUZZ_IL_LIST=FILE      run the listed (program, seeds) jobs instead (the smoke run)
#   FUZZ_IL_OUT=DIR        output directory (default BUILD_DIR/fuzz-il)
#   FUZZ_IL_JOBS=2  FUZZ_IL_MAX_MS=1000  FUZZ_IL_MEMORY_MB=8192 (0: none)
#   FUZZ_IL_TIMEOUT=2      seconds per run at most (a program gets 20x its baseline, >= 1 s)
#   FUZZ_IL_PROGRAMS=REGEX only programs whose name matches
#   FUZZ_IL_FRAMEWORK=1    run the mutants on the installed .NET's CoreLib instead of the embedded corlib
#   FUZZ_IL_GDB_MAX=300    crashing mutants re-run under gdb at most (the rest: "not-rerun")
#   FUZZ_IL_REBUCKET=1     only bucket and report the crashes an earlier run left in OUT
#   FUZZ_IL_FAIL_ON_CRASH=1  exit 1 if any mutant crashed (the smoke run); otherwise the exit
#                          status is 0 whenever the run itself worked, crashes being the result
#
# Reproduce a mutant:  BUILD_DIR/fuzz/fuzz_il mutate PROGRAM.exe SEED /tmp/m.exe
#                      (cd /tmp && CORVID_Framework=embedded CORVID_InterpretOnly=1 BUILD_DIR/corvid m.exe)
# (keep the program's file name if it matters: the mutant is always run as PROGRAM.exe).
set -u
B=${1:?usage: run-fuzz-il.sh BUILD_DIR [CORVID]}
B=$(cd "$B" && pwd)
CORVID=${2:-$B/corvid}
CORVID=$(cd "$(dirname "$CORVID")" && pwd)/$(basename "$CORVID")
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
FUZZ=$B/fuzz/fuzz_il
OUT=${FUZZ_IL_OUT:-$B/fuzz-il}
SECONDS_TO_RUN=${FUZZ_IL_SECONDS:-60}
MUTANTS=${FUZZ_IL_MUTANTS:-}
SEED=${FUZZ_IL_SEED:-$(( $(date +%s) * 100000 ))}
LIST=${FUZZ_IL_LIST:-}
JOBS=${FUZZ_IL_JOBS:-2}
TIMEOUT=${FUZZ_IL_TIMEOUT:-2}
MAX_MS=${FUZZ_IL_MAX_MS:-1000}
MEMORY_MB=${FUZZ_IL_MEMORY_MB:-8192}
FILTER=${FUZZ_IL_PROGRAMS:-.}
GDB_MAX=${FUZZ_IL_GDB_MAX:-300}
FAIL_ON_CRASH=${FUZZ_IL_FAIL_ON_CRASH:-0}
MCS=${MCS:-mcs}
# The corpus is tests/cs (built against mscorlib): run on the embedded corlib, as the mono-checked
# suite does, unless FUZZ_IL_FRAMEWORK=1 asks for the installed framework (auto mode would pick it).
if [ "${FUZZ_IL_FRAMEWORK:-0}" = 1 ]; then CORLIB=CORVID_Framework=framework; else CORLIB=CORVID_Framework=embedded; fi
MODES=("interp:$CORLIB CORVID_InterpretOnly=1" "default:$CORLIB")
# Sanitizer builds: a report aborts (a signal, never mistaken for a managed exit status).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1:symbolize=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:abort_on_error=1:print_stacktrace=1}
[ -x /usr/lib/llvm-16/bin/llvm-symbolizer ] && export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-/usr/lib/llvm-16/bin/llvm-symbolizer}

die() { echo "run-fuzz-il: $*" >&2; exit 2; }
[ -x "$FUZZ" ] || die "$FUZZ is missing (make $FUZZ)"
[ -x "$CORVID" ] || die "$CORVID is missing"
# ---- 1. corpus ---------------------------------------------------------------------------

compile_one() { # NAME: as tests/run-tests.sh compiles it (same flags, same output path)
    src="$ROOT/tests/cs/$1.cs" exe="$B/cs/$1.exe"
    [ -e "$exe" ] && [ "$exe" -nt "$src" ] && return 0
    flags=$(head -n 1 "$src" | sed -n 's|^[[:space:]]*//[[:space:]]*mcs:||p')
    # shellcheck disable=SC2086
    (cd "$ROOT" && "$MCS" -optimize+ -nowarn:0162,0168,0169,0219,0414,0429,0649,1717 $flags \
        -out:"$exe.tmp" "$src") > /dev/null 2>&1 && mv "$exe.tmp" "$exe"
    rm -f "$exe.tmp"
}

baseline_one() { # NAME: "NAME<TAB>MTIME<TAB>MS<TAB>STATUS" (interpreter mode, unmutated)
    exe="$B/cs/$1.exe"
    [ -e "$exe" ] || return 0
    dir=$(mktemp -d)
    cp "$exe" "$dir/"
    t0=$(date +%s%N)
    (cd "$dir" && env $CORLIB CORVID_InterpretOnly=1 timeout -s KILL 10 "$CORVID" "$1.exe" < /dev/null > /dev/null 2>&1)
    rc=$?
    t1=$(date +%s%N)
    rm -rf "$dir"
    printf '%s\t%s\t%s\t%s\n' "$1" "$(stat -c %Y "$exe")" $(( (t1 - t0) / 1000000 )) "$rc"
}
export -f compile_one baseline_one
export B ROOT MCS CORVID CORLIB

# Phases 1 and 2: the corpus, then the mutants (their crashes are left in OUT/pending/).
fuzz() {
    mkdir -p "$OUT" "$B/cs"
    rm -rf "$OUT/pending" "$OUT/crashes" "$OUT/work"
    mkdir -p "$OUT/crashes"

    if [ -z "$LIST" ]; then
        names=()
        for src in "$ROOT"/tests/cs/*.cs; do
            name=$(basename "$src" .cs)
            [[ $name =~ $FILTER ]] || continue
            head -n 1 "$src" | grep -q '^[[:space:]]*//[[:space:]]*mcs:.*-unsafe' && continue
            names+=("$name")
        done
        [ ${#names[@]} -gt 0 ] || die "no programs match FUZZ_IL_PROGRAMS=$FILTER"
        printf '%s\n' "${names[@]}" | xargs -P "$JOBS" -I{} bash -c 'compile_one {}'
        # Baselines are kept while the program's exe is unchanged.
        cache="$OUT/baseline.${CORLIB#CORVID_Framework=}.tsv"
        touch "$cache"
        stale=()
        for name in "${names[@]}"; do
            exe="$B/cs/$name.exe"
            [ -e "$exe" ] || continue
            awk -F '\t' -v n="$name" -v t="$(stat -c %Y "$exe")" '$1 == n && $2 == t { found = 1 } END { exit !found }' \
                "$cache" || stale+=("$name")
        done
        if [ ${#stale[@]} -gt 0 ]; then
            echo "run-fuzz-il: measuring ${#stale[@]} programs once (cached in $cache)"
            printf '%s\n' "${stale[@]}" | xargs -P "$JOBS" -I{} bash -c 'baseline_one {}' > "$cache.new"
            awk -F '\t' 'NR == FNR { stale[$1] = 1; next } !($1 in stale)' <(printf '%s\n' "${stale[@]}") \
                "$cache" >> "$cache.new"
            sort -o "$cache" "$cache.new"
            rm -f "$cache.new"
        fi
        programs=()
        for name in "${names[@]}"; do
            line=$(awk -F '\t' -v n="$name" '$1 == n { print; exit }' "$cache")
            [ -n "$line" ] || continue
            ms=$(cut -f 3 <<< "$line"); rc=$(cut -f 4 <<< "$line")
            # exit statuses above 128 are signals (or corvid's 134): not a clean starting point
            [ "$ms" -le "$MAX_MS" ] && [ "$rc" -lt 128 ] || continue
            # Timeouts dominate the time spent (a mutated loop bound, a branch to itself): a quick
            # program gets 20 times its own time, at least 1 s, at most FUZZ_IL_TIMEOUT.
            t=$(awk -v ms="$ms" -v cap="$TIMEOUT" 'BEGIN { t = ms * 20 / 1000; if (t < 1) t = 1; if (t > cap) t = cap; print t }')
            programs+=("$B/cs/$name.exe@$t")
        done
        [ ${#programs[@]} -gt 0 ] || die "no program runs in ${MAX_MS} ms"
        echo "run-fuzz-il: ${#programs[@]} of ${#names[@]} programs (unsafe ones excluded; at most ${MAX_MS} ms each)"
        if [ -n "$MUTANTS" ]; then amount=(-n "$MUTANTS"); else amount=(-s "$SECONDS_TO_RUN"); fi
        jobs_args=(-S "$SEED" "${amount[@]}" "$CORVID" "${programs[@]}")
        echo "run-fuzz-il: seeds from $SEED, ${amount[*]}, timeout ${TIMEOUT}s, $JOBS jobs"
    else
        # listed jobs name programs by file name relative to BUILD_DIR/cs
        listed=$(mktemp)
        while read -r prog seeds _; do
            case "$prog" in ''|'#'*) continue ;; esac
            compile_one "${prog%.exe}"
            printf '%s %s\n' "$B/cs/$prog" "$seeds" >> "$listed"
        done < "$LIST"
        jobs_args=(-L "$listed" "$CORVID")
        echo "run-fuzz-il: listed jobs from $LIST, timeout ${TIMEOUT}s, $JOBS jobs"
    fi

    # ---- 2. mutate and run -------------------------------------------------------------------

    mode_args=()
    for m in "${MODES[@]}"; do mode_args+=(-m "$m"); done
    "$FUZZ" run -o "$OUT" -j "$JOBS" -t "$TIMEOUT" -M "$MEMORY_MB" "${mode_args[@]}" "${jobs_args[@]}" | tee "$OUT/run.log"
    status=${PIPESTATUS[0]}
    [ -n "$LIST" ] && rm -f "$listed"
    [ "$status" -eq 0 ] || die "fuzz_il failed (exit $status)"
}

# ---- 3. bucket the crashes ---------------------------------------------------------------

# Innermost frames of a gdb backtrace or a sanitizer report, as "fn:file:line fn fn": up to
# three frames in corvid's sources; a libc/unknown frame at the very top is named too (a crash
# in memcpy, in compiled code: "??"), the abort machinery is not; only the innermost 8
# frames count (below them, an unwind through garbage finds arbitrary functions).
frames_of() { # FILE KIND(gdb|san)
    awk -v kind="$2" '
        function keep(fn, loc,   f) {
            if (n == 0 && loc !~ /(^|\/)src\// && fn ~ /^(raise|abort|__pthread_kill_implementation|__pthread_kill_internal|pthread_kill|__GI_raise|__GI_abort|__assert_fail|__assert_fail_base|__sanitizer_.*|__ubsan_.*|__asan_.*|.*Sanitizer.*|__interceptor_.*)$/) return
            if (loc ~ /(^|\/)src\//) {
                f = loc; sub(/.*\/src\//, "", f); sub(/^src\//, "", f); sub(/:[0-9]+$/, "&", f)
                out = out (n ? " " : "") fn (n ? "" : ":" f); n++; seen_corvid = 1
            } else if (!seen_corvid && top == "") top = fn
        }
        kind == "gdb" && /^#[0-9]+ / && depth++ < 8 {
            line = $0; fn = "??"; loc = ""
            if (match(line, / in [^ ]+ \(/)) fn = substr(line, RSTART + 4, RLENGTH - 6)
            else if (match(line, /^#[0-9]+ +[^ 0][^ ]* \(/)) { fn = substr(line, RSTART, RLENGTH - 2); sub(/^#[0-9]+ +/, "", fn) }
            if (match(line, / at [^ ]+:[0-9]+$/)) loc = substr(line, RSTART + 4)
            if (n < 3) keep(fn, loc)
        }
        kind == "san" && /^ *#[0-9]+ 0x[0-9a-f]+ in / && depth++ < 8 {
            fn = $4; loc = $5; sub(/:[0-9]+$/, "", loc) # file:line:column -> file:line
            if (n < 3) keep(fn, loc)
        }
        END {
            if (top != "") out = top (out != "" ? " " out : "")
            # a jump into data or a smashed stack leaves no symbol near the top
            print (out == "" || out == "??" ? "unknown-code-address" : out)
        }
    ' "$1"
}

# Phases 3 and 4, also on their own (FUZZ_IL_REBUCKET=1) on the output of an earlier run.
bucket_and_report() {
    mkdir -p "$OUT/crashes"
    stats=$(grep '^fuzz_il: ' "$OUT/run.log" | tail -n 1)
    [ -n "$stats" ] || die "fuzz_il printed no statistics"
    mutants=$(sed -n 's/^fuzz_il: \([0-9]*\) mutants.*/\1/p' <<< "$stats")
    runs=$(sed -n 's/.* \([0-9]*\) runs in .*/\1/p' <<< "$stats")
    timeouts=$(sed -n 's/.* timeout \([0-9]*\),.*/\1/p' <<< "$stats")
    [ "${mutants:-0}" -gt 0 ] || die "no mutant ran"

    crash_lines="$OUT/crashes.tsv"
    ncrash=0
    declare -A bucket_count=() bucket_repro=() bucket_frames=() bucket_detail=()
    if [ -s "$crash_lines" ]; then
        # one line per crashing mutant: its first crashing mode (interp comes first: deterministic)
        mapfile -t crashes < <(awk -F '\t' '!seen[$1 "\t" $2]++' "$crash_lines")
        ncrash=${#crashes[@]}
        rerun=0
        for entry in "${crashes[@]}"; do
            IFS=$'\t' read -r prog seed mode detail mutant mutations <<< "$entry"
            dir=$(dirname "$mutant")
            envs=$(printf '%s\n' "${MODES[@]}" | sed -n "s|^$mode:||p")
            san="$dir/stderr.$mode"
            if grep -q -e 'ERROR: AddressSanitizer' -e 'runtime error:' "$san" 2>/dev/null; then
                frames=$(frames_of "$san" san)
            elif [ "$rerun" -lt "$GDB_MAX" ]; then
                rerun=$((rerun + 1))
                # shellcheck disable=SC2086
                (cd "$dir" && env $envs timeout -s KILL 60 gdb -batch -nx -ex 'set pagination off' \
                    -ex 'set print thread-events off' -ex run -ex bt --args "$CORVID" "$(basename "$mutant")" \
                    < /dev/null > "$dir/gdb.txt" 2>&1)
                if grep -q -E '^(Program|Thread .*) received signal' "$dir/gdb.txt"; then
                    frames=$(frames_of "$dir/gdb.txt" gdb)
                else
                    frames="not-reproduced-under-gdb ($detail)"
                fi
            else
                frames="not-rerun ($detail)"
            fi
            key=$(printf '%s' "$frames" | tr -c 'A-Za-z0-9_.:\n' '_' | tr ':' '-' | cut -c 1-120)
            mkdir -p "$OUT/crashes/$key"
            mv "$dir" "$OUT/crashes/$key/"
            printf 'program %s\nseed %s\nmode %s\ndetail %s\nmutations %s\nframes %s\n' \
                "$prog" "$seed" "$mode" "$detail" "$mutations" "$frames" > "$OUT/crashes/$key/$(basename "$dir")/info.txt"
            bucket_count[$key]=$(( ${bucket_count[$key]:-0} + 1 ))
            if [ -z "${bucket_repro[$key]:-}" ]; then
                bucket_frames[$key]=$frames
                bucket_detail[$key]="$detail, mode $mode: $mutations"
                bucket_repro[$key]="$FUZZ mutate $prog $seed /tmp/m/$(basename "$prog") && (cd /tmp/m && ${envs:+$envs }$CORVID $(basename "$prog"))"
            fi
        done
    fi
    rm -rf "$OUT/pending" "$OUT/work"

    # ---- 4. report ---------------------------------------------------------------------------

    nbuckets=${#bucket_count[@]}
    summary="fuzz-il: ${mutants} mutants, ${runs} runs, ${ncrash} crashes (${nbuckets} buckets), ${timeouts:-0} timeouts"
    {
        echo "$stats"
        if [ "$nbuckets" -gt 0 ]; then
            echo
            echo "crash buckets (crashing mutants, innermost corvid frames; mutants in $OUT/crashes/<bucket>/):"
            for key in "${!bucket_count[@]}"; do
                printf '%6d  %s\n' "${bucket_count[$key]}" "$key"
            done | sort -rn | while read -r count key; do
                printf '\n%6d  %s\n        frames: %s\n        first:  %s\n        repro:  mkdir -p /tmp/m && %s\n' \
                    "$count" "$key" "${bucket_frames[$key]}" "${bucket_detail[$key]}" "${bucket_repro[$key]}"
            done
        fi
        echo
        echo "$summary"
    } > "$OUT/report.txt"
    tail -n +2 "$OUT/report.txt"
    if [ "$FAIL_ON_CRASH" = 1 ] && [ "$ncrash" -gt 0 ]; then exit 1; fi
    exit 0
}

# (all in functions: bash reads a script as it runs, so editing it mid-run is then harmless)
[ "${FUZZ_IL_REBUCKET:-0}" = 1 ] || fuzz
bucket_and_report
