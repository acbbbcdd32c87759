// The program of test_broken_pipe.c: Console and FileStream writes to a pipe whose reader is gone.
// CoreCLR 10: Console output is dropped (exit 0), a FileStream write raises IOException.
using System;
using System.IO;
static class Program {
    static int Main(string[] args) {
        var line = new string('x', 1000);
        switch (args[0]) {
        case "console":
            for (int i = 0; i < 100000; i++) Console.WriteLine(line);
            Console.Out.Flush();
            Console.Error.WriteLine("console done");
            return 0;
        case "stream": {
            var s = Console.OpenStandardOutput();
            var b = new byte[1000];
            for (int i = 0; i < 10000; i++) s.Write(b, 0, b.Length);
            Console.Error.WriteLine("stream done");
            return 0;
        }
        case "file":
            try {
                using (var f = new FileStream("/dev/stdout", FileMode.Open, FileAccess.Write)) {
                    var b = new byte[1000];
                    for (int i = 0; i < 10000; i++) f.Write(b, 0, b.Length);
                }
                Console.Error.WriteLine("file done");
            } catch (IOException e) { Console.Error.WriteLine("IOException " + e.GetType().Name + " " + e.Message + " " + e.HResult); return 3; }
            return 0;
        }
        return 2;
    }
}
