// CoreCLR 10 reports an exception nobody catches as soon as its first pass ends, and goes on if
// a finally block run after that throws an exception that is caught; a later unhandled exception
// gets no second event or message, its finally blocks run, and the process aborts (134).
using System;
class P {
    static int Main() {
        AppDomain.CurrentDomain.UnhandledException += (s, e) => Console.WriteLine("handler " + ((Exception)e.ExceptionObject).Message);
        try {
            try { throw new InvalidOperationException("A"); }
            finally { Console.WriteLine("finally throws B"); throw new ArgumentException("B"); }
        } catch (ArgumentException e) { Console.WriteLine("caught " + e.Message); }
        Console.WriteLine("main goes on");
        try { throw new NotSupportedException("C"); }
        finally { Console.WriteLine("finally after C"); }
    }
}
