// Benchmarks Game kernels for the CoreCLR side-by-side suite (bench/peers.sh, docs/BENCH.md).
// Usage: game.exe <kernel> <size> [reps]
//   binarytrees <max depth>    fannkuch <n>          fasta <n (sequence unit)>
//   knucleotide <n nucleotides>  mandelbrot <width>  nbody <steps>  spectralnorm <n>
// Runs the kernel once untimed (corvid's tiered JIT reaches Tier1/OSR), then <reps> (3) timed
// runs, each checked against the first; prints "<kernel> <size>: <checksum>" and
// "steady_ms <ms for the timed runs>".  Output is the same on corvid, mono and CoreCLR.
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Text;

static class Game {
    static readonly CultureInfo Inv = CultureInfo.InvariantCulture;
    static string F(double d, string fmt) { return d.ToString(fmt, Inv); }
    static string I(long v) { return v.ToString(Inv); }

    // ---- binary-trees: allocate and walk perfect binary trees of many depths.
    sealed class Node { public Node Left, Right; }

    static Node Grow(int depth) {
        Node n = new Node();
        if (depth > 0) { n.Left = Grow(depth - 1); n.Right = Grow(depth - 1); }
        return n;
    }

    static int Walk(Node n) {
        if (n.Left == null) return 1;
        return 1 + Walk(n.Left) + Walk(n.Right);
    }

    static string BinaryTrees(int maxDepth) {
        const int minDepth = 4;
        if (maxDepth < minDepth + 2) maxDepth = minDepth + 2;
        var sb = new StringBuilder();
        sb.Append("stretch=").Append(I(Walk(Grow(maxDepth + 1))));
        Node keep = Grow(maxDepth);
        long all = 0;
        for (int d = minDepth; d <= maxDepth; d += 2) {
            int trees = 1 << (maxDepth - d + minDepth);
            long nodes = 0;
            for (int t = 0; t < trees; t++) nodes += Walk(Grow(d));
            all = all * 7 + nodes;
        }
        sb.Append(" iterated=").Append(I(all)).Append(" longlived=").Append(I(Walk(keep)));
        return sb.ToString();
    }

    // ---- fannkuch-redux: flips of every permutation of 0..n-1, in the counting order.
    static string Fannkuch(int n) {
        int[] cur = new int[n], work = new int[n], counter = new int[n];
        for (int i = 0; i < n; i++) cur[i] = i;
        int maxFlips = 0, checksum = 0, index = 0, r = n;
        for (;;) {
            for (; r > 1; r--) counter[r - 1] = r;
            for (int i = 0; i < n; i++) work[i] = cur[i];
            int flips = 0;
            for (int first = work[0]; first != 0; first = work[0]) {
                for (int lo = 0, hi = first; lo < hi; lo++, hi--) {
                    int t = work[lo]; work[lo] = work[hi]; work[hi] = t;
                }
                flips++;
            }
            if (flips > maxFlips) maxFlips = flips;
            checksum += (index & 1) == 0 ? flips : -flips;
            // Advance: rotate the first r+1 elements left until a counter is still positive.
            for (;;) {
                if (r == n) return "checksum=" + I(checksum) + " maxflips=" + I(maxFlips);
                int head = cur[0];
                for (int i = 0; i < r; i++) cur[i] = cur[i + 1];
                cur[r] = head;
                if (--counter[r] > 0) break;
                r++;
            }
            index++;
        }
    }

    // ---- fasta: a repeated sequence and two weighted random ones, 60 columns, into memory.
    const int LineWidth = 60;
    const string Repeat = "GATTACAGGCCTTAACGTCGATCCAGTTGACCATGCAAGCTTGGCATCGATAGGCTTACCGTA" +
                          "TCGGATCAACGTTAGCCTAGGATCCGTAACTGGCATTCGAGGTCAATCCGGTTAACCGTGAC";
    static readonly char[] IubChars = "acgtBDHKMNRSVWY".ToCharArray();
    static readonly double[] IubProbs = {
        0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02 };
    static readonly char[] HomoChars = "acgt".ToCharArray();
    static readonly double[] HomoProbs = { 0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008 };

    sealed class Rng {
        const int M = 139968, A = 3877, C = 29573;
        int seed = 42;
        public double Next() { seed = (seed * A + C) % M; return seed / (double)M; }
    }

    sealed class Sink {
        public byte[] Buf = new byte[1 << 16];
        public int Len;
        public void Put(char c) {
            if (Len == Buf.Length) Array.Resize(ref Buf, Buf.Length * 2);
            Buf[Len++] = (byte)c;
        }
        public void Put(string s) { for (int i = 0; i < s.Length; i++) Put(s[i]); }
    }

    static void RepeatSequence(Sink o, string s, int count) {
        int pos = 0, col = 0;
        for (int i = 0; i < count; i++) {
            o.Put(s[pos]);
            if (++pos == s.Length) pos = 0;
            if (++col == LineWidth) { o.Put('\n'); col = 0; }
        }
        if (col != 0) o.Put('\n');
    }

