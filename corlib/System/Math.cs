using System.Runtime.CompilerServices;

namespace System
{
    public static class Math
    {
        public const double E = 2.7182818284590452354;
        public const double PI = 3.14159265358979323846;
        public const double Tau = 6.283185307179586476925;

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Sqrt(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Sin(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Cos(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Tan(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Asin(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Acos(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Atan(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Sinh(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Cosh(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Tanh(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Asinh(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Acosh(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Atanh(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Exp(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Log(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Log10(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Log2(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Cbrt(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Floor(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Ceiling(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Truncate(double d);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Atan2(double y, double x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Pow(double x, double y);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double IEEERemainder(double x, double y);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double FusedMultiplyAdd(double x, double y, double z);

        public static double Abs(double value) { return BitConverter.Int64BitsToDouble(BitConverter.DoubleToInt64Bits(value) & 0x7FFFFFFFFFFFFFFFL); }
        public static float Abs(float value) { return BitConverter.Int32BitsToSingle(BitConverter.SingleToInt32Bits(value) & 0x7FFFFFFF); }
        public static decimal Abs(decimal value) { return value < 0 ? -value : value; }
        public static sbyte Abs(sbyte value)
        {
            if (value < 0)
            {
                value = (sbyte)(-value);
                if (value < 0) throw new OverflowException("Negating the minimum value of a twos complement number is invalid.");
            }
            return value;
        }
        public static short Abs(short value)
        {
            if (value < 0)
            {
                value = (short)(-value);
                if (value < 0) throw new OverflowException("Negating the minimum value of a twos complement number is invalid.");
            }
            return value;
        }
        public static int Abs(int value)
        {
            if (value < 0)
            {
                value = (int)(-value);
                if (value < 0) throw new OverflowException("Negating the minimum value of a twos complement number is invalid.");
            }
            return value;
        }
        public static long Abs(long value)
        {
            if (value < 0)
            {
                value = (long)(-value);
                if (value < 0) throw new OverflowException("Negating the minimum value of a twos complement number is invalid.");
            }
            return value;
        }

        public static sbyte Max(sbyte val1, sbyte val2) { return (val1 >= val2) ? val1 : val2; }
        public static sbyte Min(sbyte val1, sbyte val2) { return (val1 <= val2) ? val1 : val2; }
        public static sbyte Clamp(sbyte value, sbyte min, sbyte max)
        {
            if (min > max) throw new ArgumentException("'" + min + "' cannot be greater than " + max + ".");
            if (value < min) return min;
            if (value > max) return max;
            return value;
        }
        public static short Max(short val1, short val2) { return (val1 >= val2) ? val1 : val2; }
        public static short Min(short val1, short val2) { return (val1 <= val2) ? val1 : val2; }
        public static short Clamp(short value, short min, short max)
        {
            if (min > max) throw new ArgumentException("'" + min + "' cannot be greater than " + max + ".");
            if (value < min) return min;
            if (value > max) return max;
            return value;
        }
        public static int Max(int val1, int val2) { return (val1 >= val2) ? val1 : val2; }
        public static int Min(int val1, int val2) { return (val1 <= val2) ? val1 : val2; }
        public static int Clamp(int value, int min, int max)
        {
            if (min > max) throw new ArgumentException("'" + min + "' cannot be greater than " + max + ".");
            if (value < min) return min;
            if (value > max) return max;
            return value;
        }
        public static long Max(long val1, long val2) { return (val1 >= val2) ? val1 : val2; }
        public static long Min(long val1, long val2) { return (val1 <= val2) ? val1 : val2; }
        public static long Clamp(long value, long min, long max)
        {
            if (min > max) throw new ArgumentException("'" + min + "' cannot be greater than " + max + ".");
            if (value < min) return min;
            if (value > max) return max;
            return value;
        }
        public static byte Max(byte val1, byte val2) { return (val1 >= val2) ? val1 : val2; }
        public static byte Min(byte val1, byte val2) { return (val1 <= val2) ? val1 : val2; }
        public static byte Clamp(byte value, byte min, byte max)
        {
            if (min > max) throw new ArgumentException("'" + min + "' cannot be greater than " + max + ".");
            if (value < min) return min;
            if (value > max) return max;
            return value;
        }
        public static ushort Max(ushort val1, ushort val2) { return (val1 >= val2) ? val1 : val2; }
        public static ushort Min(ushort val1, ushort val2) { return (val1 <= val2) ? val1 : val2; }
        public static ushort Clamp(ushort value, ushort min, ushort max)
        {
            if (min > max) throw new ArgumentException("'" + min + "' cannot be greater than " + max + ".");
            if (value < min) return min;
            if (value > max) return max;
            return value;
        }
        public static uint Max(uint val1, uint val2) { return (val1 >= val2) ? val1 : val2; }
        public static uint Min(uint val1, uint val2) { return (val1 <= val2) ? val1 : val2; }
        public static uint Clamp(uint value, uint min, uint max)
        {
            if (min > max) throw new ArgumentException("'" + min + "' cannot be greater than " + max + ".");
            if (value < min) return min;
            if (value > max) return max;
            return value;
        }
        public static ulong Max(ulong val1, ulong val2) { return (val1 >= val2) ? val1 : val2; }
        public static ulong Min(ulong val1, ulong val2) { return (val1 <= val2) ? val1 : val2; }
        public static ulong Clamp(ulong value, ulong min, ulong max)
        {
            if (min > max) throw new ArgumentException("'" + min + "' cannot be greater than " + max + ".");
            if (value < min) return min;
            if (value > max) return max;
            return value;
        }
        public static decimal Max(decimal val1, decimal val2) { return (val1 >= val2) ? val1 : val2; }
        public static decimal Min(decimal val1, decimal val2) { return (val1 <= val2) ? val1 : val2; }
        public static decimal Clamp(decimal value, decimal min, decimal max)
        {
            if (min > max) throw new ArgumentException("'" + min + "' cannot be greater than " + max + ".");
            if (value < min) return min;
            if (value > max) return max;
            return value;
        }

        public static double Max(double val1, double val2)
        {
            if (val1 != val2)
            {
                if (!double.IsNaN(val1)) return val2 < val1 ? val1 : val2;
                return val1;
            }
            return double.IsNegative(val2) ? val1 : val2;
        }
        public static double Min(double val1, double val2)
        {
            if (val1 != val2 && !double.IsNaN(val1)) return val1 < val2 ? val1 : val2;
            return double.IsNegative(val1) ? val1 : val2;
        }
        public static float Max(float val1, float val2)
        {
            if (val1 != val2)
            {
                if (!float.IsNaN(val1)) return val2 < val1 ? val1 : val2;
                return val1;
            }
            return float.IsNegative(val2) ? val1 : val2;
        }
        public static float Min(float val1, float val2)
        {
            if (val1 != val2 && !float.IsNaN(val1)) return val1 < val2 ? val1 : val2;
            return float.IsNegative(val1) ? val1 : val2;
        }
        public static double Clamp(double value, double min, double max)
        {
            if (min > max) throw new ArgumentException("'" + min + "' cannot be greater than " + max + ".");
            if (value < min) return min;
            if (value > max) return max;
            return value;
        }
        public static float Clamp(float value, float min, float max)
        {
            if (min > max) throw new ArgumentException("'" + min + "' cannot be greater than " + max + ".");
            if (value < min) return min;
            if (value > max) return max;
            return value;
        }

        public static int Sign(sbyte value) { return value < 0 ? -1 : value > 0 ? 1 : 0; }
        public static int Sign(short value) { return value < 0 ? -1 : value > 0 ? 1 : 0; }
        public static int Sign(int value) { return value < 0 ? -1 : value > 0 ? 1 : 0; }
        public static int Sign(long value) { return value < 0 ? -1 : value > 0 ? 1 : 0; }
        public static int Sign(decimal value) { return value < 0 ? -1 : value > 0 ? 1 : 0; }
        public static int Sign(double value)
        {
            if (value < 0) return -1;
            if (value > 0) return 1;
            if (value == 0) return 0;
            throw new ArithmeticException("Function does not accept floating point Not-a-Number values.");
        }
        public static int Sign(float value) { return Sign((double)value); }

        public static double Log(double a, double newBase)
        {
            if (double.IsNaN(a)) return a;
            if (double.IsNaN(newBase)) return newBase;
            if (newBase == 1) return double.NaN;
            if (a != 1 && (newBase == 0 || double.IsPositiveInfinity(newBase))) return double.NaN;
            return Log(a) / Log(newBase);
        }

        public static double CopySign(double x, double y)
        {
            long xb = BitConverter.DoubleToInt64Bits(x), yb = BitConverter.DoubleToInt64Bits(y);
            return BitConverter.Int64BitsToDouble((xb & 0x7FFFFFFFFFFFFFFFL) | (yb & unchecked((long)0x8000000000000000UL)));
        }

        public static double BitIncrement(double x)
        {
            long bits = BitConverter.DoubleToInt64Bits(x);
            if (((bits >> 32) & 0x7FF00000) >= 0x7FF00000) return (bits == unchecked((long)0xFFF0000000000000UL)) ? double.MinValue : x;
            if (bits == unchecked((long)0x8000000000000000UL)) return double.Epsilon;
            bits += (bits < 0) ? -1 : 1;
            return BitConverter.Int64BitsToDouble(bits);
        }

        public static double BitDecrement(double x)
        {
            long bits = BitConverter.DoubleToInt64Bits(x);
            if (((bits >> 32) & 0x7FF00000) >= 0x7FF00000) return (bits == 0x7FF0000000000000L) ? double.MaxValue : x;
            if (bits == 0) return -double.Epsilon;
            bits += (bits < 0) ? 1 : -1;
            return BitConverter.Int64BitsToDouble(bits);
        }

        public static double ScaleB(double x, int n) { return x * Pow(2, n); }

        public static long BigMul(int a, int b) { return (long)a * b; }
        public static ulong BigMul(ulong a, ulong b, out ulong low)
        {
            ulong al = (uint)a, ah = a >> 32, bl = (uint)b, bh = b >> 32;
            ulong mull = al * bl, t = ah * bl + (mull >> 32), tl = al * bh + (uint)t;
            low = (tl << 32) | (uint)mull;
            return ah * bh + (t >> 32) + (tl >> 32);
        }
        public static long BigMul(long a, long b, out long low)
        {
            ulong ulow;
            ulong high = BigMul((ulong)a, (ulong)b, out ulow);
            low = (long)ulow;
            return (long)high - ((a >> 63) & b) - ((b >> 63) & a);
        }

        public static int DivRem(int a, int b, out int result) { int div = a / b; result = a - div * b; return div; }
        public static long DivRem(long a, long b, out long result) { long div = a / b; result = a - div * b; return div; }

        // ---- rounding ----

        public static decimal Floor(decimal d) { return decimal.Floor(d); }
        public static decimal Ceiling(decimal d) { return decimal.Ceiling(d); }
        public static decimal Truncate(decimal d) { return decimal.Truncate(d); }
        public static decimal Round(decimal d) { return decimal.Round(d); }
        public static decimal Round(decimal d, int decimals) { return decimal.Round(d, decimals); }
        public static decimal Round(decimal d, MidpointRounding mode) { return decimal.Round(d, 0, mode); }
        public static decimal Round(decimal d, int decimals, MidpointRounding mode) { return decimal.Round(d, decimals, mode); }

        public static double Round(double a)
        {
            ulong bits = (ulong)BitConverter.DoubleToInt64Bits(a);
            int exponent = (int)((bits >> 52) & 0x7FF);
            if (exponent <= 0x03FE)
            {
                if ((bits << 1) == 0) return a;
                double result = ((exponent == 0x03FE) && ((bits & 0x000FFFFFFFFFFFFFUL) != 0)) ? 1.0 : 0.0;
                return CopySign(result, a);
            }
            if (exponent >= 0x0433) return a;
            ulong lastBitMask = 1UL << (0x0433 - exponent);
            ulong roundBitsMask = lastBitMask - 1;
            bits += lastBitMask >> 1;
            if ((bits & roundBitsMask) == 0) bits &= ~lastBitMask;
            else bits &= ~roundBitsMask;
            return BitConverter.Int64BitsToDouble((long)bits);
        }

        static readonly double[] s_roundPower10 = {
            1E0, 1E1, 1E2, 1E3, 1E4, 1E5, 1E6, 1E7, 1E8, 1E9, 1E10, 1E11, 1E12, 1E13, 1E14, 1E15
        };

        public static double Round(double value, int digits) { return Round(value, digits, MidpointRounding.ToEven); }
        public static double Round(double value, MidpointRounding mode) { return Round(value, 0, mode); }

        public static double Round(double value, int digits, MidpointRounding mode)
        {
            if ((uint)digits > 15) throw new ArgumentOutOfRangeException("digits", "Rounding digits must be between 0 and 15, inclusive.");
            if ((uint)mode > (uint)MidpointRounding.ToPositiveInfinity) throw new ArgumentException("The value '" + (int)mode + "' is not valid for this usage of the type MidpointRounding.", "mode");
            if (Abs(value) < 1E16)
            {
                double power10 = s_roundPower10[digits];
                value *= power10;
                switch (mode)
                {
                    case MidpointRounding.ToEven:
                        value = Round(value);
                        break;
                    case MidpointRounding.AwayFromZero:
                        {
                            double t = Truncate(value);
                            double fraction = value - t;
                            if (Abs(fraction) >= 0.5) t += Sign(fraction);
                            value = t;
                            break;
                        }
                    case MidpointRounding.ToZero:
                        value = Truncate(value);
                        break;
                    case MidpointRounding.ToNegativeInfinity:
                        value = Floor(value);
                        break;
                    case MidpointRounding.ToPositiveInfinity:
                        value = Ceiling(value);
                        break;
                }
                value /= power10;
            }
            return value;
        }
    }

    public static class MathF
    {
        public const float E = 2.71828183f;
        public const float PI = 3.14159265f;
        public const float Tau = 6.283185307f;

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Sqrt(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Sin(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Cos(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Tan(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Asin(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Acos(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Atan(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Sinh(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Cosh(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Tanh(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Asinh(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Acosh(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Atanh(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Exp(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Log(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Log10(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Log2(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Cbrt(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Floor(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Ceiling(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Truncate(float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Atan2(float y, float x);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Pow(float x, float y);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float IEEERemainder(float x, float y);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float FusedMultiplyAdd(float x, float y, float z);

        public static float Abs(float x) { return Math.Abs(x); }
        public static float Max(float x, float y) { return Math.Max(x, y); }
        public static float Min(float x, float y) { return Math.Min(x, y); }
        public static int Sign(float x) { return Math.Sign(x); }
        public static float Round(float x) { return (float)Math.Round((double)x); }
        public static float Round(float x, int digits) { return (float)Math.Round((double)x, digits); }
        public static float Round(float x, MidpointRounding mode) { return (float)Math.Round((double)x, mode); }
        public static float Round(float x, int digits, MidpointRounding mode) { return (float)Math.Round((double)x, digits, mode); }
        public static float Log(float x, float y) { return (float)Math.Log(x, y); }
        public static float CopySign(float x, float y) { return (float)Math.CopySign(x, y); }
    }
}
