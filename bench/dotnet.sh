# bench/dotnet.sh — sourced by the bench scripts (POSIX sh): CoreCLR (`dotnet`) as the peer.
# An mcs-built exe runs on CoreCLR with a runtimeconfig.json beside it naming
# Microsoft.NETCore.App; without `dotnet` (or without that framework) the CoreCLR columns print "-".

# The newest installed Microsoft.NETCore.App version (e.g. 10.0.12), or nothing.
bench_dotnet_version() {
    command -v dotnet >/dev/null 2>&1 || return 0
    dotnet --list-runtimes 2>/dev/null | awk '$1 == "Microsoft.NETCore.App" { print $2 }' | sort -V | tail -n 1
}

# bench_dotnet_runtimeconfig path/to/prog.exe version: writes path/to/prog.runtimeconfig.json.
bench_dotnet_runtimeconfig() {
    printf '{"runtimeOptions":{"tfm":"net%s.0","framework":{"name":"Microsoft.NETCore.App","version":"%s"},"rollForward":"LatestMinor"}}\n' \
        "${2%%.*}" "$2" > "${1%.*}.runtimeconfig.json"
}

export DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1 DOTNET_SKIP_FIRST_TIME_EXPERIENCE=1
