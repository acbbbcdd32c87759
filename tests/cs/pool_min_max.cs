// ThreadPool.SetMinThreads/SetMaxThreads/GetMinThreads/GetMaxThreads/GetAvailableThreads:
// defaults (minimum = ProcessorCount) and the argument rules CoreCLR and mono share.
using System;
using System.Threading;

class Program
{
    static void Show(string what)
    {
        int minW, minIo, maxW, maxIo, avW, avIo;
        ThreadPool.GetMinThreads(out minW, out minIo);
        ThreadPool.GetMaxThreads(out maxW, out maxIo);
        ThreadPool.GetAvailableThreads(out avW, out avIo);
        Console.WriteLine(what + ": min " + minW + " max " + maxW + " available <= max " + (avW <= maxW) + " available > 0 " + (avW > 0));
    }

    static void Main()
    {
        int minW, minIo, maxW, maxIo;
        ThreadPool.GetMinThreads(out minW, out minIo);
        ThreadPool.GetMaxThreads(out maxW, out maxIo);
        Console.WriteLine("default min == ProcessorCount: " + (minW == Environment.ProcessorCount));
        Console.WriteLine("default max >= min: " + (maxW >= minW));
        Console.WriteLine("SetMinThreads(-1): " + ThreadPool.SetMinThreads(-1, minIo));
        Console.WriteLine("SetMinThreads(max + 1): " + ThreadPool.SetMinThreads(maxW + 1, minIo));
        Console.WriteLine("SetMaxThreads(0): " + ThreadPool.SetMaxThreads(0, maxIo));
        Console.WriteLine("SetMinThreads(3): " + ThreadPool.SetMinThreads(3, minIo));
        Console.WriteLine("SetMaxThreads(2) below min: " + ThreadPool.SetMaxThreads(2, maxIo));
        Console.WriteLine("SetMaxThreads(50): " + ThreadPool.SetMaxThreads(50, maxIo));
        Show("after 3/50");
        Console.WriteLine("SetMinThreads(51) above max: " + ThreadPool.SetMinThreads(51, minIo));
        Console.WriteLine("SetMinThreads(50): " + ThreadPool.SetMinThreads(50, minIo));
        Show("after 50/50");
        Console.WriteLine("SetMinThreads(1): " + ThreadPool.SetMinThreads(1, minIo));
        Console.WriteLine("SetMaxThreads(ProcessorCount): " + ThreadPool.SetMaxThreads(Environment.ProcessorCount, maxIo));
        ThreadPool.GetMaxThreads(out maxW, out maxIo);
        Console.WriteLine("max == ProcessorCount: " + (maxW == Environment.ProcessorCount));
        // a small pool still runs everything
        int sum = 0;
        object gate = new object();
        int done = 0;
        for (int i = 1; i <= 100; i++)
            ThreadPool.QueueUserWorkItem(s => { lock (gate) { sum += (int)s; if (++done == 100) Monitor.Pulse(gate); } }, i);
        lock (gate) while (done < 100) Monitor.Wait(gate);
        Console.WriteLine("sum: " + sum);
    }
}
