using System;
using System.Collections.Generic;
class Version : IComparable<Version>, IComparable {
    public int Major, Minor;
    public Version(int a, int b) { Major = a; Minor = b; }
    public int CompareTo(Version o) { return Major != o.Major ? Major.CompareTo(o.Major) : Minor.CompareTo(o.Minor); }
    public int CompareTo(object o) { return CompareTo((Version)o); }
    public override string ToString() { return Major + "." + Minor; }
}
class ByMinor : IComparer<Version> { public int Compare(Version a, Version b) { return a.Minor - b.Minor; } }
class Program {
    static int Main() {
        var vs = new List<Version> { new Version(2, 1), new Version(1, 9), new Version(2, 0), new Version(1, 10), new Version(0, 5) };
        vs.Sort();
        Console.WriteLine(string.Join(" ", vs));
        vs.Sort(new ByMinor());
        Console.WriteLine(string.Join(" ", vs));
        Version[] arr = vs.ToArray();
        Array.Sort(arr);
        Console.WriteLine(string.Join(" ", (object[])arr));
        IComparable c = arr[0];
        Console.WriteLine(c.CompareTo(arr[1]) + " " + arr[4].CompareTo(arr[0]));
        Console.WriteLine(Comparer<Version>.Default.Compare(new Version(1, 1), new Version(1, 1)));
        return 0;
    }
}
