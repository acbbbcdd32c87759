// skip-modes: gcstress
// (GCStress collects inside allocations, where the conservatively scanned native stack can still
// hold the dropped key, so whether it is collected is not deterministic there.)
// ConditionalWeakTable (DependentHandle): a value lives exactly as long as its key, a value
// also reachable another way is still found where the collector moved it, and string
// interpolation (ArrayPool's trimming uses a ConditionalWeakTable) works.
using System;
using System.Runtime.CompilerServices;

class Key { public int Id; }
class Value { public Key Back; public string Text; }

static class Program
{
    static ConditionalWeakTable<Key, Value> table = new ConditionalWeakTable<Key, Value>();

    [MethodImpl(MethodImplOptions.NoInlining)]
    static WeakReference AddDropped(int id)
    {
        var key = new Key { Id = id };
        var value = new Value { Back = key, Text = "dropped" }; // the value refers back to its key
        table.Add(key, value);
        return new WeakReference(value);
    }

    static Value[] alsoHeld = new Value[1];
    static Key shared;

    [MethodImpl(MethodImplOptions.NoInlining)]
    static void AddShared()
    {
        shared = new Key { Id = 3 };
        alsoHeld[0] = new Value { Text = "shared" }; // traced from this static before the table
        table.Add(shared, alsoHeld[0]);
    }

    static int Main()
    {
        var kept = new Key { Id = 1 };
        table.Add(kept, new Value { Text = "kept" });
        WeakReference dropped = AddDropped(2);
        for (int i = 0; i < 3; i++) { GC.Collect(); GC.WaitForPendingFinalizers(); }
        Value v;
        Console.WriteLine(table.TryGetValue(kept, out v) ? v.Text : "missing");
        Console.WriteLine(dropped.IsAlive ? "value leaked" : "value collected");
        int count = 0;
        foreach (var pair in table) count++;
        Console.WriteLine($"entries {count}, key {kept.Id}, {DateTime.MinValue.Year}");
        AddShared();
        GC.Collect(0); // a young collection copies the value out of the nursery
        Console.WriteLine(table.TryGetValue(shared, out v) && ReferenceEquals(v, alsoHeld[0]) ? v.Text : "moved value lost");
        GC.KeepAlive(kept);
        return 0;
    }
}
