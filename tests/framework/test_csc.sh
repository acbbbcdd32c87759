#!/bin/bash
# test_csc — the .NET SDK's C# compiler (Roslyn's csc.dll, a large real program on the real
# framework) compiles sources on corvid exactly as on dotnet: with -deterministic the output
# assemblies must be byte-identical, and a source with errors must give the same diagnostics
# (as a set) and exit code.  A wrong result anywhere in corvid (the interface map once made `static class`
# lose abstract|sealed) changes bytes of the output.  Installed as BUILD_DIR/tests/test_csc;
# without dotnet, an SDK or its reference pack it passes, saying it skipped.
B=$(cd "$(dirname "$0")/.." && pwd)
ROOT=$(cd "$B/.." && pwd)
command -v dotnet > /dev/null 2>&1 || { echo "skipped: no dotnet on PATH"; exit 0; }
DOTNET_DIR=$(dirname "$(readlink -f "$(command -v dotnet)")")
CSC=$(ls -d "$DOTNET_DIR"/sdk/*/Roslyn/bincore/csc.dll 2>/dev/null | sort -V | tail -1)
REF=$(ls -d "$DOTNET_DIR"/packs/Microsoft.NETCore.App.Ref/*/ref/net* 2>/dev/null | sort -V | tail -1)
[ -n "$CSC" ] && [ -n "$REF" ] || { echo "skipped: no SDK compiler or reference pack under $DOTNET_DIR"; exit 0; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
REFS=()
for f in "$REF"/*.dll; do REFS+=("-r:$f"); done
failed=0 passed=0
compile_both() { # NAME SOURCE...: same bytes (or same diagnostics and exit code) from both runtimes
    name=$1; shift
    mkdir -p "$WORK/dotnet" "$WORK/corvid"
    args=(-nologo -deterministic -nullable:enable -langversion:latest -unsafe "${REFS[@]}" "$@")
    (cd "$WORK/dotnet" && dotnet "$CSC" "${args[@]}" -out:"$name.dll" > "$name.log" 2>&1; echo $? > "$name.rc")
    (cd "$WORK/corvid" && CORVID_Framework=framework timeout 300 "$B/corvid" "$CSC" "${args[@]}" -out:"$name.dll" > "$name.log" 2>&1; echo $? > "$name.rc")
    # the diagnostics as a set: csc compiles in parallel and reports some warnings in the
    # order its threads finish, on dotnet too
    sort "$WORK/dotnet/$name.log" > "$WORK/dotnet/$name.sorted"
    sort "$WORK/corvid/$name.log" > "$WORK/corvid/$name.sorted"
    if cmp -s "$WORK/dotnet/$name.rc" "$WORK/corvid/$name.rc" && cmp -s "$WORK/dotnet/$name.sorted" "$WORK/corvid/$name.sorted" &&
        { [ ! -e "$WORK/dotnet/$name.dll" ] || cmp -s "$WORK/dotnet/$name.dll" "$WORK/corvid/$name.dll"; }; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL csc/$name: exit $(cat "$WORK/corvid/$name.rc") (dotnet $(cat "$WORK/dotnet/$name.rc"))"
        diff "$WORK/dotnet/$name.sorted" "$WORK/corvid/$name.sorted" | head -10 | sed 's/^/  log| /'
        [ -e "$WORK/dotnet/$name.dll" ] && cmp "$WORK/dotnet/$name.dll" "$WORK/corvid/$name.dll" 2>&1 | sed 's/^/  /'
    fi
}
compile_both interface_map "$ROOT/tests/cs/interface_inherited_map.cs"
compile_both framework_programs "$ROOT/tests/framework/reflection_generics.cs"
compile_both records_and_linq "$ROOT/tests/framework/json_records.cs"
printf 'class Broken { static int Main() { int x = "text"; return y; } }\n' > "$WORK/broken.cs"
compile_both errors "$WORK/broken.cs"
echo "csc: $passed passed, $failed failed"
[ $failed -eq 0 ]
