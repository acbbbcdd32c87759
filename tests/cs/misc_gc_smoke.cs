using System;
class Program {
    static int Main() {
        int before = GC.CollectionCount(0);
        long mem = GC.GetTotalMemory(false);
        object[] keep = new object[100];
        for (int i = 0; i < 100000; i++) { var junk = new byte[100]; if (i % 1000 == 0) keep[i / 1000] = junk; }
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        int after = GC.CollectionCount(0);
        Console.WriteLine("collections increased: " + (after > before));
        Console.WriteLine("memory positive: " + (GC.GetTotalMemory(true) > 0) + " " + (mem >= 0));
        Console.WriteLine("kept alive: " + ((byte[])keep[99]).Length);
        Console.WriteLine("max generation >= 0: " + (GC.MaxGeneration >= 0));
        var wr = new WeakReference(new object());
        Console.WriteLine("weakref created");
        GC.KeepAlive(keep);
        return 0;
    }
}
