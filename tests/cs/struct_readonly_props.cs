using System;
struct Money {
    readonly long cents;
    public Money(long c) { cents = c; }
    public long Cents { get { return cents; } }
    public static Money operator +(Money a, Money b) { return new Money(a.cents + b.cents); }
    public static Money operator *(Money a, int k) { return new Money(a.cents * k); }
    public static bool operator >(Money a, Money b) { return a.cents > b.cents; }
    public static bool operator <(Money a, Money b) { return a.cents < b.cents; }
    public override string ToString() { return (cents < 0 ? "-" : "") + "$" + Math.Abs(cents) / 100 + "." + (Math.Abs(cents) % 100).ToString("D2"); }
}
class Program {
    static int Main() {
        Money a = new Money(1999), b = new Money(1);
        Console.WriteLine(a + b);
        Console.WriteLine(a * 3);
        Console.WriteLine((a > b) + " " + (a < b));
        Money total = new Money(0);
        for (int i = 1; i <= 10; i++) total = total + new Money(i * 11);
        Console.WriteLine(total + " " + total.Cents);
        Console.WriteLine(new Money(-250));
        Money[] ms = { new Money(5), new Money(500), new Money(50) };
        Money mx = ms[0];
        foreach (var m in ms) if (m > mx) mx = m;
        Console.WriteLine(mx);
        return 0;
    }
}
