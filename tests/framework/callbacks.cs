// Reverse P/Invoke: libc's qsort calls an [UnmanagedCallersOnly] comparer (collecting inside it), and
// pthread_create runs one on a thread the runtime has never seen (attached, then detached).
using System;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
static unsafe class P {
    [DllImport("libc", EntryPoint = "qsort")]
    static extern void qsort(void* items, nuint count, nuint size, delegate* unmanaged<int*, int*, int> compare);
    [DllImport("libc", EntryPoint = "pthread_create")]
    static extern int pthread_create(nuint* thread, void* attributes, delegate* unmanaged<nint, nint> start, nint argument);
    [DllImport("libc", EntryPoint = "pthread_join")]
    static extern int pthread_join(nuint thread, nint* result);

    static int calls;

    [UnmanagedCallersOnly]
    static int Compare(int* a, int* b) {
        if (calls++ == 0) GC.Collect(); // a collection while the caller's frames are in qsort
        return *a < *b ? -1 : *a > *b ? 1 : 0;
    }

    [UnmanagedCallersOnly]
    static nint Worker(nint argument) {
        // a thread the runtime has never seen: it allocates, formats and returns a value
        var text = new string('x', (int)argument) + (argument * 2).ToString();
        GC.Collect();
        return text.Length;
    }

    static void Main() {
        int[] values = { 5, -3, 42, 0, 17, 8, -100, 3 };
        fixed (int* p = values) qsort(p, (nuint)values.Length, sizeof(int), &Compare);
        var sorted = "";
        for (int i = 0; i < values.Length; i++) sorted += (i > 0 ? "," : "") + values[i].ToString();
        Console.WriteLine(sorted + " " + (calls > 0));
        var kept = new string('k', 3) + "ept";
        nuint thread;
        int rc = pthread_create(&thread, null, &Worker, 40);
        nint result;
        pthread_join(thread, &result);
        Console.WriteLine(rc + " " + result);
        GC.Collect();
        Console.WriteLine("done " + kept);
    }
}
