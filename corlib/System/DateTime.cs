using System.Runtime.CompilerServices;

namespace System
{
    [Serializable]
    public struct DateTime : IComparable, IComparable<DateTime>, IEquatable<DateTime>, IFormattable
    {
        // Wall clock: 100 ns ticks since 0001-01-01 UTC.
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern long GetSystemTimeAsTicks();

        const long TicksPerDay = TimeSpan.TicksPerDay;
        internal const long UnixEpochTicks = 621355968000000000;
        static readonly int[] s_daysToMonth365 = { 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365 };
        static readonly int[] s_daysToMonth366 = { 0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366 };

        public static readonly DateTime MinValue = new DateTime(0L);
        public static readonly DateTime MaxValue = new DateTime(3155378975999999999L);
        public static readonly DateTime UnixEpoch = new DateTime(UnixEpochTicks, DateTimeKind.Utc);

        long _ticks;
        DateTimeKind _kind;

        public DateTime(long ticks)
        {
            if (ticks < 0 || ticks > 3155378975999999999L) throw new ArgumentOutOfRangeException("ticks", "Ticks must be between DateTime.MinValue.Ticks and DateTime.MaxValue.Ticks.");
            _ticks = ticks;
            _kind = DateTimeKind.Unspecified;
        }
        public DateTime(long ticks, DateTimeKind kind) : this(ticks) { _kind = kind; }
        public DateTime(int year, int month, int day) : this(DateToTicks(year, month, day)) { }
        public DateTime(int year, int month, int day, int hour, int minute, int second)
            : this(DateToTicks(year, month, day) + new TimeSpan(hour, minute, second).Ticks) { }
        public DateTime(int year, int month, int day, int hour, int minute, int second, DateTimeKind kind)
            : this(DateToTicks(year, month, day) + new TimeSpan(hour, minute, second).Ticks, kind) { }
        public DateTime(int year, int month, int day, int hour, int minute, int second, int millisecond)
            : this(DateToTicks(year, month, day) + new TimeSpan(0, hour, minute, second, millisecond).Ticks) { }

        public static bool IsLeapYear(int year) { return (year & 3) == 0 && ((year % 100) != 0 || (year % 400) == 0); }

        public static int DaysInMonth(int year, int month)
        {
            if (month < 1 || month > 12) throw new ArgumentOutOfRangeException("month", "Month must be between one and twelve.");
            int[] days = IsLeapYear(year) ? s_daysToMonth366 : s_daysToMonth365;
            return days[month] - days[month - 1];
        }

        static long DateToTicks(int year, int month, int day)
        {
            if (year < 1 || year > 9999 || month < 1 || month > 12) throw new ArgumentOutOfRangeException(null, "Year, Month, and Day parameters describe an un-representable DateTime.");
            int[] days = IsLeapYear(year) ? s_daysToMonth366 : s_daysToMonth365;
            if (day < 1 || day > days[month] - days[month - 1]) throw new ArgumentOutOfRangeException(null, "Year, Month, and Day parameters describe an un-representable DateTime.");
            int y = year - 1;
            int n = y * 365 + y / 4 - y / 100 + y / 400 + days[month - 1] + day - 1;
            return n * TicksPerDay;
        }

        void GetDate(out int year, out int month, out int day)
        {
            int n = (int)(_ticks / TicksPerDay);
            int y400 = n / 146097; n -= y400 * 146097;
            int y100 = n / 36524; if (y100 == 4) y100 = 3; n -= y100 * 36524;
            int y4 = n / 1461; n -= y4 * 1461;
            int y1 = n / 365; if (y1 == 4) y1 = 3;
            year = y400 * 400 + y100 * 100 + y4 * 4 + y1 + 1;
            n -= y1 * 365;
            int[] days = (y1 == 3 && (y4 != 24 || y100 == 3)) ? s_daysToMonth366 : s_daysToMonth365;
            int m = (n >> 5) + 1;
            while (n >= days[m]) m++;
            month = m;
            day = n - days[m - 1] + 1;
        }

