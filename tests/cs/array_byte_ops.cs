using System;
class Program {
    static uint Crc32(byte[] data) {
        uint crc = 0xFFFFFFFF;
        foreach (byte b in data) {
            crc ^= b;
            for (int k = 0; k < 8; k++) crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB88320 : crc >> 1;
        }
        return ~crc;
    }
    static int Main() {
        byte[] data = new byte[256];
        for (int i = 0; i < 256; i++) data[i] = (byte)i;
        Console.WriteLine(Crc32(data).ToString("X8"));
        byte[] text = System.Text.Encoding.ASCII.GetBytes("The quick brown fox");
        Console.WriteLine(text.Length + " " + Crc32(text).ToString("X8"));
        Console.WriteLine(System.Text.Encoding.UTF8.GetString(text, 4, 5));
        byte[] utf = System.Text.Encoding.UTF8.GetBytes("h\u00e9\u20ac");
        Console.WriteLine(utf.Length + " " + BitConverter.ToString(utf));
        sbyte[] sb = new sbyte[3]; sb[0] = -128; sb[2] = 127;
        Console.WriteLine(sb[0] + sb[2]);
        Buffer.BlockCopy(new int[] { 0x01020304 }, 0, data, 0, 4);
        Console.WriteLine(data[0] + " " + data[3] + " " + Buffer.ByteLength(new long[3]));
        return 0;
    }
}
