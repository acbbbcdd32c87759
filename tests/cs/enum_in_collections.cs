using System;
using System.Collections.Generic;
using System.Linq;
enum Suit { Clubs, Diamonds, Hearts, Spades }
enum Rank { Two = 2, Three, Four, Jack = 11, Queen, King, Ace }
class Program {
    static int Main() {
        var deck = new List<KeyValuePair<Suit, Rank>>();
        foreach (Suit s in Enum.GetValues(typeof(Suit))) foreach (Rank r in Enum.GetValues(typeof(Rank))) deck.Add(new KeyValuePair<Suit, Rank>(s, r));
        Console.WriteLine(deck.Count + " " + deck[0].Value + " of " + deck[0].Key + " " + deck[deck.Count - 1].Value + " of " + deck[deck.Count - 1].Key);
        var counts = new Dictionary<Suit, int>();
        foreach (var c in deck) { if ((int)c.Value > 10) { int n; counts.TryGetValue(c.Key, out n); counts[c.Key] = n + 1; } }
        foreach (var kv in counts) Console.Write(kv.Key + "=" + kv.Value + " ");
        Console.WriteLine();
        var sorted = new List<Rank> { Rank.King, Rank.Two, Rank.Ace, Rank.Jack };
        sorted.Sort();
        Console.WriteLine(string.Join(",", sorted));
        Console.WriteLine(deck.Where(c => c.Key == Suit.Hearts).Sum(c => (int)c.Value));
        var set = new HashSet<Suit> { Suit.Clubs, Suit.Clubs, Suit.Spades };
        Console.WriteLine(set.Count + " " + set.Contains(Suit.Spades));
        return 0;
    }
}
