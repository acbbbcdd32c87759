// skip-modes: tier1 (compiling all of Console's start-up with LLVM before first calls takes ~12 s)
using System;
static class Program { static void Main() { Console.WriteLine("Hello, World!"); } }
