// mcs: corlib/System.Threading.Channels/Channel.cs
// System.Threading.Channels (mono has none, so corlib's source is compiled into the test: the
// same code runs on both runtimes): bounded with FullMode.Wait as a bulkhead, drop modes,
// unbounded, completion, cancellation.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Channels;
using System.Threading.Tasks;

class P
{
    static async Task<long> Consume(ChannelReader<int> reader)
    {
        long sum = 0;
        while (await reader.WaitToReadAsync())
        {
            int item;
            while (reader.TryRead(out item)) sum += item;
        }
        return sum;
    }

    static async Task Produce(ChannelWriter<int> writer, int from, int count)
    {
        for (int i = from; i < from + count; i++) await writer.WriteAsync(i);
    }

    static async Task Run()
    {
        // bounded, FullMode.Wait: 4 producers, 3 consumers, capacity 5
        var bounded = Channel.CreateBounded<int>(new BoundedChannelOptions(5) { FullMode = BoundedChannelFullMode.Wait });
        Task<long>[] consumers = Enumerable.Range(0, 3).Select(_ => Task.Run(() => Consume(bounded.Reader))).ToArray();
        Task[] producers = Enumerable.Range(0, 4).Select(p => Task.Run(() => Produce(bounded.Writer, p * 1000, 1000))).ToArray();
        await Task.WhenAll(producers);
        bounded.Writer.Complete();
        long[] sums = await Task.WhenAll(consumers);
        Console.WriteLine("bounded total " + sums.Sum());
        await bounded.Reader.Completion;
        Console.WriteLine("completion " + bounded.Reader.Completion.Status);

        // a full bounded channel makes WriteAsync wait until a read makes room
        var small = Channel.CreateBounded<string>(1);
        Console.WriteLine("trywrite " + small.Writer.TryWrite("a") + " " + small.Writer.TryWrite("b"));
        ValueTask pending = small.Writer.WriteAsync("c");
        Console.WriteLine("write pending " + !pending.IsCompleted + " count " + small.Reader.Count);
        string first;
        small.Reader.TryRead(out first);
        await pending;
        string peeked;
        small.Reader.TryPeek(out peeked);
        Console.WriteLine("read " + first + " then " + peeked + " count " + small.Reader.Count);

        // drop modes
        foreach (BoundedChannelFullMode mode in new[] { BoundedChannelFullMode.DropOldest, BoundedChannelFullMode.DropNewest, BoundedChannelFullMode.DropWrite })
        {
            var dropped = new List<int>();
            var ch = Channel.CreateBounded<int>(new BoundedChannelOptions(3) { FullMode = mode }, x => dropped.Add(x));
            for (int i = 1; i <= 5; i++) await ch.Writer.WriteAsync(i);
            ch.Writer.Complete();
            var got = new List<int>();
            int v;
            while (ch.Reader.TryRead(out v)) got.Add(v);
            Console.WriteLine(mode + ": kept " + string.Join(",", got) + " dropped " + string.Join(",", dropped));
        }

        // unbounded: ReadAsync waits for a writer
        var unbounded = Channel.CreateUnbounded<int>();
        ValueTask<int> read = unbounded.Reader.ReadAsync();
        Console.WriteLine("read pending " + !read.IsCompleted);
        unbounded.Writer.TryWrite(42);
        Console.WriteLine("read " + await read);
        for (int i = 0; i < 10000; i++) unbounded.Writer.TryWrite(i);
        Console.WriteLine("unbounded count " + unbounded.Reader.Count);
        unbounded.Writer.Complete();
        Console.WriteLine("drained " + await Consume(unbounded.Reader));
        try { await unbounded.Reader.ReadAsync(); } catch (ChannelClosedException e) { Console.WriteLine("closed: " + e.Message); }
        Console.WriteLine("write after complete " + unbounded.Writer.TryWrite(1) + " " + unbounded.Writer.TryComplete());
        try { await unbounded.Writer.WriteAsync(1); } catch (ChannelClosedException) { Console.WriteLine("writeasync closed"); }

        // completing with an error
        var failing = Channel.CreateUnbounded<int>();
        failing.Writer.Complete(new InvalidOperationException("producer failed"));
        try { await failing.Reader.Completion; } catch (InvalidOperationException e) { Console.WriteLine("completion error " + e.Message); }
        try { await failing.Reader.ReadAsync(); } catch (ChannelClosedException e) { Console.WriteLine("read error inner " + e.InnerException.Message); }

        // cancellation of a waiting read and a waiting write
        var idle = Channel.CreateBounded<int>(1);
        var cts = new CancellationTokenSource();
        ValueTask<int> canceledRead = idle.Reader.ReadAsync(cts.Token);
        cts.Cancel();
        try { await canceledRead; } catch (OperationCanceledException) { Console.WriteLine("read canceled"); }
        idle.Writer.TryWrite(1);
        var cts2 = new CancellationTokenSource();
        ValueTask canceledWrite = idle.Writer.WriteAsync(2, cts2.Token);
        cts2.CancelAfter(10);
        try { await canceledWrite; } catch (OperationCanceledException) { Console.WriteLine("write canceled"); }
        int only;
        idle.Reader.TryRead(out only);
        Console.WriteLine("canceled write left " + only + " count " + idle.Reader.Count);

        // ReadAllAsync, enumerated by hand (mcs has no await foreach)
        var stream = Channel.CreateUnbounded<int>();
        Task streamProducer = Task.Run(async () =>
        {
            for (int i = 1; i <= 100; i++) { await stream.Writer.WriteAsync(i); if (i % 10 == 0) await Task.Yield(); }
            stream.Writer.Complete();
        });
        long streamSum = 0;
        int streamCount = 0;
        var items = stream.Reader.ReadAllAsync().GetAsyncEnumerator();
        while (await items.MoveNextAsync()) { streamSum += items.Current; streamCount++; }
        await items.DisposeAsync();
        await streamProducer;
        Console.WriteLine("readall " + streamCount + " " + streamSum);

        // a bulkhead: at most 3 requests in flight
        var slots = Channel.CreateBounded<int>(3);
        int inFlight = 0, peak = 0;
        Func<int, Task> request = async id =>
        {
            await slots.Writer.WriteAsync(id);
            int now = Interlocked.Increment(ref inFlight);
            int p;
            while ((p = Volatile.Read(ref peak)) < now && Interlocked.CompareExchange(ref peak, now, p) != p) { }
            await Task.Delay(2);
            Interlocked.Decrement(ref inFlight);
            int slot;
            slots.Reader.TryRead(out slot);
        };
        await Task.WhenAll(Enumerable.Range(0, 30).Select(i => Task.Run(() => request(i))));
        Console.WriteLine("bulkhead peak <= 3 " + (peak <= 3 && peak >= 1));
    }

    static void Main() { Run().GetAwaiter().GetResult(); }
}
