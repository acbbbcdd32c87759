using System;
class Program {
    static int Iter(double cr, double ci, int max) {
        double zr = 0, zi = 0;
        int n = 0;
        while (n < max && zr * zr + zi * zi <= 4.0) {
            double t = zr * zr - zi * zi + cr;
            zi = 2 * zr * zi + ci;
            zr = t;
            n++;
        }
        return n;
    }
    static int Main() {
        string chars = " .:-=+*#%@";
        for (int y = -10; y <= 10; y++) {
            var line = new System.Text.StringBuilder();
            for (int x = -40; x <= 20; x++) {
                int n = Iter(x / 20.0, y / 10.0, 200);
                line.Append(chars[n >= 200 ? 9 : n % 9]);
            }
            Console.WriteLine(line.ToString().TrimEnd());
        }
        long total = 0;
        for (int y = 0; y < 50; y++) for (int x = 0; x < 50; x++) total += Iter(-2 + x * 0.05, -1.25 + y * 0.05, 100);
        Console.WriteLine("total " + total);
        return 0;
    }
}
