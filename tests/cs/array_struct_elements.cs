using System;
struct Cell { public int R, C; public char Ch; }
class Program {
    static int Main() {
        Cell[] cells = new Cell[12];
        for (int i = 0; i < cells.Length; i++) { cells[i].R = i / 4; cells[i].C = i % 4; cells[i].Ch = (char)('a' + i); }
        var sb = new System.Text.StringBuilder();
        foreach (var c in cells) sb.Append(c.Ch).Append(c.R).Append(c.C).Append(' ');
        Console.WriteLine(sb.ToString());
        Cell tmp = cells[0]; cells[0] = cells[11]; cells[11] = tmp;
        Console.WriteLine(cells[0].Ch + " " + cells[11].Ch);
        Cell[] copy = new Cell[12];
        Array.Copy(cells, copy, 12);
        copy[5].Ch = 'Z';
        Console.WriteLine(cells[5].Ch + " " + copy[5].Ch);
        Array.Reverse(copy);
        Console.WriteLine(copy[0].Ch + " " + copy[6].Ch);
        Array.Clear(copy, 0, 6);
        Console.WriteLine((int)copy[0].Ch + " " + copy[6].Ch);
        long[] longs = new long[5];
        longs[4] = long.MinValue;
        Console.WriteLine(longs[4] + " " + longs[0]);
        return 0;
    }
}