    static void RandomSequence(Sink o, Rng rng, char[] chars, double[] probs, int count) {
        double[] cumulative = new double[probs.Length];
        double acc = 0;
        for (int i = 0; i < probs.Length; i++) { acc += probs[i]; cumulative[i] = acc; }
        int col = 0;
        for (int i = 0; i < count; i++) {
            double r = rng.Next();
            int k = 0;
            while (k < cumulative.Length - 1 && r >= cumulative[k]) k++;
            o.Put(chars[k]);
            if (++col == LineWidth) { o.Put('\n'); col = 0; }
        }
        if (col != 0) o.Put('\n');
    }

    static Sink FastaOutput(int n) {
        var o = new Sink();
        var rng = new Rng();
        o.Put(">ONE repeat\n");
        RepeatSequence(o, Repeat, 2 * n);
        o.Put(">TWO iub\n");
        RandomSequence(o, rng, IubChars, IubProbs, 3 * n);
        o.Put(">THREE homo sapiens\n");
        RandomSequence(o, rng, HomoChars, HomoProbs, 5 * n);
        return o;
    }

    static uint Fnv(byte[] b, int len) {
        uint h = 2166136261;
        for (int i = 0; i < len; i++) { h ^= b[i]; h *= 16777619; }
        return h;
    }

    static string Fasta(int n) {
        Sink o = FastaOutput(n);
        return "bytes=" + I(o.Len) + " fnv=" + Fnv(o.Buf, o.Len).ToString("x8", Inv);
    }

    // ---- k-nucleotide: k-mer counts (Dictionary<string,int>) of the homo sapiens sequence.
    static string HomoSequence(int n) {
        var rng = new Rng();
        double[] cumulative = new double[HomoProbs.Length];
        double acc = 0;
        for (int i = 0; i < HomoProbs.Length; i++) { acc += HomoProbs[i]; cumulative[i] = acc; }
        char[] seq = new char[n];
        for (int i = 0; i < n; i++) {
            double r = rng.Next();
            int k = 0;
            while (k < cumulative.Length - 1 && r >= cumulative[k]) k++;
            seq[i] = char.ToUpperInvariant(HomoChars[k]);
        }
        return new string(seq);
    }

    static Dictionary<string, int> CountFrames(string seq, int k) {
        var counts = new Dictionary<string, int>();
        for (int i = 0; i + k <= seq.Length; i++) {
            string key = seq.Substring(i, k);
            int c;
            if (counts.TryGetValue(key, out c)) counts[key] = c + 1;
            else counts.Add(key, 1);
        }
        return counts;
    }

