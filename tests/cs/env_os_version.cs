// Environment.OSVersion as CoreCLR builds it on Unix: four numbers from uname's release, each
// after skipping what is not a digit, printed "Unix <major>.<minor>.<build>.<revision>".  The
// kernel differs between machines, so the test compares with /proc/sys/kernel/osrelease.
using System;
using System.IO;

static class Program {
    static int Main() {
        OperatingSystem os = Environment.OSVersion;
        string release = File.ReadAllText("/proc/sys/kernel/osrelease").Trim();
        string[] parts = release.Split('.', '-');
        Console.WriteLine("platform " + os.Platform);
        Console.WriteLine("string is Unix + version: " + (os.ToString() == "Unix " + os.Version && os.VersionString == os.ToString()));
        Console.WriteLine("major matches: " + (os.Version.Major.ToString() == parts[0]));
        Console.WriteLine("minor matches: " + (os.Version.Minor.ToString() == parts[1]));
        Console.WriteLine("four parts: " + (os.Version.Build >= 0 && os.Version.Revision >= 0));
        Console.WriteLine("at least 3: " + (os.Version.Major >= 3));
        return 0;
    }
}
