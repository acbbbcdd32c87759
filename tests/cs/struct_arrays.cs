using System;
struct Particle { public double X, V; public int Id; }
class Program {
    static int Main() {
        Particle[] ps = new Particle[100];
        for (int i = 0; i < ps.Length; i++) { ps[i].Id = i; ps[i].X = i; ps[i].V = (i % 5) - 2; }
        for (int step = 0; step < 50; step++)
            for (int i = 0; i < ps.Length; i++) {
                ps[i].X += ps[i].V * 0.5;
                if (ps[i].X < 0 || ps[i].X > 100) ps[i].V = -ps[i].V;
            }
        double sum = 0; int maxId = -1; double maxX = double.MinValue;
        foreach (var p in ps) { sum += p.X; if (p.X > maxX) { maxX = p.X; maxId = p.Id; } }
        Console.WriteLine(sum + " " + maxId + " " + maxX);
        Particle[] copy = (Particle[])ps.Clone();
        copy[0].X = -1000;
        Console.WriteLine(ps[0].X + " " + copy[0].X);
        Array.Resize(ref copy, 3);
        Console.WriteLine(copy.Length + " " + copy[2].Id);
        var grid = new Particle[3, 3];
        grid[1, 2].Id = 12;
        grid[1, 2].X += 2.5;
        Console.WriteLine(grid[1, 2].Id + " " + grid[1, 2].X + " " + grid[0, 0].Id);
        return 0;
    }
}
