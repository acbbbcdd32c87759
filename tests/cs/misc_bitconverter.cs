using System;
class Program {
    static int Main() {
        byte[] b = BitConverter.GetBytes(0x01020304);
        Console.WriteLine(BitConverter.IsLittleEndian + " " + string.Join(",", b));
        Console.WriteLine(BitConverter.ToInt32(new byte[] { 0xFF, 0xFF, 0xFF, 0x7F }, 0) + " " + BitConverter.ToUInt16(new byte[] { 1, 2 }, 0));
        Console.WriteLine(BitConverter.ToString(BitConverter.GetBytes(1.0)) + " " + BitConverter.ToString(BitConverter.GetBytes(-2.5f)));
        Console.WriteLine(BitConverter.DoubleToInt64Bits(1.0).ToString("X") + " " + BitConverter.Int64BitsToDouble(0x4000000000000000L));
        Console.WriteLine(BitConverter.ToInt64(BitConverter.GetBytes(long.MinValue), 0) + " " + BitConverter.ToBoolean(new byte[] { 0, 1 }, 1));
        Console.WriteLine(BitConverter.ToString(BitConverter.GetBytes((short)-2)) + " " + BitConverter.ToChar(BitConverter.GetBytes('A'), 0));
        Console.WriteLine(BitConverter.DoubleToInt64Bits(-0.0).ToString("X") + " " + BitConverter.ToString(new byte[] { 0xDE, 0xAD }));
        return 0;
    }
}