        public long Ticks { get { return _ticks; } }
        public DateTimeKind Kind { get { return _kind; } }
        public int Year { get { int y, m, d; GetDate(out y, out m, out d); return y; } }
        public int Month { get { int y, m, d; GetDate(out y, out m, out d); return m; } }
        public int Day { get { int y, m, d; GetDate(out y, out m, out d); return d; } }
        public int Hour { get { return (int)((_ticks / TimeSpan.TicksPerHour) % 24); } }
        public int Minute { get { return (int)((_ticks / TimeSpan.TicksPerMinute) % 60); } }
        public int Second { get { return (int)((_ticks / TimeSpan.TicksPerSecond) % 60); } }
        public int Millisecond { get { return (int)((_ticks / TimeSpan.TicksPerMillisecond) % 1000); } }
        public DayOfWeek DayOfWeek { get { return (DayOfWeek)((int)(_ticks / TicksPerDay + 1) % 7); } }
        public int DayOfYear { get { int y, m, d; GetDate(out y, out m, out d); return (IsLeapYear(y) ? s_daysToMonth366 : s_daysToMonth365)[m - 1] + d; } }
        public DateTime Date { get { return new DateTime(_ticks - _ticks % TicksPerDay, _kind); } }
        public TimeSpan TimeOfDay { get { return new TimeSpan(_ticks % TicksPerDay); } }

        public static DateTime UtcNow { get { return new DateTime(GetSystemTimeAsTicks(), DateTimeKind.Utc); } }
        public static DateTime Now { get { return new DateTime(GetSystemTimeAsTicks(), DateTimeKind.Local); } }
        public static DateTime Today { get { return Now.Date; } }

        public DateTime Add(TimeSpan value) { return new DateTime(_ticks + value.Ticks, _kind); }
        public DateTime AddTicks(long value) { return new DateTime(_ticks + value, _kind); }
        public DateTime AddMilliseconds(double value) { return new DateTime(_ticks + (long)(value * TimeSpan.TicksPerMillisecond), _kind); }
        public DateTime AddSeconds(double value) { return new DateTime(_ticks + (long)(value * TimeSpan.TicksPerSecond), _kind); }
        public DateTime AddMinutes(double value) { return new DateTime(_ticks + (long)(value * TimeSpan.TicksPerMinute), _kind); }
        public DateTime AddHours(double value) { return new DateTime(_ticks + (long)(value * TimeSpan.TicksPerHour), _kind); }
        public DateTime AddDays(double value) { return new DateTime(_ticks + (long)(value * TicksPerDay), _kind); }
        public DateTime AddMonths(int months)
        {
            int y, m, d;
            GetDate(out y, out m, out d);
            int i = m - 1 + months;
            if (i >= 0) { m = i % 12 + 1; y = y + i / 12; }
            else { m = 12 + (i + 1) % 12; y = y + (i - 11) / 12; }
            int days = DaysInMonth(y, m);
            if (d > days) d = days;
            return new DateTime(DateToTicks(y, m, d) + _ticks % TicksPerDay, _kind);
        }
        public DateTime AddYears(int value) { return AddMonths(value * 12); }
        public TimeSpan Subtract(DateTime value) { return new TimeSpan(_ticks - value._ticks); }
        public DateTime Subtract(TimeSpan value) { return new DateTime(_ticks - value.Ticks, _kind); }
        public DateTime ToUniversalTime() { return new DateTime(_ticks, DateTimeKind.Utc); }
        public DateTime ToLocalTime() { return new DateTime(_ticks, DateTimeKind.Local); }
        public long ToBinary() { return _ticks; }

        public static int Compare(DateTime t1, DateTime t2) { return t1._ticks < t2._ticks ? -1 : t1._ticks > t2._ticks ? 1 : 0; }
        public int CompareTo(object value)
        {
            if (value == null) return 1;
            if (!(value is DateTime)) throw new ArgumentException("Object must be of type DateTime.");
            return Compare(this, (DateTime)value);
        }
        public int CompareTo(DateTime value) { return Compare(this, value); }
        public override bool Equals(object value) { return value is DateTime && _ticks == ((DateTime)value)._ticks; }
        public bool Equals(DateTime value) { return _ticks == value._ticks; }
        public static bool Equals(DateTime t1, DateTime t2) { return t1._ticks == t2._ticks; }
        public override int GetHashCode() { return (int)_ticks ^ (int)(_ticks >> 32); }

