#!/bin/bash
# tests/framework/build.sh BUILD_DIR — builds every tests/framework/*.cs with `dotnet build`
# (net10.0, Release) into BUILD_DIR/framework/NAME/out/NAME.dll, and records what `dotnet`
# prints and returns for it (NAME.dotnet-out / .dotnet-rc).  Rebuilt only when the source is
# newer; a NAME.c beside a test is built into its out/libNAME.so.  Without dotnet it does nothing: test_framework then reports the tests as skipped.
B=${1:?usage: build.sh BUILD_DIR}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
command -v dotnet > /dev/null 2>&1 || { echo "framework tests: no dotnet on PATH, skipped"; exit 0; }
mkdir -p "$B/framework"
for src in "$ROOT"/tests/framework/*.cs; do
    name=$(basename "$src" .cs)
    dir="$B/framework/$name"
    dll="$dir/out/$name.dll"
    mkdir -p "$dir"
    # a first line `// skip-modes: MODE...` names modes test_framework does not run
    head -n 1 "$src" | sed -n 's|^// skip-modes:[[:space:]]*\([a-z0-9 ]*\).*|\1|p' > "$dir/$name.skip-modes"
    native="$ROOT/tests/framework/$name.c"
    if [ ! -e "$dll" ] || [ "$src" -nt "$dll" ] || { [ -e "$native" ] && [ "$native" -nt "$dll" ]; }; then
        mkdir -p "$dir"
        sed "s|@SOURCE@|$src|" "$ROOT/tests/framework/app.csproj.in" > "$dir/$name.csproj"
        # a line `// framework-reference: NAME` adds that shared framework (Microsoft.AspNetCore.App)
        for fw in $(sed -n 's|^// framework-reference:[[:space:]]*\([A-Za-z.]*\).*|\1|p' "$src"); do
            sed -i "s|</Project>|  <ItemGroup><FrameworkReference Include=\"$fw\" /></ItemGroup>\n</Project>|" "$dir/$name.csproj"
        done
        # a line `// runtime-option: NAME=VALUE` puts that property in the app's runtimeconfig.json
        for option in $(sed -n 's|^// runtime-option:[[:space:]]*\([A-Za-z0-9_.]*=[A-Za-z0-9_.]*\).*|\1|p' "$src"); do
            sed -i "s|</Project>|  <ItemGroup><RuntimeHostConfigurationOption Include=\"${option%%=*}\" Value=\"${option#*=}\" /></ItemGroup>\n</Project>|" "$dir/$name.csproj"
        done
        echo "  DOTNET BUILD tests/framework/$name.cs"
        if ! (cd "$dir" && dotnet build -c Release -o out -nologo -v q > build.log 2>&1); then
            echo "framework tests: dotnet build failed for $name (see $dir/build.log)"; rm -f "$dll"; continue
        fi
        # a native library of the test's own: tests/framework/NAME.c -> out/libNAME.so
        if [ -e "$native" ] && ! ${CC:-cc} -shared -fPIC -O2 -o "$dir/out/lib$name.so" "$native" 2> "$dir/cc.log"; then
            echo "framework tests: cc failed for $name.c (see $dir/cc.log)"; rm -f "$dll"; continue
        fi
        (cd "$dir" && dotnet "out/$name.dll" > "$name.dotnet-out" 2>/dev/null; echo $? > "$name.dotnet-rc")
    fi
done
exit 0
