#!/bin/bash
# make demo: the JIT-drift trap and corvid's answers, in a few seconds (docs/TIERING.md).
# A health probe warms the service up with one handler type, then real traffic uses another.
# Runs examples/probe.exe (and drift.exe's alternating scenario) with re-tiering off (CoreCLR's
# behaviour) and on (corvid's default), then the guard table, the profile scope and static PGO.
set -u
BUILD=${1:-build}
CORVID=$BUILD/corvid
PROBE=examples/probe.exe
DRIFT=examples/drift.exe
ITERATIONS=300000
WARMUP=300
TMP=$(mktemp -d /tmp/corvid-demo.XXXXXX)
trap 'rm -rf "$TMP"' EXIT

# run NAME PROGRAM ARGS... (knobs in the environment): sets TIME, GUARD, RETIER
run() {
    local log="$TMP/$1.log" out="$TMP/$1.out"
    shift
    DOTNET_JitDisasm=Process DOTNET_JitStdOutFile="$log" "$CORVID" "$@" > "$out" 2> "$TMP/stderr" || {
        echo "demo: corvid failed on $*:"; cat "$TMP/stderr"; exit 1; }
    TIME=$(sed -nE 's/^Scenario .: ([0-9]+) ms$/\1/p' "$out")
    GUARD=$(grep -oE '; GDV: Process IL_[0-9a-f]+ guessed [A-Za-z]+' "$log" | tail -1 | awk '{print $NF}')
    RETIER=$(grep -oE 'new Tier1 code [0-9.]+ ms after the first guard miss' "$log" | tail -1 | awk '{print $4}')
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 1) }'; }

echo "corvid demo: JIT drift.  Process(IHandler h) loops over h.Handle(i); a ${WARMUP} ms health probe"
echo "calls it with FastHandler (A) or SlowHandler (B), then ${ITERATIONS} calls of real traffic"
echo "(SlowHandler) are timed.  C alternates both in the warm-up (examples/drift.cs)."
echo
printf '%-28s | %-32s | %-40s\n' "scenario" "re-tiering off (CoreCLR)" "corvid default (re-tiering)"
printf '%-28s-|-%-32s-|-%-40s\n' "----------------------------" "--------------------------------" "----------------------------------------"
for scenario in A B C; do
    if [ $scenario = C ]; then program="$DRIFT C $ITERATIONS $WARMUP"; else program="$PROBE $scenario $ITERATIONS $WARMUP"; fi
    CORVID_TieredPGO_Retier=0 run off$scenario $program
    off_time=$TIME off_guard=$GUARD
    run on$scenario $program
    on_time=$TIME on_guard=$GUARD
    note=""
    [ -n "$RETIER" ] && note=", re-tiered ${RETIER} ms after its first miss"
    case $scenario in A) label="A (probe: FastHandler)"; a_off=$off_time; a_on=$on_time ;;
                      B) label="B (probe: SlowHandler)"; b_off=$off_time; b_on=$on_time ;;
                      C) label="C (probe: both)" ;; esac
    printf '%-28s | %6s ms, guard %-15s | %6s ms, guard %s%s\n' "$label" "$off_time" "$off_guard" "$on_time" "$on_guard" "$note"
done
printf '%-28s | %-32s | %-40s\n' "A / B" "$(ratio "$a_off" "$b_off") (the drift)" "$(ratio "$a_on" "$b_on")"

echo
echo "The drift counter: CORVID_GDVStats=1 (re-tiering off), scenario A"
CORVID_TieredPGO_Retier=0 CORVID_GDVStats=1 "$CORVID" $PROBE A $ITERATIONS $WARMUP 2>&1 >/dev/null | grep -E '^\| (Method|Dispatcher)'

echo
echo "Keeping the probe out of the profile (re-tiering off):"
CORVID_TieredPGO_Retier=0 run scoped $PROBE A $ITERATIONS $WARMUP scoped
printf '  %-58s %6s ms, guard %s\n' "A with the probe inside Corvid.Runtime.Profile.Exclude():" "$TIME" "$GUARD"
CORVID_TieredPGO_Retier=0 CORVID_ProfileExclude=HealthProbe run knob $PROBE A $ITERATIONS $WARMUP
printf '  %-58s %6s ms, guard %s\n' "A with CORVID_ProfileExclude=HealthProbe (no code change):" "$TIME" "$GUARD"

echo
echo "Static PGO (re-tiering off): B's profile written at exit, read by A at start-up"
CORVID_TieredPGO_Retier=0 DOTNET_WritePGOData=1 DOTNET_PGODataPath="$TMP/b.pgo" "$CORVID" $PROBE B 10000 $WARMUP > /dev/null
CORVID_TieredPGO_Retier=0 DOTNET_ReadPGOData=1 DOTNET_PGODataPath="$TMP/b.pgo" run static $PROBE A $ITERATIONS $WARMUP
printf '  %-58s %6s ms, guard %s\n' "A with DOTNET_ReadPGOData=1:" "$TIME" "$GUARD"
echo
echo "(docs/TIERING.md explains each; corvid bench X.dll measures [Benchmark] methods at Tier1, docs/BENCH.md)"
