// Old objects referring to young ones (the card table): a long-lived array and tree get new
// young objects stored into them between many gen0 collections; arrays of structs with
// references; Array.Copy of references into an old array; every object must survive intact.
using System;
using System.Collections.Generic;

class Item { public int Id; public string Name; public Item Link; }
struct Pair { public int Key; public Item Value; }

static class Program {
    static int Main() {
        var old = new Item[5000];
        var pairs = new Pair[3000];
        var dict = new Dictionary<int, Item>();
        var list = new List<Item>();
        GC.Collect(); // everything above is old now
        for (int round = 0; round < 20; round++) {
            for (int i = round; i < old.Length; i += 20) {
                old[i] = new Item { Id = i, Name = "item" + i };
                old[i].Link = new Item { Id = -i };
            }
            for (int i = round; i < pairs.Length; i += 20) pairs[i] = new Pair { Key = i, Value = new Item { Id = i * 2 } };
            for (int i = 0; i < 200; i++) { var it = new Item { Id = round * 1000 + i }; dict[round * 1000 + i] = it; list.Add(it); }
            for (int j = 0; j < 20000; j++) { var garbage = new Item(); garbage.Id = j; }
            if (round % 5 == 4) GC.Collect(0);
        }
        var copy = new Item[old.Length];
        GC.Collect();
        Array.Copy(old, copy, old.Length);
        for (int j = 0; j < 200000; j++) { var garbage = new Item(); garbage.Id = j; }
        GC.Collect(0);
        bool ok = true;
        for (int i = 0; i < old.Length; i++)
            ok &= old[i].Id == i && old[i].Name == "item" + i && old[i].Link.Id == -i && copy[i] == old[i];
        for (int i = 0; i < pairs.Length; i++) ok &= pairs[i].Key == i && pairs[i].Value.Id == i * 2;
        foreach (var kv in dict) ok &= kv.Value.Id == kv.Key;
        for (int i = 0; i < list.Count; i++) ok &= list[i].Id == (i / 200) * 1000 + i % 200;
        Console.WriteLine("old-to-young references intact: " + ok + " " + dict.Count + " " + list.Count);
        return 0;
    }
}
