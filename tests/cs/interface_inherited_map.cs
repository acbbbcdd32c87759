// ECMA-335 II.12.2: a class that only inherits an interface keeps its parent's implementation;
// a public virtual method of the same name in the derived class (here an override of a base
// property that means something else) does not take the interface method over.  Roslyn's
// symbols are built this way (public IsSealed, explicit ITypeDefinition.IsSealed), and csc on
// corvid wrote `static class` without abstract/sealed until the interface map followed the rule.
// A derived class that names the interface again does get a new mapping by name.
using System;

interface IDefinition { bool IsSealed { get; } string Describe(); }

abstract class Symbol : IDefinition {
    public abstract bool IsSealed { get; }
    protected virtual bool IsMetadataSealed { get { return true; } }
    bool IDefinition.IsSealed { get { return IsMetadataSealed; } }
    public virtual string Describe() { return "Symbol.Describe"; }
}

class StaticClassSymbol : Symbol {
    public override bool IsSealed { get { return false; } }
    public override string Describe() { return "StaticClassSymbol.Describe (override)"; }
}

class Renamed : StaticClassSymbol, IDefinition {
    public new bool IsSealed { get { return false; } }
    public new string Describe() { return "Renamed.Describe (re-implemented)"; }
}

class Plain : Symbol {
    public override bool IsSealed { get { return true; } }
    protected override bool IsMetadataSealed { get { return false; } }
}

static class Program {
    static void Show(string label, IDefinition d) {
        Console.WriteLine(label + ": IsSealed=" + d.IsSealed + " " + d.Describe());
    }
    static int Main() {
        Show("StaticClassSymbol", new StaticClassSymbol());
        Show("Renamed", new Renamed());
        Show("Plain", new Plain());
        IDefinition[] all = { new StaticClassSymbol(), new Renamed(), new Plain() };
        int sealedCount = 0;
        for (int round = 0; round < 200; round++)
            foreach (IDefinition d in all) if (d.IsSealed) sealedCount++;
        Console.WriteLine("sealed " + sealedCount);
        return 0;
    }
}
