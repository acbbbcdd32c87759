using System;
class Button {
    public event EventHandler Clicked;
    public event Action<string, int> Changed;
    public void Click() { var h = Clicked; if (h != null) h(this, EventArgs.Empty); }
    public void Change(string what, int v) { if (Changed != null) Changed(what, v); }
    public string Name = "btn";
}
class Listener {
    public int Count;
    public void OnClick(object sender, EventArgs e) { Count++; Console.WriteLine("listener got click from " + ((Button)sender).Name); }
}
class Program {
    static int Main() {
        var b = new Button();
        b.Click();
        var l = new Listener();
        b.Clicked += l.OnClick;
        b.Clicked += (s, e) => Console.WriteLine("lambda handler");
        b.Click(); b.Click();
        b.Clicked -= l.OnClick;
        b.Click();
        Console.WriteLine("count " + l.Count);
        int total = 0;
        b.Changed += (w, v) => total += v;
        b.Changed += (w, v) => Console.WriteLine("changed " + w + "=" + v);
        b.Change("x", 5); b.Change("y", 7);
        Console.WriteLine("total " + total);
        return 0;
    }
}