        // Invariant "G": MM/dd/yyyy HH:mm:ss
        public override string ToString() { return ToString("G", null); }
        public string ToString(string format) { return ToString(format, null); }
        public string ToString(IFormatProvider provider) { return ToString("G", provider); }
        public string ToString(string format, IFormatProvider provider)
        {
            int y, m, d;
            GetDate(out y, out m, out d);
            if (string.IsNullOrEmpty(format) || format == "G") return m.ToString("D2") + "/" + d.ToString("D2") + "/" + y.ToString("D4") + " " + Hour.ToString("D2") + ":" + Minute.ToString("D2") + ":" + Second.ToString("D2");
            if (format == "d") return m.ToString("D2") + "/" + d.ToString("D2") + "/" + y.ToString("D4");
            if (format == "o" || format == "O") return y.ToString("D4") + "-" + m.ToString("D2") + "-" + d.ToString("D2") + "T" + Hour.ToString("D2") + ":" + Minute.ToString("D2") + ":" + Second.ToString("D2") + "." + ((int)(_ticks % TimeSpan.TicksPerSecond)).ToString("D7") + (_kind == DateTimeKind.Utc ? "Z" : "");
            if (format == "s") return y.ToString("D4") + "-" + m.ToString("D2") + "-" + d.ToString("D2") + "T" + Hour.ToString("D2") + ":" + Minute.ToString("D2") + ":" + Second.ToString("D2");
            System.Text.StringBuilder sb = new System.Text.StringBuilder();
            for (int i = 0; i < format.Length; i++)
            {
                char c = format[i];
                int n = 1;
                while (i + n < format.Length && format[i + n] == c) n++;
                switch (c)
                {
                    case 'y': sb.Append(n <= 2 ? (y % 100).ToString(n == 2 ? "D2" : "D1") : y.ToString("D" + n)); break;
                    case 'M': sb.Append(m.ToString(n >= 2 ? "D2" : "D1")); break;
                    case 'd': sb.Append(d.ToString(n >= 2 ? "D2" : "D1")); break;
                    case 'H': sb.Append(Hour.ToString(n >= 2 ? "D2" : "D1")); break;
                    case 'h': { int h = Hour % 12; if (h == 0) h = 12; sb.Append(h.ToString(n >= 2 ? "D2" : "D1")); break; }
                    case 'm': sb.Append(Minute.ToString(n >= 2 ? "D2" : "D1")); break;
                    case 's': sb.Append(Second.ToString(n >= 2 ? "D2" : "D1")); break;
                    case 'f': sb.Append(((int)(_ticks % TimeSpan.TicksPerSecond)).ToString("D7").Substring(0, Math.Min(n, 7))); break;
                    case 't': sb.Append(Hour < 12 ? (n == 1 ? "A" : "AM") : (n == 1 ? "P" : "PM")); break;
                    default: sb.Append(c, n); break;
                }
                i += n - 1;
            }
            return sb.ToString();
        }

        public static DateTime operator +(DateTime d, TimeSpan t) { return d.Add(t); }
        public static DateTime operator -(DateTime d, TimeSpan t) { return d.Subtract(t); }
        public static TimeSpan operator -(DateTime d1, DateTime d2) { return d1.Subtract(d2); }
        public static bool operator ==(DateTime d1, DateTime d2) { return d1._ticks == d2._ticks; }
        public static bool operator !=(DateTime d1, DateTime d2) { return d1._ticks != d2._ticks; }
        public static bool operator <(DateTime t1, DateTime t2) { return t1._ticks < t2._ticks; }
        public static bool operator <=(DateTime t1, DateTime t2) { return t1._ticks <= t2._ticks; }
        public static bool operator >(DateTime t1, DateTime t2) { return t1._ticks > t2._ticks; }
        public static bool operator >=(DateTime t1, DateTime t2) { return t1._ticks >= t2._ticks; }
    }
}
