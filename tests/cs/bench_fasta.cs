using System;
using System.Text;
class Program {
    const int IM = 139968, IA = 3877, IC = 29573;
    static int last = 42;
    static double Rand(double max) { last = (last * IA + IC) % IM; return max * last / IM; }
    const string ALU = "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGGGAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGACCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAATACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCAGCTACTCGGGAGGCTGAGGCAGGAGAATCGCTTGAACCCGGGAGGCGGAGGTTGCAGTGAGCCGAGATCGCGCCACTGCACTCCAGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA";
    static void Repeat(string id, string desc, string s, int n) {
        Console.WriteLine(">" + id + " " + desc);
        int k = 0; var sb = new StringBuilder();
        for (int i = 0; i < n; i++) { sb.Append(s[k]); k = (k + 1) % s.Length; if (sb.Length == 60) { Console.WriteLine(sb); sb.Clear(); } }
        if (sb.Length > 0) Console.WriteLine(sb);
    }
    static void Random(string id, string desc, char[] chars, double[] probs, int n) {
        Console.WriteLine(">" + id + " " + desc);
        double[] cum = new double[probs.Length]; double acc = 0;
        for (int i = 0; i < probs.Length; i++) { acc += probs[i]; cum[i] = acc; }
        var sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            double r = Rand(1.0); int j = 0;
            while (j < cum.Length - 1 && r >= cum[j]) j++;
            sb.Append(chars[j]);
            if (sb.Length == 60) { Console.WriteLine(sb); sb.Clear(); }
        }
        if (sb.Length > 0) Console.WriteLine(sb);
    }
    static int Main() {
        int n = 1000;
        Repeat("ONE", "Homo sapiens alu", ALU, n * 2);
        Random("TWO", "IUB ambiguity codes", "acgtBDHKMNRSVWY".ToCharArray(), new[] { 0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02 }, n * 3);
        Random("THREE", "Homo sapiens frequency", "acgt".ToCharArray(), new[] { 0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008 }, n * 5);
        return 0;
    }
}
