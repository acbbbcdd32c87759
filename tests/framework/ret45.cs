static class Program { static int Main() { int s = 0; for (int i = 0; i < 10; i++) s += i; return s; } }
