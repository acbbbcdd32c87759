using System;
enum Dir { N, E, S, W }
class Program {
    static Dir Right(Dir d) { return (Dir)(((int)d + 1) % 4); }
    static Dir Left(Dir d) { return (Dir)(((int)d + 3) % 4); }
    static int Main() {
        Dir d = Dir.N;
        string path = "RRLRRRLLLR";
        int x = 0, y = 0;
        foreach (char c in path) {
            d = c == 'R' ? Right(d) : Left(d);
            switch (d) { case Dir.N: y++; break; case Dir.S: y--; break; case Dir.E: x++; break; case Dir.W: x--; break; }
        }
        Console.WriteLine(d + " " + x + "," + y);
        Dir e = Dir.W;
        e--;
        Console.WriteLine(e + " " + (e - Dir.N) + " " + (Dir.N + 2));
        Console.WriteLine((Dir)(-1) + " " + (int)(Dir)(-1));
        Console.WriteLine(Dir.S > Dir.E);
        return 0;
    }
}
