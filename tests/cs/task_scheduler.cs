// A custom TaskScheduler (one dedicated thread): StartNew/ContinueWith on it, TaskScheduler.Current
// inside its tasks, inlining refused, and await continuations leaving it for the pool.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

sealed class OneThreadScheduler : TaskScheduler, IDisposable
{
    readonly Queue<Task> _queue = new Queue<Task>();
    readonly Thread _thread;
    bool _done;
    public int Executed;
    public int ThreadId { get { return _thread.ManagedThreadId; } }

    public OneThreadScheduler()
    {
        _thread = new Thread(() =>
        {
            while (true)
            {
                Task t;
                lock (_queue)
                {
                    while (_queue.Count == 0 && !_done) Monitor.Wait(_queue);
                    if (_queue.Count == 0) return;
                    t = _queue.Dequeue();
                }
                Executed++;
                TryExecuteTask(t);
            }
        });
        _thread.Start();
    }

    protected override void QueueTask(Task task) { lock (_queue) { _queue.Enqueue(task); Monitor.Pulse(_queue); } }
    protected override bool TryExecuteTaskInline(Task task, bool taskWasPreviouslyQueued) { return false; }
    protected override IEnumerable<Task> GetScheduledTasks() { lock (_queue) return _queue.ToArray(); }
    public override int MaximumConcurrencyLevel { get { return 1; } }
    public void Dispose() { lock (_queue) { _done = true; Monitor.Pulse(_queue); } _thread.Join(); }
}

class P
{
    static void Main()
    {
        using (var s = new OneThreadScheduler())
        {
            var f = new TaskFactory(s);
            Task<bool> onIt = f.StartNew(() => Thread.CurrentThread.ManagedThreadId == s.ThreadId && TaskScheduler.Current == s);
            Console.WriteLine("runs on its thread " + onIt.Result);
            Task<bool> inner = f.StartNew(() => Task.Factory.StartNew(() => TaskScheduler.Current == s)).Unwrap();
            Console.WriteLine("nested StartNew uses Current " + inner.Result);
            Task<bool> hidden = f.StartNew(() => Task.Factory.StartNew(() => TaskScheduler.Current == TaskScheduler.Default), CancellationToken.None, TaskCreationOptions.HideScheduler, s).Unwrap();
            Console.WriteLine("HideScheduler " + hidden.Result);
            Task<int> cont = Task.Run(() => 20).ContinueWith(t => Thread.CurrentThread.ManagedThreadId == s.ThreadId ? t.Result + 1 : -1, s);
            Console.WriteLine("continuation on it " + cont.Result);
            var order = new List<int>();
            Task[] seq = Enumerable.Range(0, 10).Select(i => f.StartNew(() => order.Add(i))).ToArray();
            Task.WaitAll(seq);
            Console.WriteLine("in order " + string.Join(",", order));
            Task<bool> awaited = f.StartNew(async () => { await Task.Delay(5); return Thread.CurrentThread.IsThreadPoolThread; }).Unwrap();
            Console.WriteLine("await resumed on a pool thread " + awaited.Result + " (it stays on the scheduler)");
            Task cold = new Task(() => { });
            cold.Start(s);
            cold.Wait();
            Console.WriteLine("executed " + s.Executed + " default max " + (TaskScheduler.Default.MaximumConcurrencyLevel > 1) + " ids " + (s.Id != TaskScheduler.Default.Id));
        }
    }
}
