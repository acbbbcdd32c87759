// skip-modes: tier1 (it compiles every method first: 15 s of LLVM here; numbers.cs keeps tier1 on CoreLib's formatting)
// Specific cultures through ICU: number, currency, percent and date formats, casing (tr-TR),
// collation, parsing round trips, calendars (ar-SA: UmAlQura, enumerated through a native
// callback), DefaultThreadCurrentCulture and CurrentCulture/CurrentUICulture (an AsyncLocal).
using System;
using System.Globalization;
class P {
    static void Show(string name) {
        var c = new CultureInfo(name);
        var d = new DateTime(2024, 2, 29, 13, 45, 7);
        Console.WriteLine(name + ": " + c.Name + " " + c.DisplayName + " " + c.TwoLetterISOLanguageName + " " + c.LCID);
        Console.WriteLine("  " + 1234567.891.ToString("N", c) + " | " + 3.5m.ToString("C", c) + " | " + 0.256.ToString("P1", c) + " | " + (-42).ToString("N0", c));
        Console.WriteLine("  " + d.ToString(c) + " | " + d.ToString("D", c) + " | " + d.ToString("t", c) + " | " + d.ToString("MMMM dddd", c));
        Console.WriteLine("  " + "istanbul Iİ".ToUpper(c) + " " + "ISTANBUL Iİ".ToLower(c) + " " + c.TextInfo.ToTitleCase("hello wORLD"));
        Console.WriteLine("  " + string.Compare("ä", "z", c, CompareOptions.None) + " " + string.Compare("resume", "résumé", c, CompareOptions.IgnoreNonSpace) + " " + c.CompareInfo.IndexOf("Straße", "SS", CompareOptions.IgnoreCase) + " " + c.CompareInfo.IsPrefix("Hello", "he", CompareOptions.IgnoreCase));
        Console.WriteLine("  " + double.Parse(1.5.ToString(c), c) + " " + DateTime.Parse(d.ToString(c), c).ToString("s"));
        Console.WriteLine("  " + c.NumberFormat.NumberDecimalSeparator + c.NumberFormat.NumberGroupSeparator + c.NumberFormat.CurrencySymbol + " " + c.DateTimeFormat.ShortDatePattern + " " + (int)c.DateTimeFormat.FirstDayOfWeek + " " + c.Calendar.TwoDigitYearMax);
    }
    static void Main() {
        foreach (var n in new[] { "en-US", "de-DE", "fr-FR", "tr-TR", "ja-JP", "sv-SE", "ar-SA", "hi-IN", "zh-Hans", "es", "" }) Show(n);
        CultureInfo.DefaultThreadCurrentCulture = new CultureInfo("de-DE");
        Console.WriteLine(1234.5.ToString() + " " + CultureInfo.CurrentCulture.Name);
        CultureInfo.CurrentCulture = new CultureInfo("fr-FR");
        CultureInfo.CurrentUICulture = new CultureInfo("ja-JP");
        Console.WriteLine(1234.5.ToString() + " " + CultureInfo.CurrentCulture.Name + " " + CultureInfo.CurrentUICulture.Name + " " + new DateTime(2024, 2, 29).ToString("D") + " " + "ÉTÉ".ToLower());
        try { new CultureInfo("xx-not-a-culture-zz"); Console.WriteLine("no throw"); } catch (CultureNotFoundException) { Console.WriteLine("not found"); }
    }
}
