// skip-modes: tier1 (it compiles every method first: 15 s of LLVM here; numbers.cs keeps tier1 on CoreLib's formatting)
// DateTime/DateTimeOffset/TimeSpan/DateOnly/TimeOnly formats and parsing, Guid, TimeZoneInfo
// (Local from TZ or /etc/localtime read by managed code; a custom zone with daylight rules).
using System;
using System.Globalization;
class P {
    static void Main() {
        var inv = CultureInfo.InvariantCulture;
        Console.WriteLine(new DateTime(2024, 2, 29, 13, 45, 7, DateTimeKind.Utc).ToString("O", inv));
        Console.WriteLine(DateTimeOffset.Parse("2024-02-29T13:45:07+02:00", inv).ToUniversalTime().ToString("u", inv));
        Console.WriteLine(TimeSpan.FromMinutes(123.5).ToString("c", inv));
        Console.WriteLine(Guid.Parse("0f8fad5b-d9cb-469f-a165-70867728950e").ToString("N"));
        Console.WriteLine(Guid.Parse("{0F8FAD5B-D9CB-469F-A165-70867728950E}").ToString("B") + " " + new Guid(new byte[] { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 }).ToString());
        Console.WriteLine(new DateTime(2024, 2, 29, 13, 45, 7).ToString());
        Console.WriteLine(new DateTime(2024, 2, 29, 13, 45, 7).ToString("D"));
        Console.WriteLine(new DateTime(2024, 2, 29, 13, 45, 7, 123).ToString("yyyy-MM-dd HH:mm:ss.fff dddd MMM", inv));
        Console.WriteLine(DateTime.Parse("2024-03-01 08:00:00", inv).AddDays(-1).ToString("s"));
        Console.WriteLine(DateTime.ParseExact("29/02/2024 13:45", "dd/MM/yyyy HH:mm", inv).ToString("R"));
        Console.WriteLine(DateTime.TryParse("not a date", inv, DateTimeStyles.None, out _));
        Console.WriteLine(TimeSpan.Parse("1.02:03:04.5", inv).TotalSeconds);
        Console.WriteLine(TimeSpan.FromTicks(-123456789012).ToString() + " " + TimeSpan.FromHours(25.5).ToString("g", inv) + " " + TimeSpan.FromSeconds(3.25).ToString(@"hh\:mm\:ss\.ff", inv));
        Console.WriteLine(new DateTimeOffset(2024, 7, 1, 12, 0, 0, TimeSpan.FromHours(-7)).ToString("o", inv) + " " + DateTimeOffset.FromUnixTimeSeconds(1700000000).ToString("u", inv));
        Console.WriteLine(DateOnly.FromDateTime(new DateTime(2024, 12, 31)).DayNumber + " " + new TimeOnly(23, 59, 58).ToString("T", inv));
        Console.WriteLine(TimeZoneInfo.Utc.Id + " " + TimeZoneInfo.Utc.BaseUtcOffset);
        // a zone with Central European rules built in code (FindSystemTimeZoneById reads tzfiles
        // through FileStream, whose GC.AllocateUninitializedArray needs the TypeHandle contract)
        var start = TimeZoneInfo.TransitionTime.CreateFloatingDateRule(new DateTime(1, 1, 1, 2, 0, 0), 3, 5, DayOfWeek.Sunday);
        var end = TimeZoneInfo.TransitionTime.CreateFloatingDateRule(new DateTime(1, 1, 1, 3, 0, 0), 10, 5, DayOfWeek.Sunday);
        var rule = TimeZoneInfo.AdjustmentRule.CreateAdjustmentRule(DateTime.MinValue.Date, DateTime.MaxValue.Date, TimeSpan.FromHours(1), start, end);
        var cet = TimeZoneInfo.CreateCustomTimeZone("Custom/CET", TimeSpan.FromHours(1), "CET", "CET", "CEST", new[] { rule });
        var summer = new DateTime(2024, 7, 1, 12, 0, 0, DateTimeKind.Utc);
        var winter = new DateTime(2024, 1, 15, 12, 0, 0, DateTimeKind.Utc);
        Console.WriteLine(cet.Id + " " + cet.BaseUtcOffset + " " + cet.IsDaylightSavingTime(summer) + " " + cet.GetUtcOffset(winter) + " " + cet.SupportsDaylightSavingTime);
        Console.WriteLine(TimeZoneInfo.ConvertTimeFromUtc(summer, cet).ToString("O", inv) + " " + TimeZoneInfo.ConvertTimeFromUtc(winter, cet).ToString("O", inv));
        Console.WriteLine(TimeZoneInfo.ConvertTimeToUtc(new DateTime(2024, 3, 31, 3, 30, 0), cet).ToString("s", inv) + " " + cet.IsInvalidTime(new DateTime(2024, 3, 31, 2, 30, 0)) + " " + cet.IsAmbiguousTime(new DateTime(2024, 10, 27, 2, 30, 0)));
        Console.WriteLine(TimeZoneInfo.ConvertTime(new DateTimeOffset(2024, 7, 1, 12, 0, 0, TimeSpan.Zero), cet).ToString("o", inv));
        Console.WriteLine(DateTime.UtcNow.Year > 2000 && DateTime.Now.Year > 2000);
    }
}
