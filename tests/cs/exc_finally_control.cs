using System;
class Program {
    static string log = "";
    static int ReturnInTry() { try { log += "t"; return 1; } finally { log += "f"; } }
    static int ReturnOverride() { int x = 1; try { return x; } finally { x = 2; log += "x=" + x; } }
    static int Main() {
        Console.WriteLine(ReturnInTry() + " " + log); log = "";
        Console.WriteLine(ReturnOverride() + " " + log); log = "";
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                log += "b" + i;
            } finally { log += "f" + i; }
        }
        Console.WriteLine(log); log = "";
        int j = 0;
        while (true) {
            try { try { j++; if (j > 2) break; } finally { log += "in" + j; } } finally { log += "out" + j; }
        }
        Console.WriteLine(log); log = "";
        try { try { throw new Exception("x"); } finally { log += "inner-finally "; } }
        catch (Exception e) { log += "caught " + e.Message; }
        Console.WriteLine(log);
        return 0;
    }
}
