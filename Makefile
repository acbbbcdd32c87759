# corvid — a .NET runtime in C.  `make demo` builds and runs the showcase, `make test` runs the suite.
CC       ?= gcc
CFLAGS   ?= -O2 -g
# Large C frames probe their pages in order, so a native stack overflow always hits the guard
# page that thread.c turns into CoreCLR's "Stack overflow." report.
HARDEN   := -fstack-clash-protection
WARN     := -std=gnu11 -Wall -Wextra -Werror -Wno-unused-parameter -Wno-missing-field-initializers
CPPFLAGS += -Isrc -D_GNU_SOURCE
LDLIBS   := -lm -lpthread
BUILD    ?= build
MCS      ?= mcs
# LLVM 16 (Tier1 compiler, src/jit): its headers only for the jit objects (as system headers, so
# -Werror covers our code only), its library for every link.  Recursive (=) so that a fresh
# machine, where `make test` runs scripts/setup.sh first, sees llvm-config-16 once installed.
LLVM_CONFIG  ?= llvm-config-16
LLVM_CFLAGS   = -isystem $(shell $(LLVM_CONFIG) --includedir 2>/dev/null) -D__STDC_CONSTANT_MACROS -D__STDC_FORMAT_MACROS -D__STDC_LIMIT_MACROS
LLVM_COMPONENTS = core orcjit native passes analysis executionengine mcjit target
LLVM_LDLIBS   = $(shell $(LLVM_CONFIG) --ldflags --libs $(LLVM_COMPONENTS) 2>/dev/null)
# libcorvidjit.so takes the LLVM components it uses from LLVM's static archives, keeping only the
# sections it references: ~45 MB of code instead of libLLVM's 113 MB, so a compile faults in
# fewer pages (hello world compiled at Tier1: 72 -> 49 MB resident; GCBench 120 -> 97 MB).
# LLVM's own dependencies stay shared (zlib, zstd, terminfo; zstd by soname: no -dev package).
# --exclude-libs,ALL keeps LLVM's symbols out of the dynamic symbol table (3 MB of .dynsym and
# .dynstr, and every one of them a --gc-sections root); only the jit_* entry points are exported.
# With lld, the functions compiling executes (src/jit/hot-functions.txt, made by
# scripts/jit-hot-functions.sh) come first in .text, so a compile touches ~10 MB of the library's
# code instead of nearly all 26 MB (GCBench peak 96 -> ~75 MB, same compiles); other linkers lay
# it out unordered (it works, only with a bigger resident set).
# Loading the library is on the way to the first Tier1 code, so it is linked to load fast:
# lld 16 packs its ~100000 relative relocations (-z pack-relative-relocs: DT_RELR, glibc 2.36),
# and libstdc++ is linked in statically, so no C++ runtime is loaded and the ~3000 symbolic
# relocations against its type_info vtables become link-time ones (dlopen ~4.6 -> ~3.1 ms).
comma         := ,
JIT_ORDER     := src/jit/hot-functions.txt
JIT_ORDER_LDFLAGS := -Wl,--symbol-ordering-file,$(JIT_ORDER) -Wl,--no-warn-symbol-ordering
LLD16_DIR     := /usr/lib/llvm-16/bin
# DT_RELR needs glibc 2.36 (the library then requires GLIBC_ABI_DT_RELR).
GLIBC_HAS_RELR = $(shell getconf GNU_LIBC_VERSION 2>/dev/null | awk '{split($$2, v, "."); if (v[1] > 2 || (v[1] == 2 && v[2] >= 36)) print "yes"}')
JIT_LLD16_LDFLAGS = -B$(LLD16_DIR) -fuse-ld=lld $(JIT_ORDER_LDFLAGS) $(if $(GLIBC_HAS_RELR),-Wl$(comma)-z$(comma)pack-relative-relocs)
JIT_LLD_LDFLAGS   := -fuse-ld=lld $(JIT_ORDER_LDFLAGS)
JIT_LINKER    = $(if $(wildcard $(LLD16_DIR)/ld.lld),$(JIT_LLD16_LDFLAGS),$(if $(shell command -v ld.lld 2>/dev/null),$(JIT_LLD_LDFLAGS)))
JIT_CXX_RUNTIME = $(if $(wildcard $(shell $(CC) -print-file-name=libstdc++.a)),-l:libstdc++.a,-lstdc++)
LLVM_STATIC_LDLIBS = $(shell $(LLVM_CONFIG) --ldflags 2>/dev/null) -Wl,--gc-sections -Wl,-Bsymbolic -Wl,--exclude-libs,ALL $(JIT_LINKER) \
                     -Wl,--start-group $(shell $(LLVM_CONFIG) --link-static --libs $(LLVM_COMPONENTS) 2>/dev/null) -Wl,--end-group \
                     -lz -ltinfo -l:libzstd.so.1 $(JIT_CXX_RUNTIME) -static-libgcc -lm

