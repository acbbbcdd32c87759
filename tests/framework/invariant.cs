// Invariant globalization mode switched on by AppContext before any culture is used.
using System;
using System.Globalization;
class P {
    static void Main() {
        AppContext.SetSwitch("System.Globalization.Invariant", true);
        var c = CultureInfo.CurrentCulture;
        Console.WriteLine("[" + c.Name + "] " + (c.LCID) + " " + 1234567.891.ToString("N") + " " + 3.5m.ToString("C"));
        Console.WriteLine("straße ǅ ΣΑΣ".ToUpper() + " " + "İI".ToLower() + " " + string.Compare("a", "B") + " " + string.Compare("é", "f") + " " + "Hello".IndexOf("LL", StringComparison.CurrentCultureIgnoreCase));
        Console.WriteLine(new DateTime(2024, 2, 29, 13, 45, 7).ToString() + " " + new DateTime(2024, 2, 29).ToString("D"));
    }
}
