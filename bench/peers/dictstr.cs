// Dictionary and string kernels for the CoreCLR side-by-side suite (bench/peers.sh,
// docs/BENCH.md).
// Usage: dictstr.exe <kernel> <size> [reps]
//   wordfreq <words>   build a text of <words> pseudo-random words (StringBuilder), split it into
//                      lines and words (string.Split), count them (Dictionary<string,int>)
//   strkeys <n>        records "id:<k>;name:<word>;" built by concatenation, fields cut out with
//                      IndexOf(char)/Substring, int.Parse, and a string-keyed join of two tables
// Runs the kernel once untimed (corvid's tiered JIT reaches Tier1/OSR), then <reps> (3) timed
// runs, each checked against the first; prints "<kernel> <size>: <checksum>" and
// "steady_ms <ms for the timed runs>".  Output is the same on corvid, mono and CoreCLR: only
// ordinal string operations, and the checksums do not depend on string.GetHashCode or on the
// order a Dictionary enumerates in.
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Text;

static class DictStr {
    static readonly CultureInfo Inv = CultureInfo.InvariantCulture;
    static string I(long v) { return v.ToString(Inv); }

    static readonly string[] Syllables = {
        "ka", "lo", "mi", "nu", "re", "sa", "ti", "vo", "zen", "qua", "bri", "dor", "ex", "fil", "gun", "hap" };

    sealed class Rng {
        uint x = 88675123;
        public int Next(int bound) { x ^= x << 13; x ^= x >> 17; x ^= x << 5; return (int)(x % (uint)bound); }
    }

    // A word of one to four syllables, skewed towards short ones so some words repeat a lot.
    static void AppendWord(StringBuilder sb, Rng r) {
        int syl = 1 + r.Next(4) * r.Next(4) / 3;
        for (int i = 0; i < syl; i++) sb.Append(Syllables[r.Next(Syllables.Length)]);
    }

    static ulong Fnv(string s) {
        ulong h = 14695981039346656037UL;
        for (int i = 0; i < s.Length; i++) { h ^= s[i]; h *= 1099511628211UL; }
        return h;
    }

    static string WordFreq(int words) {
        var r = new Rng();
        var sb = new StringBuilder();
        for (int i = 0; i < words; i++) {
            AppendWord(sb, r);
            sb.Append(i % 12 == 11 ? '\n' : ' ');
        }
        string text = sb.ToString();
        var counts = new Dictionary<string, int>();
        int total = 0;
        foreach (string line in text.Split('\n')) {
            if (line.Length == 0) continue;
            foreach (string w in line.Split(' ')) {
                if (w.Length == 0) continue;
                int c;
                if (counts.TryGetValue(w, out c)) counts[w] = c + 1;
                else counts.Add(w, 1);
                total++;
            }
        }
        ulong mix = 0;
        int top = 0, longest = 0;
        foreach (KeyValuePair<string, int> kv in counts) {
            mix += Fnv(kv.Key) * (ulong)kv.Value;
            if (kv.Value > top) top = kv.Value;
            if (kv.Key.Length > longest) longest = kv.Key.Length;
        }
        return "chars=" + I(text.Length) + " words=" + I(total) + " distinct=" + I(counts.Count) +
               " top=" + I(top) + " longest=" + I(longest) + " mix=" + mix.ToString("x16", Inv);
    }

    static string StrKeys(int n) {
        var r = new Rng();
        // Table 1: records as strings, built by concatenation.
        string[] records = new string[n];
        for (int i = 0; i < n; i++) {
            var w = new StringBuilder();
            AppendWord(w, r);
            records[i] = "id:" + ((long)i * 7919 % n).ToString(Inv) + ";name:" + w.ToString() + ";";
        }
        // Parse them back: name -> sum of ids, and id -> name.
        var byName = new Dictionary<string, long>();
        var byId = new Dictionary<string, string>();
        foreach (string rec in records) {
            int c1 = rec.IndexOf(':'), s1 = rec.IndexOf(';');
            string id = rec.Substring(c1 + 1, s1 - c1 - 1);
            int c2 = rec.IndexOf(':', s1), s2 = rec.IndexOf(';', c2);
            string name = rec.Substring(c2 + 1, s2 - c2 - 1);
            long sum;
            byName.TryGetValue(name, out sum);
            byName[name] = sum + int.Parse(id, Inv);
            byId[id] = name;
        }
        // Table 2: lookups with keys made again from numbers; misses for the odd multiples of n.
        long hits = 0, nameChars = 0;
        for (int i = 0; i < 2 * n; i++) {
            string key = (i % 2 == 0 ? i / 2 : n + i).ToString(Inv);
            string name;
            if (byId.TryGetValue(key, out name)) {
                hits++;
                nameChars += name.Length + (long)byName[name] % 97;
            }
        }
        long idMix = 0;
        foreach (KeyValuePair<string, long> kv in byName) idMix += kv.Value * kv.Key.Length;
        return "names=" + I(byName.Count) + " ids=" + I(byId.Count) + " hits=" + I(hits) +
               " namechars=" + I(nameChars) + " idmix=" + I(idMix);
    }

    static string Run(string kernel, int n) {
        switch (kernel) {
            case "wordfreq": return WordFreq(n);
            case "strkeys": return StrKeys(n);
            default: return null;
        }
    }

    static int Main(string[] args) {
        return Harness.Run(args, "dictstr.exe wordfreq|strkeys", Run);
    }
}
