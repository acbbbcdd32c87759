using System;
class Program {
    static void T(Func<object> f) {
        try { object o = f(); Console.WriteLine(o + " (" + o.GetType().Name + ")"); }
        catch (Exception e) { Console.WriteLine(e.GetType().Name); }
    }
    static int Main() {
        T(() => Convert.ToInt32(2.5));
        T(() => Convert.ToInt32(3.5));
        T(() => Convert.ToInt32(-2.5));
        T(() => Convert.ToInt32(2.51));
        T(() => Convert.ToInt64(1e15));
        T(() => Convert.ToInt32("12345"));
        T(() => Convert.ToInt32("-77"));
        T(() => Convert.ToByte(300));
        T(() => Convert.ToInt16("40000"));
        T(() => Convert.ToBoolean(0));
        T(() => Convert.ToBoolean(17));
        T(() => Convert.ToChar(65));
        T(() => Convert.ToInt32('Z'));
        T(() => Convert.ToString(255, 16));
        T(() => Convert.ToString(-1, 2));
        T(() => Convert.ToInt32("ff", 16));
        T(() => Convert.ToInt64("777", 8));
        T(() => Convert.ToInt32("abc"));
        T(() => Convert.ToDouble(7));
        T(() => Convert.ToString(true));
        return 0;
    }
}
