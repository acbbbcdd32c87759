using System.Diagnostics;

namespace System
{
    // .NET's seeded algorithm (Knuth's subtractive generator), so seeded sequences match .NET and Mono.
    [Serializable]
    public class Random
    {
        const int MBIG = int.MaxValue;
        const int MSEED = 161803398;

        int _inext;
        int _inextp;
        int[] _seedArray = new int[56];
        static int s_seedCounter;
        static Random s_shared;

        public static Random Shared { get { return s_shared ?? (s_shared = new Random()); } }

        public Random() : this(GenerateSeed()) { }

        static int GenerateSeed()
        {
            long t = Stopwatch.GetTimestamp();
            return (int)(t ^ (t >> 32)) ^ (++s_seedCounter * 1103515245);
        }

        public Random(int Seed)
        {
            int ii;
            int mj, mk;
            int subtraction = (Seed == int.MinValue) ? int.MaxValue : Math.Abs(Seed);
            mj = MSEED - subtraction;
            _seedArray[55] = mj;
            mk = 1;
            for (int i = 1; i < 55; i++)
            {
                ii = (21 * i) % 55;
                _seedArray[ii] = mk;
                mk = mj - mk;
                if (mk < 0) mk += MBIG;
                mj = _seedArray[ii];
            }
            for (int k = 1; k < 5; k++)
            {
                for (int i = 1; i < 56; i++)
                {
                    _seedArray[i] -= _seedArray[1 + (i + 30) % 55];
                    if (_seedArray[i] < 0) _seedArray[i] += MBIG;
                }
            }
            _inext = 0;
            _inextp = 21;
        }

        protected virtual double Sample() { return InternalSample() * (1.0 / MBIG); }

        int InternalSample()
        {
            int retVal;
            int locINext = _inext;
            int locINextp = _inextp;
            if (++locINext >= 56) locINext = 1;
            if (++locINextp >= 56) locINextp = 1;
            retVal = _seedArray[locINext] - _seedArray[locINextp];
            if (retVal == MBIG) retVal--;
            if (retVal < 0) retVal += MBIG;
            _seedArray[locINext] = retVal;
            _inext = locINext;
            _inextp = locINextp;
            return retVal;
        }

        public virtual int Next() { return InternalSample(); }

        double GetSampleForLargeRange()
        {
            int result = InternalSample();
            bool negative = (InternalSample() % 2 == 0);
            if (negative) result = -result;
            double d = result;
            d += (int.MaxValue - 1);
            d /= 2 * (uint)int.MaxValue - 1;
            return d;
        }

        public virtual int Next(int minValue, int maxValue)
        {
            if (minValue > maxValue) throw new ArgumentOutOfRangeException("minValue", "'" + minValue + "' cannot be greater than " + maxValue + ".");
            long range = (long)maxValue - minValue;
            if (range <= int.MaxValue) return ((int)(Sample() * range) + minValue);
            return (int)((long)(GetSampleForLargeRange() * range) + minValue);
        }

        public virtual int Next(int maxValue)
        {
            if (maxValue < 0) throw new ArgumentOutOfRangeException("maxValue", "'maxValue' must be greater than zero.");
            return (int)(Sample() * maxValue);
        }

        public virtual long NextInt64() { return NextInt64(0, long.MaxValue); }
        public virtual long NextInt64(long maxValue) { return NextInt64(0, maxValue); }
        public virtual long NextInt64(long minValue, long maxValue)
        {
            if (minValue > maxValue) throw new ArgumentOutOfRangeException("minValue", "'" + minValue + "' cannot be greater than " + maxValue + ".");
            ulong range = (ulong)(maxValue - minValue);
            if (range <= int.MaxValue) return Next(0, (int)range) + minValue;
            ulong r;
            do
            {
                r = ((ulong)(uint)InternalSample() << 33) ^ ((ulong)(uint)InternalSample() << 11) ^ (ulong)(uint)InternalSample();
            } while (r >= ulong.MaxValue - (ulong.MaxValue % range));
            return (long)(r % range) + minValue;
        }

        public virtual double NextDouble() { return Sample(); }
        public virtual float NextSingle() { return (float)Sample(); }

        public virtual void NextBytes(byte[] buffer)
        {
            if (buffer == null) throw new ArgumentNullException("buffer");
            for (int i = 0; i < buffer.Length; i++) buffer[i] = (byte)(InternalSample() % (byte.MaxValue + 1));
        }

        public void Shuffle<T>(T[] values)
        {
            if (values == null) throw new ArgumentNullException("values");
            int n = values.Length;
            for (int i = 0; i < n - 1; i++)
            {
                int j = Next(i, n);
                if (j != i) { T temp = values[i]; values[i] = values[j]; values[j] = temp; }
            }
        }
    }
}