    static string KNucleotide(int n) {
        string seq = HomoSequence(n);
        var sb = new StringBuilder();
        // Frequencies of the 1- and 2-mers in a fixed order (per mille, fixed-point formatting).
        string[] bases = { "A", "C", "G", "T" };
        var ones = CountFrames(seq, 1);
        foreach (string b in bases) sb.Append(b).Append('=').Append(F(ones[b] * 100.0 / n, "F3")).Append(' ');
        var twos = CountFrames(seq, 2);
        long twoSum = 0;
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++) {
                int c;
                twos.TryGetValue(bases[i] + bases[j], out c);
                twoSum = twoSum * 31 + c;
            }
        sb.Append("pairs=").Append(I(twos.Count)).Append('/').Append(I(twoSum));
        string[] probes = { "GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT" };
        foreach (string p in probes) {
            var table = CountFrames(seq, p.Length);
            int c;
            table.TryGetValue(p, out c);
            sb.Append(' ').Append(p).Append('=').Append(I(c)).Append('/').Append(I(table.Count));
        }
        return sb.ToString();
    }

    // ---- mandelbrot: a width x width 1-bit bitmap; prints its size, set bits and FNV hash.
    static string Mandelbrot(int w) {
        int rowBytes = (w + 7) / 8;
        byte[] bits = new byte[rowBytes * w];
        for (int y = 0; y < w; y++) {
            double ci = 2.0 * y / w - 1.0;
            for (int x = 0; x < w; x++) {
                double cr = 2.0 * x / w - 1.5;
                double zr = 0, zi = 0, tr = 0, ti = 0;
                int it = 0;
                while (it < 50 && tr + ti <= 4.0) {
                    zi = 2.0 * zr * zi + ci;
                    zr = tr - ti + cr;
                    tr = zr * zr;
                    ti = zi * zi;
                    it++;
                }
                if (tr + ti <= 4.0) bits[y * rowBytes + (x >> 3)] |= (byte)(0x80 >> (x & 7));
            }
        }
        long set = 0;
        foreach (byte b in bits) for (int v = b; v != 0; v &= v - 1) set++;
        return "bytes=" + I(bits.Length) + " set=" + I(set) + " fnv=" + Fnv(bits, bits.Length).ToString("x8", Inv);
    }

    // ---- n-body: the Jovian planets and the sun, structure-of-arrays, symplectic steps.
    const double Pi = 3.141592653589793;
    const double SolarMass = 4 * Pi * Pi;
    const double DaysPerYear = 365.24;

    sealed class Bodies {
        public double[] X = new double[5], Y = new double[5], Z = new double[5];
        public double[] VX = new double[5], VY = new double[5], VZ = new double[5], M = new double[5];
        void Set(int i, double x, double y, double z, double vx, double vy, double vz, double m) {
            X[i] = x; Y[i] = y; Z[i] = z;
            VX[i] = vx * DaysPerYear; VY[i] = vy * DaysPerYear; VZ[i] = vz * DaysPerYear; M[i] = m * SolarMass;
        }
        public Bodies() {
            Set(0, 0, 0, 0, 0, 0, 0, 1);
            Set(1, 4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
                1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05, 9.54791938424326609e-04);
            Set(2, 8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
                -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05, 2.85885980666130812e-04);
            Set(3, 1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
                2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05, 4.36624404335156298e-05);
            Set(4, 1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
                2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05, 5.15138902046611451e-05);
            double px = 0, py = 0, pz = 0;
            for (int i = 0; i < 5; i++) { px += VX[i] * M[i]; py += VY[i] * M[i]; pz += VZ[i] * M[i]; }
            VX[0] = -px / SolarMass; VY[0] = -py / SolarMass; VZ[0] = -pz / SolarMass;
        }
        public double Energy() {
            double e = 0;
            for (int i = 0; i < 5; i++) {
                e += 0.5 * M[i] * (VX[i] * VX[i] + VY[i] * VY[i] + VZ[i] * VZ[i]);
                for (int j = i + 1; j < 5; j++) {
                    double dx = X[i] - X[j], dy = Y[i] - Y[j], dz = Z[i] - Z[j];
                    e -= M[i] * M[j] / Math.Sqrt(dx * dx + dy * dy + dz * dz);
                }
            }
            return e;
        }
        public void Step(double dt) {
            double[] x = X, y = Y, z = Z, vx = VX, vy = VY, vz = VZ, m = M;
            for (int i = 0; i < 5; i++) {
                for (int j = i + 1; j < 5; j++) {
                    double dx = x[i] - x[j], dy = y[i] - y[j], dz = z[i] - z[j];
                    double d2 = dx * dx + dy * dy + dz * dz;
                    double mag = dt / (d2 * Math.Sqrt(d2));
                    double mj = m[j] * mag, mi = m[i] * mag;
                    vx[i] -= dx * mj; vy[i] -= dy * mj; vz[i] -= dz * mj;
                    vx[j] += dx * mi; vy[j] += dy * mi; vz[j] += dz * mi;
                }
            }
            for (int i = 0; i < 5; i++) { x[i] += dt * vx[i]; y[i] += dt * vy[i]; z[i] += dt * vz[i]; }
        }
    }

    static string NBody(int steps) {
        var b = new Bodies();
        double e0 = b.Energy();
        for (int s = 0; s < steps; s++) b.Step(0.01);
        return "e0=" + F(e0, "F9") + " e1=" + F(b.Energy(), "F9");
    }

    // ---- spectral-norm: power iteration on A^T A, A(i,j) = 1/((i+j)(i+j+1)/2 + i + 1).
    static double A(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }

    static void MulAv(double[] v, double[] av) {
        int n = v.Length;
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (int j = 0; j < n; j++) s += A(i, j) * v[j];
            av[i] = s;
        }
    }

    static void MulAtv(double[] v, double[] atv) {
        int n = v.Length;
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (int j = 0; j < n; j++) s += A(j, i) * v[j];
            atv[i] = s;
        }
    }

    static string SpectralNorm(int n) {
        double[] u = new double[n], v = new double[n], t = new double[n];
        for (int i = 0; i < n; i++) u[i] = 1;
        for (int k = 0; k < 10; k++) {
            MulAv(u, t); MulAtv(t, v);
            MulAv(v, t); MulAtv(t, u);
        }
        double vbv = 0, vv = 0;
        for (int i = 0; i < n; i++) { vbv += u[i] * v[i]; vv += v[i] * v[i]; }
        return "norm=" + F(Math.Sqrt(vbv / vv), "F9");
    }

    static string Run(string kernel, int n) {
        switch (kernel) {
            case "binarytrees": return BinaryTrees(n);
            case "fannkuch": return Fannkuch(n);
            case "fasta": return Fasta(n);
            case "knucleotide": return KNucleotide(n);
            case "mandelbrot": return Mandelbrot(n);
            case "nbody": return NBody(n);
            case "spectralnorm": return SpectralNorm(n);
            default: return null;
        }
    }

    static int Main(string[] args) {
        return Harness.Run(args, "game.exe binarytrees|fannkuch|fasta|knucleotide|mandelbrot|nbody|spectralnorm", Run);
    }
}
