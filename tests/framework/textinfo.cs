// skip-modes: tier1 (it compiles every method first: 15 s of LLVM here; numbers.cs keeps tier1 on CoreLib's formatting)
// Normalization, sort keys, IDN, Unicode categories, culture-aware and ordinal comparers,
// RegionInfo, culture parents, non-Gregorian calendars, parsing and custom number formats.
using System;
using System.Globalization;
using System.Text;
class P {
    static void Main() {
        var inv = CultureInfo.InvariantCulture;
        string s = "e\u0301";
        Console.WriteLine(s.Normalize().Length + " " + s.IsNormalized() + " " + "\u00e9".Normalize(NormalizationForm.FormD).Length + " " + "ﬁ".Normalize(NormalizationForm.FormKC));
        var de = new CultureInfo("de-DE");
        var k1 = de.CompareInfo.GetSortKey("apple"); var k2 = de.CompareInfo.GetSortKey("Apple");
        Console.WriteLine(SortKey.Compare(k1, k2) + " " + k1.KeyData.Length + " " + de.CompareInfo.GetHashCode("Straße", CompareOptions.IgnoreCase) == de.CompareInfo.GetHashCode("STRASSE", CompareOptions.IgnoreCase).ToString());
        Console.WriteLine(new IdnMapping().GetAscii("bücher.example") + " " + new IdnMapping().GetUnicode("xn--bcher-kva.example"));
        Console.WriteLine((int)CharUnicodeInfo.GetUnicodeCategory((char)0x20AC) + " " + char.IsLetter('ß') + " " + char.ToUpper('ß') + " " + char.ToUpperInvariant('é'));
        Console.WriteLine(string.Equals("encyclopædia", "encyclopaedia", StringComparison.InvariantCulture) + " " + "Ölfass".StartsWith("Ol", StringComparison.InvariantCultureIgnoreCase) + " " + "abc".EndsWith("C", true, de));
        Console.WriteLine(de.CompareInfo.IndexOf("Die Straße", "STRASSE", CompareOptions.IgnoreCase) + " " + de.CompareInfo.LastIndexOf("aXbXc", "x", CompareOptions.IgnoreCase) + " " + inv.CompareInfo.Compare("a-b", "ab", CompareOptions.IgnoreSymbols));
        var arr = new[] { "zebra", "Äpfel", "apple", "Zoo", "äther", "Apfel" };
        var cmps = new StringComparer[] { StringComparer.Create(de, false), StringComparer.Ordinal, StringComparer.OrdinalIgnoreCase, StringComparer.InvariantCultureIgnoreCase };
        foreach (var cmp in cmps) { var sb = new StringBuilder(); foreach (var x in arr) foreach (var y in arr) sb.Append(Math.Sign(cmp.Compare(x, y)) + 1); Console.WriteLine(sb.ToString()); }
        Console.WriteLine(new RegionInfo("DE").ISOCurrencySymbol + " " + new RegionInfo("en-US").TwoLetterISORegionName + " " + RegionInfo.CurrentRegion.Name);
        Console.WriteLine(CultureInfo.GetCultureInfo("pt-BR").NumberFormat.CurrencySymbol + " " + CultureInfo.GetCultureInfo("de").Parent.Name + "|" + CultureInfo.GetCultureInfo("de-AT").Parent.Name + " " + CultureInfo.GetCultureInfo("en-US").NativeName);
        Console.WriteLine(new JapaneseCalendar().GetEra(new DateTime(2020, 1, 1)) + " " + new HebrewCalendar().GetYear(new DateTime(2024, 1, 1)) + " " + new ThaiBuddhistCalendar().GetYear(new DateTime(2024, 1, 1)));
        Console.WriteLine(new DateTime(2024, 5, 1).ToString("D", new CultureInfo("ja-JP") { DateTimeFormat = { Calendar = new JapaneseCalendar() } }));
        Console.WriteLine(CultureInfo.GetCultures(CultureTypes.SpecificCultures).Length > 100);
        Console.WriteLine(decimal.Parse("1.234,5", de) + " " + double.Parse("1e300", inv) * 10 + " " + float.Parse("3.4028235E+38", inv) + " " + int.Parse("  42 ", inv) + " " + Half.Parse("1.5", inv));
        Console.WriteLine(12.ToString("00.00", de) + " " + 1234.5.ToString("#,##0.00;(#,##0.00)", inv) + " " + (-1234.5).ToString("#,##0.00;(#,##0.00)", inv) + " " + 0.000123.ToString("G3", inv) + " " + 123456789.0.ToString("E2", de));
        Console.WriteLine(Encoding.UTF8.GetByteCount("ü€😀") + " " + Encoding.Latin1.GetString(new byte[] { 0xe9 }) + " " + Encoding.ASCII.GetBytes("é")[0]);
    }
}
