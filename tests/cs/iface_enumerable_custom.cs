using System;
using System.Collections;
using System.Collections.Generic;
class Range : IEnumerable<int> {
    int lo, hi;
    public Range(int lo, int hi) { this.lo = lo; this.hi = hi; }
    public IEnumerator<int> GetEnumerator() { return new En(lo, hi); }
    IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
    class En : IEnumerator<int> {
        int cur, hi, lo;
        public En(int lo, int hi) { this.lo = lo; this.hi = hi; cur = lo - 1; }
        public int Current { get { return cur; } }
        object IEnumerator.Current { get { return cur; } }
        public bool MoveNext() { return ++cur < hi; }
        public void Reset() { cur = lo - 1; }
        public void Dispose() { Console.WriteLine("disposed at " + cur); }
    }
}
class Program {
    static int Main() {
        int s = 0;
        foreach (int i in new Range(0, 10)) s += i;
        Console.WriteLine(s);
        foreach (int i in new Range(5, 100)) { if (i > 7) break; Console.WriteLine(i); }
        IEnumerable ne = new Range(1, 4);
        foreach (object o in ne) Console.Write(o + ";");
        Console.WriteLine();
        return 0;
    }
}