SUBSYSTEMS := meta loader vm interp jit tier pgo bench gc thread pool diag host coreclr interop cli
SOURCES    := $(foreach d,$(SUBSYSTEMS),$(wildcard src/$(d)/*.c))
OBJECTS    := $(SOURCES:src/%.c=$(BUILD)/obj/%.o)
LIB_OBJECTS:= $(filter-out $(BUILD)/obj/cli/%,$(OBJECTS))
# The Tier1 compiler is a shared object loaded on the first compile (src/tier/tier_jit.c), so a
# program that never compiles never maps libLLVM (~40 MB of resident set at load time).
JIT_OBJECTS := $(filter $(BUILD)/obj/jit/%,$(OBJECTS))
CORE_OBJECTS:= $(filter-out $(JIT_OBJECTS),$(OBJECTS))
JIT_LIBRARY := $(BUILD)/libcorvidjit.so
CORLIB_SRC := $(shell find corlib -name '*.cs' 2>/dev/null | sort)
UNIT_SRC   := $(wildcard tests/unit/*.c)
UNIT_BIN   := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%)
FUZZ_BIN   := $(BUILD)/fuzz/fuzz_meta
FUZZ_IL_BIN:= $(BUILD)/fuzz/fuzz_il

.PHONY: all demo test test-framework-tier1 test-quick asan test-asan fuzz fuzz-long fuzz-jit-diff fuzz-il fuzz-il-long fuzz-il-smoke fuzz-il-asan bench bench-tiering bench-peers knobs-doc clean setup format stress-pool

all: $(BUILD)/corvid $(JIT_LIBRARY) $(BUILD)/mscorlib.dll $(BUILD)/Corvid.Runtime.dll $(UNIT_BIN) $(FUZZ_IL_BIN) $(BUILD)/tests/test_framework $(BUILD)/tests/test_csc

# Programs on the real framework (tests/framework): compared with dotnet where it is installed.
$(BUILD)/tests/test_framework: tests/framework/test_framework.sh
	@mkdir -p $(dir $@)
	@cp $< $@
	@chmod +x $@

# Roslyn's csc.dll from the installed SDK on corvid: byte-identical output to dotnet's.
$(BUILD)/tests/test_csc: tests/framework/test_csc.sh
	@mkdir -p $(dir $@)
	@cp $< $@
	@chmod +x $@

setup:
	@./scripts/setup.sh

$(BUILD)/obj/%.o: src/%.c
	@mkdir -p $(dir $@)
	@echo "  CC $<"
	@$(CC) $(CPPFLAGS) $(WARN) $(HARDEN) $(CFLAGS) -MMD -MP -c $< -o $@

$(BUILD)/obj/jit/%.o: src/jit/%.c
	@mkdir -p $(dir $@)
	@echo "  CC $<"
	@$(CC) $(CPPFLAGS) $(LLVM_CFLAGS) $(WARN) $(HARDEN) $(CFLAGS) -fPIC -MMD -MP -c $< -o $@

$(BUILD)/corvid: $(CORE_OBJECTS)
	@echo "  LINK $@"
	@$(CC) $(CFLAGS) $(LDFLAGS) -rdynamic $^ -o $@ $(LDLIBS) -ldl

$(JIT_LIBRARY): $(JIT_OBJECTS) $(JIT_ORDER)
	@echo "  LINK $@"
	@$(CC) $(CFLAGS) $(LDFLAGS) -shared $(JIT_OBJECTS) -o $@ $(LLVM_STATIC_LDLIBS)

$(BUILD)/mscorlib.dll: $(CORLIB_SRC)
	@mkdir -p $(BUILD)
	$(MCS) -nostdlib -unsafe -target:library -nowarn:0169,0219,0414,0649,0626,1635 -out:$@ $(CORLIB_SRC)

# Corvid.Runtime.dll (lib/Corvid.Runtime): a plain library a program references to talk to
# corvid's tiering; built against mono's mscorlib so that it loads on mono, CoreCLR and corvid.
RUNTIME_LIBRARY_SRC := $(wildcard lib/Corvid.Runtime/*.cs)
$(BUILD)/Corvid.Runtime.dll: $(RUNTIME_LIBRARY_SRC)
	@mkdir -p $(BUILD)
	$(MCS) -optimize+ -target:library -out:$@ $(RUNTIME_LIBRARY_SRC)

$(BUILD)/tests/%: tests/unit/%.c $(LIB_OBJECTS)
	@mkdir -p $(dir $@)
	@echo "  LINK $@"
	@$(CC) $(CPPFLAGS) $(WARN) $(HARDEN) $(CFLAGS) $< $(LIB_OBJECTS) -o $@ $(LDLIBS) $(LLVM_LDLIBS)

demo: setup all examples/drift.exe examples/probe.exe
	@./scripts/demo.sh $(BUILD)

examples/drift.exe: examples/drift.cs
	$(MCS) -optimize+ -out:$@ $<
examples/probe.exe: examples/probe.cs $(BUILD)/Corvid.Runtime.dll
	$(MCS) -optimize+ -r:$(BUILD)/Corvid.Runtime.dll -out:$@ $<

# The suite: a short fuzz smoke run of the metadata reader, then unit, C# and IL tests.
test: setup all $(FUZZ_BIN)
	@./tests/framework/build.sh $(BUILD)
	@./tests/fuzz/run-fuzz.sh $(FUZZ_BIN) 10 > $(BUILD)/fuzz/smoke.log 2>&1 || { tail -n 30 $(BUILD)/fuzz/smoke.log; exit 1; }
	@tail -n 1 $(BUILD)/fuzz/smoke.log
	@$(MAKE) --no-print-directory fuzz-il-smoke
	@./tests/run-tests.sh $(BUILD)

# Every tests/cs and tests/il program compiled before its first call on the framework (make test
# runs a quarter of them in that mode: ~18 minutes for all on 2 cores).
test-framework-tier1: setup all
	MODES='framework-tier1:CORVID_Framework=framework DOTNET_TieredCompilation=0' SAMPLE_EVERY=1 TESTS='^(cs|il)/' ./tests/run-tests.sh $(BUILD)

# The same suite under AddressSanitizer + UndefinedBehaviorSanitizer.
asan:
	$(MAKE) BUILD=build/asan CC=clang CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined" LDFLAGS="-fsanitize=address,undefined" all
test-asan: asan
	ASAN_OPTIONS=detect_leaks=0 TIMEOUT=300 ./tests/run-tests.sh build/asan

# libFuzzer target for the metadata reader; `make fuzz` is a short run, `fuzz-long` a long one.
$(FUZZ_BIN): tests/fuzz/fuzz_meta.c $(wildcard src/meta/*.c) $(wildcard src/meta/*.h)
	@mkdir -p $(dir $@)
	clang $(CPPFLAGS) -std=gnu11 -O1 -g -fsanitize=fuzzer,address,undefined tests/fuzz/fuzz_meta.c $(wildcard src/meta/*.c) -o $@
# The IL mutation fuzzer (tests/fuzz/fuzz_il.c): a plain program on the metadata reader's
# objects; it runs the mutants on $(BUILD)/corvid, so it is no sanitizer target of its own.
$(FUZZ_IL_BIN): tests/fuzz/fuzz_il.c $(filter $(BUILD)/obj/meta/%,$(OBJECTS))
	@mkdir -p $(dir $@)
	@echo "  LINK $@"
	@$(CC) $(CPPFLAGS) $(WARN) $(HARDEN) $(CFLAGS) $^ -o $@
# Thread-pool stress (minutes, not in `make test`): idle retirement to MinThreads, 1000 blocked
# workers, 10^5 items under GC stress.
stress-pool: all
	@./tests/stress/run-pool-stress.sh $(BUILD)

# Tiering benchmark (not in `make test`): corvid vs mono's JIT vs C (gcc -O2) on n-body,
# spectral-norm, fannkuch-redux, virtual calls, fib and drift B; wall and steady-state times.
bench-tiering:
	@BUILD=$(BUILD) ./bench/tiering.sh

# CoreCLR side-by-side benchmark (issue 14, not in `make test`): the kernels of bench/peers/*.cs
# (Benchmarks Game, SciMark-style, integer arrays, Dictionary/strings) on corvid, CoreCLR and
# mono's JIT; steady-state and wall times, peak RSS, geometric means (docs/BENCH.md).
# BENCH_RUNS=N: best of N runs (default 3).
BENCH_RUNS ?= 3
bench-peers: $(BUILD)/corvid $(JIT_LIBRARY) $(BUILD)/mscorlib.dll
	@BUILD=$(BUILD) ./bench/peers.sh $(BENCH_RUNS)

fuzz: $(FUZZ_BIN)
	./tests/fuzz/run-fuzz.sh $(FUZZ_BIN) 30
fuzz-long: $(FUZZ_BIN)
	./tests/fuzz/run-fuzz.sh $(FUZZ_BIN) 1800

# docs/KNOBS.md is generated from the knob table (src/diag/knobs.c).
knobs-doc: $(BUILD)/corvid
	$(BUILD)/corvid knobs --markdown > docs/KNOBS.md

# The IL mutation fuzzer (tests/fuzz/run-fuzz-il.sh, docs/ARCHITECTURE.md "Testing"): mutants
# of the compiled tests/cs programs run in interpreter and default mode; the crash buckets are
# in $(BUILD)/fuzz-il/report.txt, and any crash fails the run (its last line counts them); the
# smoke run in `make test` runs the fixed jobs of tests/fuzz/il-smoke.txt.
FUZZ_IL_SECONDS ?= 60
# Differential runs of random loop programs against CoreCLR in three corvid modes (needs
# dotnet; not in `make test`).  JIT_DIFF_SEEDS programs, from JIT_DIFF_SEED (default: the clock).
JIT_DIFF_SEEDS ?= 20
fuzz-jit-diff: all
	@./tests/fuzz/run-jit-diff.sh $(BUILD) $(JIT_DIFF_SEEDS)

fuzz-il: all
	@FUZZ_IL_SECONDS=$(FUZZ_IL_SECONDS) FUZZ_IL_FAIL_ON_CRASH=1 ./tests/fuzz/run-fuzz-il.sh $(BUILD)
fuzz-il-long: all
	@FUZZ_IL_SECONDS=3600 FUZZ_IL_FAIL_ON_CRASH=1 ./tests/fuzz/run-fuzz-il.sh $(BUILD)
fuzz-il-smoke: all
	@FUZZ_IL_LIST=tests/fuzz/il-smoke.txt FUZZ_IL_TIMEOUT=1 FUZZ_IL_FAIL_ON_CRASH=1 FUZZ_IL_OUT=$(BUILD)/fuzz-il-smoke \
	  ./tests/fuzz/run-fuzz-il.sh $(BUILD) > $(BUILD)/fuzz-il-smoke.log 2>&1 || { tail -n 40 $(BUILD)/fuzz-il-smoke.log; exit 1; }
	@tail -n 1 $(BUILD)/fuzz-il-smoke.log
# The same driver on the ASan + UBSan build (slower: longer timeout, no address-space limit).
fuzz-il-asan: all asan
	@FUZZ_IL_SECONDS=$(FUZZ_IL_SECONDS) FUZZ_IL_FAIL_ON_CRASH=1 FUZZ_IL_OUT=$(BUILD)/fuzz-il-asan FUZZ_IL_TIMEOUT=6 FUZZ_IL_MAX_MS=3000 \
	  FUZZ_IL_MEMORY_MB=0 ./tests/fuzz/run-fuzz-il.sh $(BUILD) build/asan/corvid

format:
	clang-format -i $(shell find src tests/unit tests/fuzz -name '*.[ch]')

clean:
	rm -rf build examples/*.exe

-include $(OBJECTS:.o=.d)
