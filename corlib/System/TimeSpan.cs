using System.Text;

namespace System
{
    [Serializable]
    public struct TimeSpan : IComparable, IComparable<TimeSpan>, IEquatable<TimeSpan>, IFormattable
    {
        public const long TicksPerMillisecond = 10000;
        public const long TicksPerSecond = TicksPerMillisecond * 1000;
        public const long TicksPerMinute = TicksPerSecond * 60;
        public const long TicksPerHour = TicksPerMinute * 60;
        public const long TicksPerDay = TicksPerHour * 24;

        public static readonly TimeSpan Zero = new TimeSpan(0);
        public static readonly TimeSpan MaxValue = new TimeSpan(long.MaxValue);
        public static readonly TimeSpan MinValue = new TimeSpan(long.MinValue);

        internal long _ticks;

        public TimeSpan(long ticks) { _ticks = ticks; }
        public TimeSpan(int hours, int minutes, int seconds) { _ticks = TimeToTicks(hours, minutes, seconds); }
        public TimeSpan(int days, int hours, int minutes, int seconds) : this(days, hours, minutes, seconds, 0) { }
        public TimeSpan(int days, int hours, int minutes, int seconds, int milliseconds)
        {
            long totalMilliSeconds = ((long)days * 3600 * 24 + (long)hours * 3600 + (long)minutes * 60 + seconds) * 1000 + milliseconds;
            _ticks = totalMilliSeconds * TicksPerMillisecond;
        }

        static long TimeToTicks(int hour, int minute, int second)
        {
            long totalSeconds = (long)hour * 3600 + (long)minute * 60 + (long)second;
            return totalSeconds * TicksPerSecond;
        }

        public long Ticks { get { return _ticks; } }
        public int Days { get { return (int)(_ticks / TicksPerDay); } }
        public int Hours { get { return (int)((_ticks / TicksPerHour) % 24); } }
        public int Milliseconds { get { return (int)((_ticks / TicksPerMillisecond) % 1000); } }
        public int Minutes { get { return (int)((_ticks / TicksPerMinute) % 60); } }
        public int Seconds { get { return (int)((_ticks / TicksPerSecond) % 60); } }
        public double TotalDays { get { return ((double)_ticks) / TicksPerDay; } }
        public double TotalHours { get { return (double)_ticks / TicksPerHour; } }
        public double TotalMilliseconds { get { return (double)_ticks / TicksPerMillisecond; } }
        public double TotalMinutes { get { return (double)_ticks / TicksPerMinute; } }
        public double TotalSeconds { get { return (double)_ticks / TicksPerSecond; } }

        public TimeSpan Add(TimeSpan ts)
        {
            long result = _ticks + ts._ticks;
            if ((_ticks >> 63 == ts._ticks >> 63) && (_ticks >> 63 != result >> 63)) throw new OverflowException("TimeSpan overflowed because the duration is too long.");
            return new TimeSpan(result);
        }
        public TimeSpan Subtract(TimeSpan ts)
        {
            long result = _ticks - ts._ticks;
            if ((_ticks >> 63 != ts._ticks >> 63) && (_ticks >> 63 != result >> 63)) throw new OverflowException("TimeSpan overflowed because the duration is too long.");
            return new TimeSpan(result);
        }
        public TimeSpan Duration()
        {
            if (_ticks == MinValue._ticks) throw new OverflowException("The duration cannot be returned for TimeSpan.MinValue because the absolute value of TimeSpan.MinValue exceeds the value of TimeSpan.MaxValue.");
            return new TimeSpan(_ticks >= 0 ? _ticks : -_ticks);
        }
        public TimeSpan Negate() { return new TimeSpan(-_ticks); }
        public TimeSpan Multiply(double factor) { return new TimeSpan((long)Math.Round(_ticks * factor)); }
        public TimeSpan Divide(double divisor) { return new TimeSpan((long)Math.Round(_ticks / divisor)); }
        public double Divide(TimeSpan ts) { return _ticks / (double)ts._ticks; }

        static TimeSpan Interval(double value, double scale)
        {
            if (double.IsNaN(value)) throw new ArgumentException("TimeSpan does not accept floating point Not-a-Number values.");
            double ticks = value * scale;
            if (ticks > long.MaxValue || ticks < long.MinValue) throw new OverflowException("TimeSpan overflowed because the duration is too long.");
            return new TimeSpan((long)ticks);
        }
        public static TimeSpan FromDays(double value) { return Interval(value, TicksPerDay); }
        public static TimeSpan FromHours(double value) { return Interval(value, TicksPerHour); }
        public static TimeSpan FromMilliseconds(double value) { return Interval(value, TicksPerMillisecond); }
        public static TimeSpan FromMinutes(double value) { return Interval(value, TicksPerMinute); }
        public static TimeSpan FromSeconds(double value) { return Interval(value, TicksPerSecond); }
        public static TimeSpan FromTicks(long value) { return new TimeSpan(value); }

