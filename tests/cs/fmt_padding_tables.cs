using System;
class Program {
    static int Main() {
        string[] items = { "Widget", "Gadget", "Thingamajig", "X" };
        int[] counts = { 5, 120, 7, 99999 };
        decimal[] prices = { 2.50m, 0.99m, 1234.00m, 0.01m };
        Console.WriteLine("{0,-12}|{1,6}|{2,10}", "Item", "Qty", "Price");
        Console.WriteLine(new string('-', 30));
        decimal total = 0;
        for (int i = 0; i < items.Length; i++) {
            Console.WriteLine("{0,-12}|{1,6}|{2,10:N2}", items[i], counts[i], prices[i]);
            total += counts[i] * prices[i];
        }
        Console.WriteLine("{0,-12}|{1,6}|{2,10:N2}", "TOTAL", "", total);
        for (int i = 1; i <= 3; i++) Console.WriteLine("{0:D2}: {1,5:X}h {2,8:E1}", i, i * 1000, i * 12345.0);
        return 0;
    }
}
