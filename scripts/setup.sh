#!/bin/sh
# Installs what corvid needs from Debian's packages, only when something is missing.
# mono-mcs: compiles corlib and test programs; mono-runtime: the differential-testing oracle;
# mono-devel: ilasm for tests/il; clang + libclang-rt-14-dev: the libFuzzer target;
# llvm-16-dev: the Tier1 compiler (src/jit) generates code through LLVM 16's C API;
# lld-16: links libcorvidjit.so with the compiler's hot functions first and packed relocations;
# libstdc++-N-dev (gcc's major version N): the static C++ runtime linked into it (Makefile, JIT_LINKER).
set -e
need=""
command -v mcs >/dev/null 2>&1 || need="$need mono-mcs"
command -v mono >/dev/null 2>&1 || need="$need mono-runtime"
command -v ilasm >/dev/null 2>&1 || need="$need mono-devel"
command -v gcc >/dev/null 2>&1 || need="$need gcc"
command -v make >/dev/null 2>&1 || need="$need make"
command -v clang >/dev/null 2>&1 || need="$need clang"
command -v llvm-config-16 >/dev/null 2>&1 || need="$need llvm-16-dev"
[ -x /usr/lib/llvm-16/bin/ld.lld ] || need="$need lld-16"
[ -e "$(gcc -print-file-name=libstdc++.a 2>/dev/null)" ] || need="$need libstdc++-$(gcc -dumpversion | cut -d. -f1)-dev"
[ -e /usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a ] || need="$need libclang-rt-14-dev"
if [ -n "$need" ]; then
    echo "setup: installing$need"
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $need
fi