        public static int Compare(TimeSpan t1, TimeSpan t2) { return t1._ticks < t2._ticks ? -1 : t1._ticks > t2._ticks ? 1 : 0; }
        public int CompareTo(object value)
        {
            if (value == null) return 1;
            if (!(value is TimeSpan)) throw new ArgumentException("Object must be of type TimeSpan.");
            return Compare(this, (TimeSpan)value);
        }
        public int CompareTo(TimeSpan value) { return Compare(this, value); }
        public override bool Equals(object value) { return value is TimeSpan && _ticks == ((TimeSpan)value)._ticks; }
        public bool Equals(TimeSpan obj) { return _ticks == obj._ticks; }
        public static bool Equals(TimeSpan t1, TimeSpan t2) { return t1._ticks == t2._ticks; }
        public override int GetHashCode() { return (int)_ticks ^ (int)(_ticks >> 32); }

        // Constant format "[-][d.]hh:mm:ss[.fffffff]".
        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            long ticks = _ticks;
            ulong t = ticks < 0 ? (ulong)(-(ticks + 1)) + 1 : (ulong)ticks;
            if (ticks < 0) sb.Append('-');
            ulong days = t / (ulong)TicksPerDay;
            ulong rem = t % (ulong)TicksPerDay;
            if (days > 0) { sb.Append(days); sb.Append('.'); }
            sb.Append(((int)(rem / (ulong)TicksPerHour)).ToString("D2")); sb.Append(':');
            sb.Append(((int)(rem / (ulong)TicksPerMinute % 60)).ToString("D2")); sb.Append(':');
            sb.Append(((int)(rem / (ulong)TicksPerSecond % 60)).ToString("D2"));
            int frac = (int)(rem % (ulong)TicksPerSecond);
            if (frac != 0) { sb.Append('.'); sb.Append(frac.ToString("D7")); }
            return sb.ToString();
        }
        public string ToString(string format) { return ToString(format, null); }
        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (string.IsNullOrEmpty(format) || format == "c" || format == "t" || format == "T") return ToString();
            if (format == "g" || format == "G")
            {
                StringBuilder sb = new StringBuilder();
                TimeSpan d = this;
                if (_ticks < 0) { sb.Append('-'); d = Duration(); }
                if (format == "G" || d.Days != 0) { sb.Append(d.Days); sb.Append(':'); }
                sb.Append(format == "G" ? d.Hours.ToString("D2") : d.Hours.ToString()); sb.Append(':');
                sb.Append(d.Minutes.ToString("D2")); sb.Append(':');
                sb.Append(d.Seconds.ToString("D2"));
                int frac = (int)(d._ticks % TicksPerSecond);
                if (format == "G") { sb.Append('.'); sb.Append(frac.ToString("D7")); }
                else if (frac != 0) { sb.Append('.'); sb.Append(frac.ToString("D7").TrimEnd('0')); }
                return sb.ToString();
            }
            // Custom: support the common specifiers.
            StringBuilder r = new StringBuilder();
            TimeSpan a = _ticks < 0 ? Duration() : this;
            for (int i = 0; i < format.Length; i++)
            {
                char c = format[i];
                int n = 1;
                while (i + n < format.Length && format[i + n] == c) n++;
                switch (c)
                {
                    case 'd': r.Append(a.Days.ToString(new string('0', n))); break;
                    case 'h': r.Append(a.Hours.ToString(new string('0', n))); break;
                    case 'm': r.Append(a.Minutes.ToString(new string('0', n))); break;
                    case 's': r.Append(a.Seconds.ToString(new string('0', n))); break;
                    case 'f': r.Append(((int)(a._ticks % TicksPerSecond)).ToString("D7").Substring(0, Math.Min(n, 7))); break;
                    case '\\': if (i + 1 < format.Length) r.Append(format[i + 1]); n = 2; break;
                    case '\'':
                        {
                            int end = format.IndexOf('\'', i + 1);
                            if (end < 0) end = format.Length;
                            r.Append(format, i + 1, end - i - 1);
                            n = end - i + 1;
                            break;
                        }
                    default: throw new FormatException("Input string was not in a correct format.");
                }
                i += n - 1;
            }
            return r.ToString();
        }

        public static TimeSpan operator -(TimeSpan t) { return new TimeSpan(-t._ticks); }
        public static TimeSpan operator -(TimeSpan t1, TimeSpan t2) { return t1.Subtract(t2); }
        public static TimeSpan operator +(TimeSpan t) { return t; }
        public static TimeSpan operator +(TimeSpan t1, TimeSpan t2) { return t1.Add(t2); }
        public static TimeSpan operator *(TimeSpan timeSpan, double factor) { return timeSpan.Multiply(factor); }
        public static TimeSpan operator /(TimeSpan timeSpan, double divisor) { return timeSpan.Divide(divisor); }
        public static double operator /(TimeSpan t1, TimeSpan t2) { return t1.Divide(t2); }
        public static bool operator ==(TimeSpan t1, TimeSpan t2) { return t1._ticks == t2._ticks; }
        public static bool operator !=(TimeSpan t1, TimeSpan t2) { return t1._ticks != t2._ticks; }
        public static bool operator <(TimeSpan t1, TimeSpan t2) { return t1._ticks < t2._ticks; }
        public static bool operator <=(TimeSpan t1, TimeSpan t2) { return t1._ticks <= t2._ticks; }
        public static bool operator >(TimeSpan t1, TimeSpan t2) { return t1._ticks > t2._ticks; }
        public static bool operator >=(TimeSpan t1, TimeSpan t2) { return t1._ticks >= t2._ticks; }
    }
}
