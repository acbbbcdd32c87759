using System;
enum Token { Num, Plus, Minus, Star, Slash, LParen, RParen, End }
class Program {
    static string Kind(Token t) {
        switch (t) {
            case Token.Plus: case Token.Minus: return "additive";
            case Token.Star: case Token.Slash: return "multiplicative";
            case Token.LParen: case Token.RParen: return "paren";
            case Token.Num: return "number";
            default: return "other";
        }
    }
    static int Prec(Token t) { return t == Token.Plus || t == Token.Minus ? 1 : t == Token.Star || t == Token.Slash ? 2 : 0; }
    static int Main() {
        foreach (Token t in Enum.GetValues(typeof(Token))) Console.WriteLine(t + " " + Kind(t) + " " + Prec(t));
        Token[] prog = { Token.Num, Token.Plus, Token.Num, Token.Star, Token.Num, Token.End };
        int score = 0;
        foreach (var t in prog) score = score * 3 + Prec(t);
        Console.WriteLine(score);
        return 0;
    }
}
