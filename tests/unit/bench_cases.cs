// Benchmarks for tests/unit/test_bench.c: [Params] on a field and a property, GlobalSetup and
// GlobalCleanup around each case, a baseline, a benchmark that throws, and a class without
// [Benchmark] methods.  The attributes are declared here and matched by name.
using System;
using System.Collections.Generic;
namespace BenchmarkDotNet.Attributes {
    [AttributeUsage(AttributeTargets.Method)] public sealed class BenchmarkAttribute : Attribute { public bool Baseline { get; set; } }
    [AttributeUsage(AttributeTargets.Method)] public sealed class GlobalSetupAttribute : Attribute { }
    [AttributeUsage(AttributeTargets.Method)] public sealed class GlobalCleanupAttribute : Attribute { }
    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Property)]
    public sealed class ParamsAttribute : Attribute { public ParamsAttribute(params object[] values) { } }
    [AttributeUsage(AttributeTargets.Class)] public sealed class MemoryDiagnoserAttribute : Attribute { }
}
namespace Cases {
    using BenchmarkDotNet.Attributes;
    [MemoryDiagnoser]
    public class Sized {
        [Params(10, 1000)] public int N;
        [Params("a", "bb")] public string Tag { get; set; }
        int[] data;
        [GlobalSetup] public void Setup() { data = new int[N]; Console.Error.WriteLine("setup N=" + N + " Tag=" + Tag); }
        [GlobalCleanup] public void Cleanup() { Console.Error.WriteLine("cleanup N=" + N); }
        [Benchmark(Baseline = true)] public long Sum() { long s = 0; for (int i = 0; i < data.Length; i++) s += data[i] + Tag.Length; return s; }
        [Benchmark] public object Allocate() { return new byte[N]; }
    }
    public class Broken {
        [Benchmark] public int Throws() { throw new InvalidOperationException("broken on purpose"); }
    }
    public class NoBenchmarks { public int NotMeasured() { return 1; } }
}
