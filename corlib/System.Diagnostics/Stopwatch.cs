using System.Runtime.CompilerServices;

namespace System.Diagnostics
{
    public class Stopwatch
    {
        // Monotonic clock in nanoseconds (clock_gettime(CLOCK_MONOTONIC)).
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern long QueryPerformanceCounter();

        public static readonly long Frequency = 1000000000;
        public static readonly bool IsHighResolution = true;
        const long TicksPerSecond = 10000000;
        const double TickFrequency = (double)TicksPerSecond / 1000000000;

        long _elapsed;
        long _startTimeStamp;
        bool _isRunning;

        public Stopwatch() { }

        public void Start()
        {
            if (!_isRunning)
            {
                _startTimeStamp = GetTimestamp();
                _isRunning = true;
            }
        }

        public static Stopwatch StartNew()
        {
            Stopwatch s = new Stopwatch();
            s.Start();
            return s;
        }

        public void Stop()
        {
            if (_isRunning)
            {
                long endTimeStamp = GetTimestamp();
                _elapsed += endTimeStamp - _startTimeStamp;
                _isRunning = false;
                if (_elapsed < 0) _elapsed = 0;
            }
        }

        public void Reset()
        {
            _elapsed = 0;
            _isRunning = false;
            _startTimeStamp = 0;
        }

        public void Restart()
        {
            _elapsed = 0;
            _startTimeStamp = GetTimestamp();
            _isRunning = true;
        }

        public bool IsRunning { get { return _isRunning; } }
        public TimeSpan Elapsed { get { return new TimeSpan(GetElapsedDateTimeTicks()); } }
        public long ElapsedMilliseconds { get { return GetElapsedDateTimeTicks() / TimeSpan.TicksPerMillisecond; } }
        public long ElapsedTicks { get { return GetRawElapsedTicks(); } }

        public static long GetTimestamp() { return QueryPerformanceCounter(); }

        public static TimeSpan GetElapsedTime(long startingTimestamp) { return GetElapsedTime(startingTimestamp, GetTimestamp()); }
        public static TimeSpan GetElapsedTime(long startingTimestamp, long endingTimestamp)
        {
            return new TimeSpan((long)((endingTimestamp - startingTimestamp) * TickFrequency));
        }

        long GetRawElapsedTicks()
        {
            long timeElapsed = _elapsed;
            if (_isRunning) timeElapsed += GetTimestamp() - _startTimeStamp;
            return timeElapsed;
        }

        long GetElapsedDateTimeTicks() { return (long)(GetRawElapsedTicks() * TickFrequency); }

        public override string ToString() { return Elapsed.ToString(); }
    }
}
