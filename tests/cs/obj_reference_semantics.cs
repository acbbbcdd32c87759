using System;
class Box { public int V; public Box Next; }
class Program {
    static void Bump(Box b) { b.V++; }
    static void Replace(Box b) { b = new Box { V = -1 }; }
    static void ReplaceRef(ref Box b) { b = new Box { V = -1 }; }
    static int Main() {
        Box a = new Box { V = 1 };
        Box alias = a;
        Bump(alias);
        Console.WriteLine(a.V);
        Replace(a);
        Console.WriteLine(a.V);
        ReplaceRef(ref alias);
        Console.WriteLine(a.V + " " + alias.V + " " + ReferenceEquals(a, alias));
        Box head = null;
        for (int i = 0; i < 5; i++) head = new Box { V = i, Next = head };
        for (Box p = head; p != null; p = p.Next) Console.Write(p.V + " ");
        Console.WriteLine();
        Box cyc = new Box { V = 100 };
        cyc.Next = cyc;
        Console.WriteLine(cyc.Next.Next.Next.V);
        Box[] arr = new Box[3];
        Console.WriteLine(arr[0] == null);
        return 0;
    }
}
