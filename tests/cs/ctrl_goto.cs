using System;
class Program {
    static int Main() {
        int i = 0, s = 0;
    top:
        s += i;
        i++;
        if (i < 10) goto top;
        Console.WriteLine("sum " + s);
        int x = 0;
        for (int a = 0; a < 10; a++) {
            for (int b = 0; b < 10; b++) {
                if (a * b == 42) { x = a * 10 + b; goto done; }
            }
        }
    done:
        Console.WriteLine("x " + x);
        int state = 0, output = 0;
    s0: output = output * 3 + 1; state++; if (state > 5) goto end; goto s1;
    s1: output = output * 2; if (output % 2 == 0) goto s0; goto s2;
    s2: output = -output; goto end;
    end:
        Console.WriteLine("state " + state + " output " + output);
        int n = 5, fact = 1;
    loop:
        if (n <= 1) goto fin;
        fact *= n--;
        goto loop;
    fin:
        Console.WriteLine("fact " + fact);
        return 0;
    }
}
