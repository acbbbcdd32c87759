using System;
class Program {
    static bool IsPalindrome(string s) {
        int i = 0, j = s.Length - 1;
        while (i < j) {
            while (i < j && !char.IsLetterOrDigit(s[i])) i++;
            while (i < j && !char.IsLetterOrDigit(s[j])) j--;
            if (char.ToLowerInvariant(s[i]) != char.ToLowerInvariant(s[j])) return false;
            i++; j--;
        }
        return true;
    }
    static string Caesar(string s, int k) {
        char[] r = new char[s.Length];
        for (int i = 0; i < s.Length; i++) {
            char c = s[i];
            if (c >= 'a' && c <= 'z') r[i] = (char)('a' + (c - 'a' + k) % 26);
            else if (c >= 'A' && c <= 'Z') r[i] = (char)('A' + (c - 'A' + k) % 26);
            else r[i] = c;
        }
        return new string(r);
    }
    static int Main() {
        Console.WriteLine(IsPalindrome("A man, a plan, a canal: Panama") + " " + IsPalindrome("corvid"));
        Console.WriteLine(Caesar("Hello, World!", 3) + " " + Caesar(Caesar("Round Trip", 10), 16));
        int[] counts = new int[26];
        foreach (char c in "the quick brown fox jumps over the lazy dog") if (c != ' ') counts[c - 'a']++;
        string res = "";
        for (int i = 0; i < 26; i++) if (counts[i] > 1) res += (char)('a' + i) + "" + counts[i];
        Console.WriteLine(res);
        Console.WriteLine("abc".ToCharArray()[2] + " " + string.Join("-", "xyz".ToCharArray()));
        return 0;
    }
}
