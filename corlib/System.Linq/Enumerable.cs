using System;
using System.Collections;
using System.Collections.Generic;

namespace System.Linq
{
    public interface IGrouping<out TKey, out TElement> : IEnumerable<TElement> { TKey Key { get; } }

    public interface ILookup<TKey, TElement> : IEnumerable<IGrouping<TKey, TElement>>
    {
        int Count { get; }
        IEnumerable<TElement> this[TKey key] { get; }
        bool Contains(TKey key);
    }

    public interface IOrderedEnumerable<TElement> : IEnumerable<TElement>
    {
        IOrderedEnumerable<TElement> CreateOrderedEnumerable<TKey>(Func<TElement, TKey> keySelector, IComparer<TKey> comparer, bool descending);
    }

    internal sealed class Grouping<TKey, TElement> : IGrouping<TKey, TElement>, IList<TElement>
    {
        internal TKey _key;
        internal List<TElement> _elements = new List<TElement>();
        internal Grouping(TKey key) { _key = key; }
        public TKey Key { get { return _key; } }
        public IEnumerator<TElement> GetEnumerator() { return _elements.GetEnumerator(); }
        IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
        public int Count { get { return _elements.Count; } }
        public bool IsReadOnly { get { return true; } }
        public TElement this[int index] { get { return _elements[index]; } set { throw new NotSupportedException("Specified method is not supported."); } }
        public void Add(TElement item) { throw new NotSupportedException("Specified method is not supported."); }
        public void Clear() { throw new NotSupportedException("Specified method is not supported."); }
        public bool Contains(TElement item) { return _elements.Contains(item); }
        public void CopyTo(TElement[] array, int arrayIndex) { _elements.CopyTo(array, arrayIndex); }
        public bool Remove(TElement item) { throw new NotSupportedException("Specified method is not supported."); }
        public int IndexOf(TElement item) { return _elements.IndexOf(item); }
        public void Insert(int index, TElement item) { throw new NotSupportedException("Specified method is not supported."); }
        public void RemoveAt(int index) { throw new NotSupportedException("Specified method is not supported."); }
    }

    public class Lookup<TKey, TElement> : ILookup<TKey, TElement>
    {
        Dictionary<TKey, Grouping<TKey, TElement>> _map;
        List<Grouping<TKey, TElement>> _groups = new List<Grouping<TKey, TElement>>();
        Grouping<TKey, TElement> _nullGroup;

        internal Lookup(IEqualityComparer<TKey> comparer) { _map = new Dictionary<TKey, Grouping<TKey, TElement>>(comparer); }

        internal Grouping<TKey, TElement> GetGrouping(TKey key, bool create)
        {
            Grouping<TKey, TElement> g;
            if (key == null)
            {
                if (_nullGroup == null && create) { _nullGroup = new Grouping<TKey, TElement>(key); _groups.Add(_nullGroup); }
                return _nullGroup;
            }
            if (!_map.TryGetValue(key, out g) && create)
            {
                g = new Grouping<TKey, TElement>(key);
                _map.Add(key, g);
                _groups.Add(g);
            }
            return g;
        }

        public int Count { get { return _groups.Count; } }
        public IEnumerable<TElement> this[TKey key]
        {
            get
            {
                Grouping<TKey, TElement> g = GetGrouping(key, false);
                return g != null ? (IEnumerable<TElement>)g : new TElement[0];
            }
        }
        public bool Contains(TKey key) { return GetGrouping(key, false) != null; }
        public IEnumerator<IGrouping<TKey, TElement>> GetEnumerator() { foreach (var g in _groups) yield return g; }
        IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
        internal List<Grouping<TKey, TElement>> Groups { get { return _groups; } }
    }

    internal sealed class OrderedEnumerable<TElement> : IOrderedEnumerable<TElement>
    {
        IEnumerable<TElement> _source;
        List<Comparison<TElement>> _keys;

        internal OrderedEnumerable(IEnumerable<TElement> source, List<Comparison<TElement>> keys) { _source = source; _keys = keys; }

        internal static Comparison<TElement> MakeComparison<TKey>(Func<TElement, TKey> keySelector, IComparer<TKey> comparer, bool descending)
        {
            IComparer<TKey> c = comparer ?? Comparer<TKey>.Default;
            if (descending) return (a, b) => c.Compare(keySelector(b), keySelector(a));
            return (a, b) => c.Compare(keySelector(a), keySelector(b));
        }

        public IOrderedEnumerable<TElement> CreateOrderedEnumerable<TKey>(Func<TElement, TKey> keySelector, IComparer<TKey> comparer, bool descending)
        {
            List<Comparison<TElement>> keys = new List<Comparison<TElement>>(_keys);
            keys.Add(MakeComparison(keySelector, comparer, descending));
            return new OrderedEnumerable<TElement>(_source, keys);
        }

        public IEnumerator<TElement> GetEnumerator()
        {
            TElement[] items = Enumerable.ToArray(_source);
            int n = items.Length;
            int[] index = new int[n];
            for (int i = 0; i < n; i++) index[i] = i;
            List<Comparison<TElement>> keys = _keys;
            // Stable: ties broken by original position.
            Comparison<int> cmp = (x, y) =>
            {
                for (int k = 0; k < keys.Count; k++)
                {
                    int c = keys[k](items[x], items[y]);
                    if (c != 0) return c;
                }
                return x - y;
            };
            ArraySortHelper<int>.IntrospectiveSort(index, 0, n, cmp);
            for (int i = 0; i < n; i++) yield return items[index[i]];
        }

        IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
    }

    public static class Enumerable
    {
        static Exception NoElements() { return new InvalidOperationException("Sequence contains no elements"); }
        static Exception NoMatch() { return new InvalidOperationException("Sequence contains no matching element"); }
        static Exception MoreThanOne() { return new InvalidOperationException("Sequence contains more than one element"); }
        static Exception MoreThanOneMatch() { return new InvalidOperationException("Sequence contains more than one matching element"); }
        static void Check(object o, string name) { if (o == null) throw new ArgumentNullException(name); }

        // ---- filtering and projection ----

        public static IEnumerable<TSource> Where<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Check(source, "source"); Check(predicate, "predicate");
            return WhereIterator(source, predicate);
        }
        static IEnumerable<TSource> WhereIterator<TSource>(IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            foreach (TSource e in source) if (predicate(e)) yield return e;
        }
        public static IEnumerable<TSource> Where<TSource>(this IEnumerable<TSource> source, Func<TSource, int, bool> predicate)
        {
            Check(source, "source"); Check(predicate, "predicate");
            return WhereIndexIterator(source, predicate);
        }
        static IEnumerable<TSource> WhereIndexIterator<TSource>(IEnumerable<TSource> source, Func<TSource, int, bool> predicate)
        {
            int i = 0;
            foreach (TSource e in source) if (predicate(e, i++)) yield return e;
        }

        public static IEnumerable<TResult> Select<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, TResult> selector)
        {
            Check(source, "source"); Check(selector, "selector");
            return SelectIterator(source, selector);
        }
        static IEnumerable<TResult> SelectIterator<TSource, TResult>(IEnumerable<TSource> source, Func<TSource, TResult> selector)
        {
            foreach (TSource e in source) yield return selector(e);
        }
        public static IEnumerable<TResult> Select<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, int, TResult> selector)
        {
            Check(source, "source"); Check(selector, "selector");
            return SelectIndexIterator(source, selector);
        }
        static IEnumerable<TResult> SelectIndexIterator<TSource, TResult>(IEnumerable<TSource> source, Func<TSource, int, TResult> selector)
        {
            int i = 0;
            foreach (TSource e in source) yield return selector(e, i++);
        }

        public static IEnumerable<TResult> SelectMany<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, IEnumerable<TResult>> selector)
        {
            Check(source, "source"); Check(selector, "selector");
            return SelectManyIterator(source, selector);
        }
        static IEnumerable<TResult> SelectManyIterator<TSource, TResult>(IEnumerable<TSource> source, Func<TSource, IEnumerable<TResult>> selector)
        {
            foreach (TSource e in source) foreach (TResult r in selector(e)) yield return r;
        }
        public static IEnumerable<TResult> SelectMany<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, int, IEnumerable<TResult>> selector)
        {
            Check(source, "source"); Check(selector, "selector");
            return SelectManyIndexIterator(source, selector);
        }
        static IEnumerable<TResult> SelectManyIndexIterator<TSource, TResult>(IEnumerable<TSource> source, Func<TSource, int, IEnumerable<TResult>> selector)
        {
            int i = 0;
            foreach (TSource e in source) foreach (TResult r in selector(e, i++)) yield return r;
        }
        public static IEnumerable<TResult> SelectMany<TSource, TCollection, TResult>(this IEnumerable<TSource> source, Func<TSource, IEnumerable<TCollection>> collectionSelector, Func<TSource, TCollection, TResult> resultSelector)
        {
            Check(source, "source"); Check(collectionSelector, "collectionSelector"); Check(resultSelector, "resultSelector");
            return SelectManyResultIterator(source, collectionSelector, resultSelector);
        }
        static IEnumerable<TResult> SelectManyResultIterator<TSource, TCollection, TResult>(IEnumerable<TSource> source, Func<TSource, IEnumerable<TCollection>> collectionSelector, Func<TSource, TCollection, TResult> resultSelector)
        {
            foreach (TSource e in source) foreach (TCollection c in collectionSelector(e)) yield return resultSelector(e, c);
        }

        public static IEnumerable<TResult> Cast<TResult>(this IEnumerable source)
        {
            IEnumerable<TResult> typed = source as IEnumerable<TResult>;
            if (typed != null) return typed;
            Check(source, "source");
            return CastIterator<TResult>(source);
        }
        static IEnumerable<TResult> CastIterator<TResult>(IEnumerable source) { foreach (object o in source) yield return (TResult)o; }

        public static IEnumerable<TResult> OfType<TResult>(this IEnumerable source)
        {
            Check(source, "source");
            return OfTypeIterator<TResult>(source);
        }
        static IEnumerable<TResult> OfTypeIterator<TResult>(IEnumerable source) { foreach (object o in source) if (o is TResult) yield return (TResult)o; }

        // ---- partitioning ----

        public static IEnumerable<TSource> Skip<TSource>(this IEnumerable<TSource> source, int count)
        {
            Check(source, "source");
            return SkipIterator(source, count);
        }
        static IEnumerable<TSource> SkipIterator<TSource>(IEnumerable<TSource> source, int count)
        {
            foreach (TSource e in source) { if (count > 0) { count--; continue; } yield return e; }
        }
        public static IEnumerable<TSource> SkipWhile<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Check(source, "source"); Check(predicate, "predicate");
            return SkipWhileIterator(source, predicate);
        }
        static IEnumerable<TSource> SkipWhileIterator<TSource>(IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            bool yielding = false;
            foreach (TSource e in source)
            {
                if (!yielding && !predicate(e)) yielding = true;
                if (yielding) yield return e;
            }
        }
        public static IEnumerable<TSource> SkipLast<TSource>(this IEnumerable<TSource> source, int count)
        {
            Check(source, "source");
            List<TSource> l = source.ToList();
            return l.Take(Math.Max(0, l.Count - count));
        }
        public static IEnumerable<TSource> Take<TSource>(this IEnumerable<TSource> source, int count)
        {
            Check(source, "source");
            return TakeIterator(source, count);
        }
        static IEnumerable<TSource> TakeIterator<TSource>(IEnumerable<TSource> source, int count)
        {
            if (count <= 0) yield break;
            foreach (TSource e in source)
            {
                yield return e;
                if (--count == 0) yield break;
            }
        }
        public static IEnumerable<TSource> TakeWhile<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Check(source, "source"); Check(predicate, "predicate");
            return TakeWhileIterator(source, predicate);
        }
        static IEnumerable<TSource> TakeWhileIterator<TSource>(IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            foreach (TSource e in source) { if (!predicate(e)) yield break; yield return e; }
        }
        public static IEnumerable<TSource> TakeLast<TSource>(this IEnumerable<TSource> source, int count)
        {
            Check(source, "source");
            List<TSource> l = source.ToList();
            return l.Skip(Math.Max(0, l.Count - count));
        }
        public static IEnumerable<TSource[]> Chunk<TSource>(this IEnumerable<TSource> source, int size)
        {
            Check(source, "source");
            if (size < 1) throw new ArgumentOutOfRangeException("size");
            return ChunkIterator(source, size);
        }
        static IEnumerable<TSource[]> ChunkIterator<TSource>(IEnumerable<TSource> source, int size)
        {
            List<TSource> chunk = new List<TSource>(size);
            foreach (TSource e in source)
            {
                chunk.Add(e);
                if (chunk.Count == size) { yield return chunk.ToArray(); chunk.Clear(); }
            }
            if (chunk.Count > 0) yield return chunk.ToArray();
        }

        // ---- ordering ----

        public static IOrderedEnumerable<TSource> OrderBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            return OrderBy(source, keySelector, null);
        }
        public static IOrderedEnumerable<TSource> OrderBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey> comparer)
        {
            Check(source, "source"); Check(keySelector, "keySelector");
            List<Comparison<TSource>> keys = new List<Comparison<TSource>>();
            keys.Add(OrderedEnumerable<TSource>.MakeComparison(keySelector, comparer, false));
            return new OrderedEnumerable<TSource>(source, keys);
        }
        public static IOrderedEnumerable<TSource> OrderByDescending<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            return OrderByDescending(source, keySelector, null);
        }
        public static IOrderedEnumerable<TSource> OrderByDescending<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey> comparer)
        {
            Check(source, "source"); Check(keySelector, "keySelector");
            List<Comparison<TSource>> keys = new List<Comparison<TSource>>();
            keys.Add(OrderedEnumerable<TSource>.MakeComparison(keySelector, comparer, true));
            return new OrderedEnumerable<TSource>(source, keys);
        }
        public static IOrderedEnumerable<TSource> ThenBy<TSource, TKey>(this IOrderedEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            Check(source, "source");
            return source.CreateOrderedEnumerable(keySelector, null, false);
        }
        public static IOrderedEnumerable<TSource> ThenBy<TSource, TKey>(this IOrderedEnumerable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey> comparer)
        {
            Check(source, "source");
            return source.CreateOrderedEnumerable(keySelector, comparer, false);
        }
        public static IOrderedEnumerable<TSource> ThenByDescending<TSource, TKey>(this IOrderedEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            Check(source, "source");
            return source.CreateOrderedEnumerable(keySelector, null, true);
        }
        public static IOrderedEnumerable<TSource> ThenByDescending<TSource, TKey>(this IOrderedEnumerable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey> comparer)
        {
            Check(source, "source");
            return source.CreateOrderedEnumerable(keySelector, comparer, true);
        }
        public static IOrderedEnumerable<T> Order<T>(this IEnumerable<T> source) { return OrderBy(source, x => x); }
        public static IOrderedEnumerable<T> OrderDescending<T>(this IEnumerable<T> source) { return OrderByDescending(source, x => x); }

        public static IEnumerable<TSource> Reverse<TSource>(this IEnumerable<TSource> source)
        {
            Check(source, "source");
            return ReverseIterator(source);
        }
        static IEnumerable<TSource> ReverseIterator<TSource>(IEnumerable<TSource> source)
        {
            TSource[] a = source.ToArray();
            for (int i = a.Length - 1; i >= 0; i--) yield return a[i];
        }

        // ---- grouping and joins ----

        public static IEnumerable<IGrouping<TKey, TSource>> GroupBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            return GroupBy(source, keySelector, (IEqualityComparer<TKey>)null);
        }
        public static IEnumerable<IGrouping<TKey, TSource>> GroupBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
        {
            Check(source, "source"); Check(keySelector, "keySelector");
            return GroupByIterator(source, keySelector, x => x, comparer);
        }
        public static IEnumerable<IGrouping<TKey, TElement>> GroupBy<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector)
        {
            Check(source, "source"); Check(keySelector, "keySelector"); Check(elementSelector, "elementSelector");
            return GroupByIterator(source, keySelector, elementSelector, null);
        }
        public static IEnumerable<TResult> GroupBy<TSource, TKey, TResult>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TKey, IEnumerable<TSource>, TResult> resultSelector)
        {
            Check(resultSelector, "resultSelector");
            return GroupBy(source, keySelector).Select(g => resultSelector(g.Key, g));
        }
        public static IEnumerable<TResult> GroupBy<TSource, TKey, TElement, TResult>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, Func<TKey, IEnumerable<TElement>, TResult> resultSelector)
        {
            Check(resultSelector, "resultSelector");
            return GroupBy(source, keySelector, elementSelector).Select(g => resultSelector(g.Key, g));
        }
        static IEnumerable<IGrouping<TKey, TElement>> GroupByIterator<TSource, TKey, TElement>(IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey> comparer)
        {
            Lookup<TKey, TElement> lookup = BuildLookup(source, keySelector, elementSelector, comparer);
            foreach (Grouping<TKey, TElement> g in lookup.Groups) yield return g;
        }

        static Lookup<TKey, TElement> BuildLookup<TSource, TKey, TElement>(IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey> comparer)
        {
            Lookup<TKey, TElement> lookup = new Lookup<TKey, TElement>(comparer);
            foreach (TSource e in source) lookup.GetGrouping(keySelector(e), true)._elements.Add(elementSelector(e));
            return lookup;
        }

        public static ILookup<TKey, TSource> ToLookup<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            Check(source, "source"); Check(keySelector, "keySelector");
            return BuildLookup(source, keySelector, x => x, null);
        }
        public static ILookup<TKey, TElement> ToLookup<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector)
        {
            Check(source, "source"); Check(keySelector, "keySelector"); Check(elementSelector, "elementSelector");
            return BuildLookup(source, keySelector, elementSelector, null);
        }

        public static IEnumerable<TResult> Join<TOuter, TInner, TKey, TResult>(this IEnumerable<TOuter> outer, IEnumerable<TInner> inner, Func<TOuter, TKey> outerKeySelector, Func<TInner, TKey> innerKeySelector, Func<TOuter, TInner, TResult> resultSelector)
        {
            Check(outer, "outer"); Check(inner, "inner"); Check(outerKeySelector, "outerKeySelector"); Check(innerKeySelector, "innerKeySelector"); Check(resultSelector, "resultSelector");
            return JoinIterator(outer, inner, outerKeySelector, innerKeySelector, resultSelector);
        }
        static IEnumerable<TResult> JoinIterator<TOuter, TInner, TKey, TResult>(IEnumerable<TOuter> outer, IEnumerable<TInner> inner, Func<TOuter, TKey> outerKeySelector, Func<TInner, TKey> innerKeySelector, Func<TOuter, TInner, TResult> resultSelector)
        {
            Lookup<TKey, TInner> lookup = BuildLookup(inner, innerKeySelector, x => x, null);
            foreach (TOuter o in outer)
            {
                TKey k = outerKeySelector(o);
                if (k == null) continue;
                Grouping<TKey, TInner> g = lookup.GetGrouping(k, false);
                if (g != null) foreach (TInner i in g._elements) yield return resultSelector(o, i);
            }
        }
        public static IEnumerable<TResult> GroupJoin<TOuter, TInner, TKey, TResult>(this IEnumerable<TOuter> outer, IEnumerable<TInner> inner, Func<TOuter, TKey> outerKeySelector, Func<TInner, TKey> innerKeySelector, Func<TOuter, IEnumerable<TInner>, TResult> resultSelector)
        {
            Check(outer, "outer"); Check(inner, "inner");
            return GroupJoinIterator(outer, inner, outerKeySelector, innerKeySelector, resultSelector);
        }
        static IEnumerable<TResult> GroupJoinIterator<TOuter, TInner, TKey, TResult>(IEnumerable<TOuter> outer, IEnumerable<TInner> inner, Func<TOuter, TKey> outerKeySelector, Func<TInner, TKey> innerKeySelector, Func<TOuter, IEnumerable<TInner>, TResult> resultSelector)
        {
            Lookup<TKey, TInner> lookup = BuildLookup(inner, innerKeySelector, x => x, null);
            foreach (TOuter o in outer) yield return resultSelector(o, lookup[outerKeySelector(o)]);
        }

        // ---- set operations ----

        public static IEnumerable<TSource> Distinct<TSource>(this IEnumerable<TSource> source) { return Distinct(source, null); }
        public static IEnumerable<TSource> Distinct<TSource>(this IEnumerable<TSource> source, IEqualityComparer<TSource> comparer)
        {
            Check(source, "source");
            return DistinctIterator(source, comparer);
        }
        static IEnumerable<TSource> DistinctIterator<TSource>(IEnumerable<TSource> source, IEqualityComparer<TSource> comparer)
        {
            HashSet<TSource> seen = new HashSet<TSource>(comparer);
            foreach (TSource e in source) if (seen.Add(e)) yield return e;
        }
        public static IEnumerable<TSource> DistinctBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            Check(source, "source"); Check(keySelector, "keySelector");
            return DistinctByIterator(source, keySelector);
        }
        static IEnumerable<TSource> DistinctByIterator<TSource, TKey>(IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            HashSet<TKey> seen = new HashSet<TKey>();
            foreach (TSource e in source) if (seen.Add(keySelector(e))) yield return e;
        }
        public static IEnumerable<TSource> Union<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second) { return Union(first, second, null); }
        public static IEnumerable<TSource> Union<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource> comparer)
        {
            Check(first, "first"); Check(second, "second");
            return DistinctIterator(ConcatIterator(first, second), comparer);
        }
        public static IEnumerable<TSource> Intersect<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second) { return Intersect(first, second, null); }
        public static IEnumerable<TSource> Intersect<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource> comparer)
        {
            Check(first, "first"); Check(second, "second");
            return IntersectIterator(first, second, comparer);
        }
        static IEnumerable<TSource> IntersectIterator<TSource>(IEnumerable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource> comparer)
        {
            HashSet<TSource> set = new HashSet<TSource>(second, comparer);
            foreach (TSource e in first) if (set.Remove(e)) yield return e;
        }
        public static IEnumerable<TSource> Except<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second) { return Except(first, second, null); }
        public static IEnumerable<TSource> Except<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource> comparer)
        {
            Check(first, "first"); Check(second, "second");
            return ExceptIterator(first, second, comparer);
        }
        static IEnumerable<TSource> ExceptIterator<TSource>(IEnumerable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource> comparer)
        {
            HashSet<TSource> set = new HashSet<TSource>(second, comparer);
            foreach (TSource e in first) if (set.Add(e)) yield return e;
        }

        public static IEnumerable<TSource> Concat<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second)
        {
            Check(first, "first"); Check(second, "second");
            return ConcatIterator(first, second);
        }
        static IEnumerable<TSource> ConcatIterator<TSource>(IEnumerable<TSource> first, IEnumerable<TSource> second)
        {
            foreach (TSource e in first) yield return e;
            foreach (TSource e in second) yield return e;
        }
        public static IEnumerable<TSource> Append<TSource>(this IEnumerable<TSource> source, TSource element)
        {
            Check(source, "source");
            return ConcatIterator(source, new TSource[] { element });
        }
        public static IEnumerable<TSource> Prepend<TSource>(this IEnumerable<TSource> source, TSource element)
        {
            Check(source, "source");
            return ConcatIterator(new TSource[] { element }, source);
        }

        public static IEnumerable<TResult> Zip<TFirst, TSecond, TResult>(this IEnumerable<TFirst> first, IEnumerable<TSecond> second, Func<TFirst, TSecond, TResult> resultSelector)
        {
            Check(first, "first"); Check(second, "second"); Check(resultSelector, "resultSelector");
            return ZipIterator(first, second, resultSelector);
        }
        static IEnumerable<TResult> ZipIterator<TFirst, TSecond, TResult>(IEnumerable<TFirst> first, IEnumerable<TSecond> second, Func<TFirst, TSecond, TResult> resultSelector)
        {
            using (IEnumerator<TFirst> e1 = first.GetEnumerator())
            using (IEnumerator<TSecond> e2 = second.GetEnumerator())
                while (e1.MoveNext() && e2.MoveNext()) yield return resultSelector(e1.Current, e2.Current);
        }
        public static IEnumerable<ValueTuple<TFirst, TSecond>> Zip<TFirst, TSecond>(this IEnumerable<TFirst> first, IEnumerable<TSecond> second)
        {
            return Zip(first, second, (a, b) => new ValueTuple<TFirst, TSecond>(a, b));
        }

        public static IEnumerable<TSource> DefaultIfEmpty<TSource>(this IEnumerable<TSource> source) { return DefaultIfEmpty(source, default(TSource)); }
        public static IEnumerable<TSource> DefaultIfEmpty<TSource>(this IEnumerable<TSource> source, TSource defaultValue)
        {
            Check(source, "source");
            return DefaultIfEmptyIterator(source, defaultValue);
        }
        static IEnumerable<TSource> DefaultIfEmptyIterator<TSource>(IEnumerable<TSource> source, TSource defaultValue)
        {
            bool any = false;
            foreach (TSource e in source) { any = true; yield return e; }
            if (!any) yield return defaultValue;
        }

        // ---- generation ----

        public static IEnumerable<int> Range(int start, int count)
        {
            long max = ((long)start) + count - 1;
            if (count < 0 || max > int.MaxValue) throw new ArgumentOutOfRangeException("count", "Specified argument was out of the range of valid values.");
            return RangeIterator(start, count);
        }
        static IEnumerable<int> RangeIterator(int start, int count) { for (int i = 0; i < count; i++) yield return start + i; }

        public static IEnumerable<TResult> Repeat<TResult>(TResult element, int count)
        {
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Specified argument was out of the range of valid values.");
            return RepeatIterator(element, count);
        }
        static IEnumerable<TResult> RepeatIterator<TResult>(TResult element, int count) { for (int i = 0; i < count; i++) yield return element; }

        public static IEnumerable<TResult> Empty<TResult>() { return EmptyArray<TResult>.Value; }

        // ---- conversion ----

        public static TSource[] ToArray<TSource>(this IEnumerable<TSource> source)
        {
            Check(source, "source");
            ICollection<TSource> c = source as ICollection<TSource>;
            if (c != null)
            {
                TSource[] a = new TSource[c.Count];
                c.CopyTo(a, 0);
                return a;
            }
            return new List<TSource>(source).ToArray();
        }
        public static List<TSource> ToList<TSource>(this IEnumerable<TSource> source)
        {
            Check(source, "source");
            return new List<TSource>(source);
        }
        public static HashSet<TSource> ToHashSet<TSource>(this IEnumerable<TSource> source) { Check(source, "source"); return new HashSet<TSource>(source); }
        public static HashSet<TSource> ToHashSet<TSource>(this IEnumerable<TSource> source, IEqualityComparer<TSource> comparer) { Check(source, "source"); return new HashSet<TSource>(source, comparer); }

        public static Dictionary<TKey, TSource> ToDictionary<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            return ToDictionary(source, keySelector, x => x, null);
        }
        public static Dictionary<TKey, TSource> ToDictionary<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
        {
            return ToDictionary(source, keySelector, x => x, comparer);
        }
        public static Dictionary<TKey, TElement> ToDictionary<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector)
        {
            return ToDictionary(source, keySelector, elementSelector, null);
        }
        public static Dictionary<TKey, TElement> ToDictionary<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey> comparer)
        {
            Check(source, "source"); Check(keySelector, "keySelector"); Check(elementSelector, "elementSelector");
            Dictionary<TKey, TElement> d = new Dictionary<TKey, TElement>(comparer);
            foreach (TSource e in source) d.Add(keySelector(e), elementSelector(e));
            return d;
        }
        public static IEnumerable<TSource> AsEnumerable<TSource>(this IEnumerable<TSource> source) { return source; }

        // ---- element operators ----

        public static TSource First<TSource>(this IEnumerable<TSource> source)
        {
            Check(source, "source");
            IList<TSource> list = source as IList<TSource>;
            if (list != null) { if (list.Count > 0) return list[0]; throw NoElements(); }
            foreach (TSource e in source) return e;
            throw NoElements();
        }
        public static TSource First<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Check(source, "source"); Check(predicate, "predicate");
            foreach (TSource e in source) if (predicate(e)) return e;
            throw NoMatch();
        }
        public static TSource FirstOrDefault<TSource>(this IEnumerable<TSource> source)
        {
            Check(source, "source");
            foreach (TSource e in source) return e;
            return default(TSource);
        }
        public static TSource FirstOrDefault<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Check(source, "source"); Check(predicate, "predicate");
            foreach (TSource e in source) if (predicate(e)) return e;
            return default(TSource);
        }
        public static TSource Last<TSource>(this IEnumerable<TSource> source)
        {
            Check(source, "source");
            IList<TSource> list = source as IList<TSource>;
            if (list != null) { if (list.Count > 0) return list[list.Count - 1]; throw NoElements(); }
            bool found = false; TSource last = default(TSource);
            foreach (TSource e in source) { found = true; last = e; }
            if (!found) throw NoElements();
            return last;
        }
        public static TSource Last<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Check(source, "source"); Check(predicate, "predicate");
            bool found = false; TSource last = default(TSource);
            foreach (TSource e in source) if (predicate(e)) { found = true; last = e; }
            if (!found) throw NoMatch();
            return last;
        }
        public static TSource LastOrDefault<TSource>(this IEnumerable<TSource> source)
        {
            Check(source, "source");
            TSource last = default(TSource);
            foreach (TSource e in source) last = e;
            return last;
        }
        public static TSource LastOrDefault<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Check(source, "source"); Check(predicate, "predicate");
            TSource last = default(TSource);
            foreach (TSource e in source) if (predicate(e)) last = e;
            return last;
        }
        public static TSource Single<TSource>(this IEnumerable<TSource> source)
        {
            Check(source, "source");
            using (IEnumerator<TSource> e = source.GetEnumerator())
            {
                if (!e.MoveNext()) throw NoElements();
                TSource r = e.Current;
                if (e.MoveNext()) throw MoreThanOne();
                return r;
            }
        }
        public static TSource Single<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Check(source, "source"); Check(predicate, "predicate");
            bool found = false; TSource r = default(TSource);
            foreach (TSource e in source)
                if (predicate(e)) { if (found) throw MoreThanOneMatch(); found = true; r = e; }
            if (!found) throw NoMatch();
            return r;
        }
        public static TSource SingleOrDefault<TSource>(this IEnumerable<TSource> source)
        {
            Check(source, "source");
            using (IEnumerator<TSource> e = source.GetEnumerator())
            {
                if (!e.MoveNext()) return default(TSource);
                TSource r = e.Current;
                if (e.MoveNext()) throw MoreThanOne();
                return r;
            }
        }
        public static TSource SingleOrDefault<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Check(source, "source"); Check(predicate, "predicate");
            bool found = false; TSource r = default(TSource);
            foreach (TSource e in source)
                if (predicate(e)) { if (found) throw MoreThanOneMatch(); found = true; r = e; }
            return r;
        }
        public static TSource ElementAt<TSource>(this IEnumerable<TSource> source, int index)
        {
            Check(source, "source");
            IList<TSource> list = source as IList<TSource>;
            if (list != null) return list[index];
            if (index >= 0) foreach (TSource e in source) { if (index == 0) return e; index--; }
            throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
        }
        public static TSource ElementAtOrDefault<TSource>(this IEnumerable<TSource> source, int index)
        {
            Check(source, "source");
            if (index >= 0) foreach (TSource e in source) { if (index == 0) return e; index--; }
            return default(TSource);
        }

        // ---- quantifiers ----

        public static bool Any<TSource>(this IEnumerable<TSource> source)
        {
            Check(source, "source");
            ICollection<TSource> c = source as ICollection<TSource>;
            if (c != null) return c.Count != 0;
            using (IEnumerator<TSource> e = source.GetEnumerator()) return e.MoveNext();
        }
        public static bool Any<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Check(source, "source"); Check(predicate, "predicate");
            foreach (TSource e in source) if (predicate(e)) return true;
            return false;
        }
        public static bool All<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Check(source, "source"); Check(predicate, "predicate");
            foreach (TSource e in source) if (!predicate(e)) return false;
            return true;
        }
        public static bool Contains<TSource>(this IEnumerable<TSource> source, TSource value)
        {
            ICollection<TSource> c = source as ICollection<TSource>;
            if (c != null) return c.Contains(value);
            return Contains(source, value, null);
        }
        public static bool Contains<TSource>(this IEnumerable<TSource> source, TSource value, IEqualityComparer<TSource> comparer)
        {
            Check(source, "source");
            if (comparer == null) comparer = EqualityComparer<TSource>.Default;
            foreach (TSource e in source) if (comparer.Equals(e, value)) return true;
            return false;
        }
        public static bool SequenceEqual<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second) { return SequenceEqual(first, second, null); }
        public static bool SequenceEqual<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource> comparer)
        {
            Check(first, "first"); Check(second, "second");
            if (comparer == null) comparer = EqualityComparer<TSource>.Default;
            using (IEnumerator<TSource> e1 = first.GetEnumerator())
            using (IEnumerator<TSource> e2 = second.GetEnumerator())
            {
                while (e1.MoveNext())
                    if (!(e2.MoveNext() && comparer.Equals(e1.Current, e2.Current))) return false;
                return !e2.MoveNext();
            }
        }

        // ---- aggregation ----

        public static int Count<TSource>(this IEnumerable<TSource> source)
        {
            Check(source, "source");
            ICollection<TSource> c = source as ICollection<TSource>;
            if (c != null) return c.Count;
            ICollection nc = source as ICollection;
            if (nc != null) return nc.Count;
            int n = 0;
            using (IEnumerator<TSource> e = source.GetEnumerator()) while (e.MoveNext()) checked { n++; }
            return n;
        }
        public static int Count<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Check(source, "source"); Check(predicate, "predicate");
            int n = 0;
            foreach (TSource e in source) if (predicate(e)) checked { n++; }
            return n;
        }
        public static long LongCount<TSource>(this IEnumerable<TSource> source)
        {
            Check(source, "source");
            long n = 0;
            using (IEnumerator<TSource> e = source.GetEnumerator()) while (e.MoveNext()) n++;
            return n;
        }
        public static long LongCount<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Check(source, "source"); Check(predicate, "predicate");
            long n = 0;
            foreach (TSource e in source) if (predicate(e)) n++;
            return n;
        }

        public static TSource Aggregate<TSource>(this IEnumerable<TSource> source, Func<TSource, TSource, TSource> func)
        {
            Check(source, "source"); Check(func, "func");
            using (IEnumerator<TSource> e = source.GetEnumerator())
            {
                if (!e.MoveNext()) throw NoElements();
                TSource result = e.Current;
                while (e.MoveNext()) result = func(result, e.Current);
                return result;
            }
        }
        public static TAccumulate Aggregate<TSource, TAccumulate>(this IEnumerable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> func)
        {
            Check(source, "source"); Check(func, "func");
            TAccumulate result = seed;
            foreach (TSource e in source) result = func(result, e);
            return result;
        }
        public static TResult Aggregate<TSource, TAccumulate, TResult>(this IEnumerable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> func, Func<TAccumulate, TResult> resultSelector)
        {
            Check(resultSelector, "resultSelector");
            return resultSelector(Aggregate(source, seed, func));
        }

        public static int Sum(this IEnumerable<int> source) { Check(source, "source"); int s = 0; foreach (int v in source) checked { s += v; } return s; }
        public static int? Sum(this IEnumerable<int?> source) { Check(source, "source"); int s = 0; foreach (int? v in source) if (v.HasValue) { checked { s += v.GetValueOrDefault(); } } return s; }
        public static int Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, int> selector) { Check(source, "source"); Check(selector, "selector"); int s = 0; foreach (TSource x in source) { int v = selector(x); checked { s += v; } } return s; }
        public static int? Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, int?> selector) { Check(source, "source"); Check(selector, "selector"); int s = 0; foreach (TSource x in source) { int? v = selector(x); if (v.HasValue) { checked { s += v.GetValueOrDefault(); } } } return s; }
        public static long Sum(this IEnumerable<long> source) { Check(source, "source"); long s = 0; foreach (long v in source) checked { s += v; } return s; }
        public static long? Sum(this IEnumerable<long?> source) { Check(source, "source"); long s = 0; foreach (long? v in source) if (v.HasValue) { checked { s += v.GetValueOrDefault(); } } return s; }
        public static long Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, long> selector) { Check(source, "source"); Check(selector, "selector"); long s = 0; foreach (TSource x in source) { long v = selector(x); checked { s += v; } } return s; }
        public static long? Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, long?> selector) { Check(source, "source"); Check(selector, "selector"); long s = 0; foreach (TSource x in source) { long? v = selector(x); if (v.HasValue) { checked { s += v.GetValueOrDefault(); } } } return s; }
        public static float Sum(this IEnumerable<float> source) { Check(source, "source"); double s = 0; foreach (float v in source) s += v; return (float)s; }
        public static float? Sum(this IEnumerable<float?> source) { Check(source, "source"); double s = 0; foreach (float? v in source) if (v.HasValue) { s += v.GetValueOrDefault(); } return (float)s; }
        public static float Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, float> selector) { Check(source, "source"); Check(selector, "selector"); double s = 0; foreach (TSource x in source) { float v = selector(x); s += v; } return (float)s; }
        public static float? Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, float?> selector) { Check(source, "source"); Check(selector, "selector"); double s = 0; foreach (TSource x in source) { float? v = selector(x); if (v.HasValue) { s += v.GetValueOrDefault(); } } return (float)s; }
        public static double Sum(this IEnumerable<double> source) { Check(source, "source"); double s = 0; foreach (double v in source) s += v; return s; }
        public static double? Sum(this IEnumerable<double?> source) { Check(source, "source"); double s = 0; foreach (double? v in source) if (v.HasValue) { s += v.GetValueOrDefault(); } return s; }
        public static double Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, double> selector) { Check(source, "source"); Check(selector, "selector"); double s = 0; foreach (TSource x in source) { double v = selector(x); s += v; } return s; }
        public static double? Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, double?> selector) { Check(source, "source"); Check(selector, "selector"); double s = 0; foreach (TSource x in source) { double? v = selector(x); if (v.HasValue) { s += v.GetValueOrDefault(); } } return s; }
        public static decimal Sum(this IEnumerable<decimal> source) { Check(source, "source"); decimal s = 0; foreach (decimal v in source) s += v; return s; }
        public static decimal? Sum(this IEnumerable<decimal?> source) { Check(source, "source"); decimal s = 0; foreach (decimal? v in source) if (v.HasValue) { s += v.GetValueOrDefault(); } return s; }
        public static decimal Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal> selector) { Check(source, "source"); Check(selector, "selector"); decimal s = 0; foreach (TSource x in source) { decimal v = selector(x); s += v; } return s; }
        public static decimal? Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal?> selector) { Check(source, "source"); Check(selector, "selector"); decimal s = 0; foreach (TSource x in source) { decimal? v = selector(x); if (v.HasValue) { s += v.GetValueOrDefault(); } } return s; }
        public static double Average(this IEnumerable<int> source) { Check(source, "source"); long s = 0; long n = 0; foreach (int v in source) { checked { s += v; } n++; } if (n == 0) throw NoElements(); return (double)s / n; }
        public static double? Average(this IEnumerable<int?> source) { Check(source, "source"); long s = 0; long n = 0; foreach (int? v in source) if (v.HasValue) { checked { s += v.GetValueOrDefault(); } n++; } if (n == 0) return null; return (double)s / n; }
        public static double Average<TSource>(this IEnumerable<TSource> source, Func<TSource, int> selector) { Check(selector, "selector"); return Average(Select(source, selector)); }
        public static double? Average<TSource>(this IEnumerable<TSource> source, Func<TSource, int?> selector) { Check(selector, "selector"); return Average(Select(source, selector)); }
        public static double Average(this IEnumerable<long> source) { Check(source, "source"); long s = 0; long n = 0; foreach (long v in source) { checked { s += v; } n++; } if (n == 0) throw NoElements(); return (double)s / n; }
        public static double? Average(this IEnumerable<long?> source) { Check(source, "source"); long s = 0; long n = 0; foreach (long? v in source) if (v.HasValue) { checked { s += v.GetValueOrDefault(); } n++; } if (n == 0) return null; return (double)s / n; }
        public static double Average<TSource>(this IEnumerable<TSource> source, Func<TSource, long> selector) { Check(selector, "selector"); return Average(Select(source, selector)); }
        public static double? Average<TSource>(this IEnumerable<TSource> source, Func<TSource, long?> selector) { Check(selector, "selector"); return Average(Select(source, selector)); }
        public static float Average(this IEnumerable<float> source) { Check(source, "source"); double s = 0; long n = 0; foreach (float v in source) { s += v; n++; } if (n == 0) throw NoElements(); return (float)(s / n); }
        public static float? Average(this IEnumerable<float?> source) { Check(source, "source"); double s = 0; long n = 0; foreach (float? v in source) if (v.HasValue) { s += v.GetValueOrDefault(); n++; } if (n == 0) return null; return (float)(s / n); }
        public static float Average<TSource>(this IEnumerable<TSource> source, Func<TSource, float> selector) { Check(selector, "selector"); return Average(Select(source, selector)); }
        public static float? Average<TSource>(this IEnumerable<TSource> source, Func<TSource, float?> selector) { Check(selector, "selector"); return Average(Select(source, selector)); }
        public static double Average(this IEnumerable<double> source) { Check(source, "source"); double s = 0; long n = 0; foreach (double v in source) { s += v; n++; } if (n == 0) throw NoElements(); return s / n; }
        public static double? Average(this IEnumerable<double?> source) { Check(source, "source"); double s = 0; long n = 0; foreach (double? v in source) if (v.HasValue) { s += v.GetValueOrDefault(); n++; } if (n == 0) return null; return s / n; }
        public static double Average<TSource>(this IEnumerable<TSource> source, Func<TSource, double> selector) { Check(selector, "selector"); return Average(Select(source, selector)); }
        public static double? Average<TSource>(this IEnumerable<TSource> source, Func<TSource, double?> selector) { Check(selector, "selector"); return Average(Select(source, selector)); }
        public static decimal Average(this IEnumerable<decimal> source) { Check(source, "source"); decimal s = 0; long n = 0; foreach (decimal v in source) { s += v; n++; } if (n == 0) throw NoElements(); return s / n; }
        public static decimal? Average(this IEnumerable<decimal?> source) { Check(source, "source"); decimal s = 0; long n = 0; foreach (decimal? v in source) if (v.HasValue) { s += v.GetValueOrDefault(); n++; } if (n == 0) return null; return s / n; }
        public static decimal Average<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal> selector) { Check(selector, "selector"); return Average(Select(source, selector)); }
        public static decimal? Average<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal?> selector) { Check(selector, "selector"); return Average(Select(source, selector)); }
        public static int Min(this IEnumerable<int> source) { Check(source, "source"); using (IEnumerator<int> e = source.GetEnumerator()) { if (!e.MoveNext()) throw NoElements(); int value = e.Current;  while (e.MoveNext()) { int x = e.Current; if (x < value) value = x; } return value; } }
        public static int? Min(this IEnumerable<int?> source) { Check(source, "source"); int value = 0; bool any = false; foreach (int? v in source) { if (!v.HasValue) continue; int x = v.GetValueOrDefault(); if (!any) { value = x; any = true; } else if (x < value) value = x; } if (!any) return null; return value; }
        public static int Min<TSource>(this IEnumerable<TSource> source, Func<TSource, int> selector) { Check(selector, "selector"); return Min(Select(source, selector)); }
        public static int? Min<TSource>(this IEnumerable<TSource> source, Func<TSource, int?> selector) { Check(selector, "selector"); return Min(Select(source, selector)); }
        public static int Max(this IEnumerable<int> source) { Check(source, "source"); using (IEnumerator<int> e = source.GetEnumerator()) { if (!e.MoveNext()) throw NoElements(); int value = e.Current;  while (e.MoveNext()) { int x = e.Current; if (x > value) value = x; } return value; } }
        public static int? Max(this IEnumerable<int?> source) { Check(source, "source"); int value = 0; bool any = false; foreach (int? v in source) { if (!v.HasValue) continue; int x = v.GetValueOrDefault(); if (!any) { value = x; any = true; } else if (x > value) value = x; } if (!any) return null; return value; }
        public static int Max<TSource>(this IEnumerable<TSource> source, Func<TSource, int> selector) { Check(selector, "selector"); return Max(Select(source, selector)); }
        public static int? Max<TSource>(this IEnumerable<TSource> source, Func<TSource, int?> selector) { Check(selector, "selector"); return Max(Select(source, selector)); }
        public static long Min(this IEnumerable<long> source) { Check(source, "source"); using (IEnumerator<long> e = source.GetEnumerator()) { if (!e.MoveNext()) throw NoElements(); long value = e.Current;  while (e.MoveNext()) { long x = e.Current; if (x < value) value = x; } return value; } }
        public static long? Min(this IEnumerable<long?> source) { Check(source, "source"); long value = 0; bool any = false; foreach (long? v in source) { if (!v.HasValue) continue; long x = v.GetValueOrDefault(); if (!any) { value = x; any = true; } else if (x < value) value = x; } if (!any) return null; return value; }
        public static long Min<TSource>(this IEnumerable<TSource> source, Func<TSource, long> selector) { Check(selector, "selector"); return Min(Select(source, selector)); }
        public static long? Min<TSource>(this IEnumerable<TSource> source, Func<TSource, long?> selector) { Check(selector, "selector"); return Min(Select(source, selector)); }
        public static long Max(this IEnumerable<long> source) { Check(source, "source"); using (IEnumerator<long> e = source.GetEnumerator()) { if (!e.MoveNext()) throw NoElements(); long value = e.Current;  while (e.MoveNext()) { long x = e.Current; if (x > value) value = x; } return value; } }
        public static long? Max(this IEnumerable<long?> source) { Check(source, "source"); long value = 0; bool any = false; foreach (long? v in source) { if (!v.HasValue) continue; long x = v.GetValueOrDefault(); if (!any) { value = x; any = true; } else if (x > value) value = x; } if (!any) return null; return value; }
        public static long Max<TSource>(this IEnumerable<TSource> source, Func<TSource, long> selector) { Check(selector, "selector"); return Max(Select(source, selector)); }
        public static long? Max<TSource>(this IEnumerable<TSource> source, Func<TSource, long?> selector) { Check(selector, "selector"); return Max(Select(source, selector)); }
        public static float Min(this IEnumerable<float> source) { Check(source, "source"); using (IEnumerator<float> e = source.GetEnumerator()) { if (!e.MoveNext()) throw NoElements(); float value = e.Current; if (float.IsNaN(value)) return value; while (e.MoveNext()) { float x = e.Current; if (x < value) value = x; else if (float.IsNaN(x)) return x; } return value; } }
        public static float? Min(this IEnumerable<float?> source) { Check(source, "source"); float value = 0; bool any = false; foreach (float? v in source) { if (!v.HasValue) continue; float x = v.GetValueOrDefault(); if (!any) { value = x; any = true; if (float.IsNaN(x)) return x; } else if (x < value) value = x; else if (float.IsNaN(x)) return x; } if (!any) return null; return value; }
        public static float Min<TSource>(this IEnumerable<TSource> source, Func<TSource, float> selector) { Check(selector, "selector"); return Min(Select(source, selector)); }
        public static float? Min<TSource>(this IEnumerable<TSource> source, Func<TSource, float?> selector) { Check(selector, "selector"); return Min(Select(source, selector)); }
        public static float Max(this IEnumerable<float> source) { Check(source, "source"); using (IEnumerator<float> e = source.GetEnumerator()) { if (!e.MoveNext()) throw NoElements(); float value = e.Current;  while (e.MoveNext()) { float x = e.Current; if (x > value || float.IsNaN(value)) value = x; } return value; } }
        public static float? Max(this IEnumerable<float?> source) { Check(source, "source"); float value = 0; bool any = false; foreach (float? v in source) { if (!v.HasValue) continue; float x = v.GetValueOrDefault(); if (!any) { value = x; any = true; } else if (x > value || float.IsNaN(value)) value = x; } if (!any) return null; return value; }
        public static float Max<TSource>(this IEnumerable<TSource> source, Func<TSource, float> selector) { Check(selector, "selector"); return Max(Select(source, selector)); }
        public static float? Max<TSource>(this IEnumerable<TSource> source, Func<TSource, float?> selector) { Check(selector, "selector"); return Max(Select(source, selector)); }
        public static double Min(this IEnumerable<double> source) { Check(source, "source"); using (IEnumerator<double> e = source.GetEnumerator()) { if (!e.MoveNext()) throw NoElements(); double value = e.Current; if (double.IsNaN(value)) return value; while (e.MoveNext()) { double x = e.Current; if (x < value) value = x; else if (double.IsNaN(x)) return x; } return value; } }
        public static double? Min(this IEnumerable<double?> source) { Check(source, "source"); double value = 0; bool any = false; foreach (double? v in source) { if (!v.HasValue) continue; double x = v.GetValueOrDefault(); if (!any) { value = x; any = true; if (double.IsNaN(x)) return x; } else if (x < value) value = x; else if (double.IsNaN(x)) return x; } if (!any) return null; return value; }
        public static double Min<TSource>(this IEnumerable<TSource> source, Func<TSource, double> selector) { Check(selector, "selector"); return Min(Select(source, selector)); }
        public static double? Min<TSource>(this IEnumerable<TSource> source, Func<TSource, double?> selector) { Check(selector, "selector"); return Min(Select(source, selector)); }
        public static double Max(this IEnumerable<double> source) { Check(source, "source"); using (IEnumerator<double> e = source.GetEnumerator()) { if (!e.MoveNext()) throw NoElements(); double value = e.Current;  while (e.MoveNext()) { double x = e.Current; if (x > value || double.IsNaN(value)) value = x; } return value; } }
        public static double? Max(this IEnumerable<double?> source) { Check(source, "source"); double value = 0; bool any = false; foreach (double? v in source) { if (!v.HasValue) continue; double x = v.GetValueOrDefault(); if (!any) { value = x; any = true; } else if (x > value || double.IsNaN(value)) value = x; } if (!any) return null; return value; }
        public static double Max<TSource>(this IEnumerable<TSource> source, Func<TSource, double> selector) { Check(selector, "selector"); return Max(Select(source, selector)); }
        public static double? Max<TSource>(this IEnumerable<TSource> source, Func<TSource, double?> selector) { Check(selector, "selector"); return Max(Select(source, selector)); }
        public static decimal Min(this IEnumerable<decimal> source) { Check(source, "source"); using (IEnumerator<decimal> e = source.GetEnumerator()) { if (!e.MoveNext()) throw NoElements(); decimal value = e.Current;  while (e.MoveNext()) { decimal x = e.Current; if (x < value) value = x; } return value; } }
        public static decimal? Min(this IEnumerable<decimal?> source) { Check(source, "source"); decimal value = 0; bool any = false; foreach (decimal? v in source) { if (!v.HasValue) continue; decimal x = v.GetValueOrDefault(); if (!any) { value = x; any = true; } else if (x < value) value = x; } if (!any) return null; return value; }
        public static decimal Min<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal> selector) { Check(selector, "selector"); return Min(Select(source, selector)); }
        public static decimal? Min<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal?> selector) { Check(selector, "selector"); return Min(Select(source, selector)); }
        public static decimal Max(this IEnumerable<decimal> source) { Check(source, "source"); using (IEnumerator<decimal> e = source.GetEnumerator()) { if (!e.MoveNext()) throw NoElements(); decimal value = e.Current;  while (e.MoveNext()) { decimal x = e.Current; if (x > value) value = x; } return value; } }
        public static decimal? Max(this IEnumerable<decimal?> source) { Check(source, "source"); decimal value = 0; bool any = false; foreach (decimal? v in source) { if (!v.HasValue) continue; decimal x = v.GetValueOrDefault(); if (!any) { value = x; any = true; } else if (x > value) value = x; } if (!any) return null; return value; }
        public static decimal Max<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal> selector) { Check(selector, "selector"); return Max(Select(source, selector)); }
        public static decimal? Max<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal?> selector) { Check(selector, "selector"); return Max(Select(source, selector)); }
        static T MinMax<T>(IEnumerable<T> source, bool max)
        {
            Check(source, "source");
            Comparer<T> c = Comparer<T>.Default;
            using (IEnumerator<T> e = source.GetEnumerator())
            {
                if (!e.MoveNext()) throw NoElements();
                T value = e.Current;
                while (e.MoveNext())
                {
                    int r = c.Compare(e.Current, value);
                    if (max ? r > 0 : r < 0) value = e.Current;
                }
                return value;
            }
        }
        public static TSource Min<TSource>(this IEnumerable<TSource> source) { return MinMaxGeneric(source, false); }
        public static TSource Max<TSource>(this IEnumerable<TSource> source) { return MinMaxGeneric(source, true); }
        static TSource MinMaxGeneric<TSource>(IEnumerable<TSource> source, bool max)
        {
            Check(source, "source");
            Comparer<TSource> c = Comparer<TSource>.Default;
            TSource value = default(TSource);
            if (value == null)
            {
                bool any = false;
                foreach (TSource x in source)
                {
                    if (x == null) continue;
                    if (!any) { value = x; any = true; continue; }
                    int r = c.Compare(x, value);
                    if (max ? r > 0 : r < 0) value = x;
                }
                return value;
            }
            return MinMax(source, max);
        }

        public static TResult Min<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, TResult> selector) { return MinMaxGeneric(Select(source, selector), false); }
        public static TResult Max<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, TResult> selector) { return MinMaxGeneric(Select(source, selector), true); }
        public static TSource MinBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector) { return By(source, keySelector, false); }
        public static TSource MaxBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector) { return By(source, keySelector, true); }
        static TSource By<TSource, TKey>(IEnumerable<TSource> source, Func<TSource, TKey> keySelector, bool max)
        {
            Check(source, "source"); Check(keySelector, "keySelector");
            Comparer<TKey> c = Comparer<TKey>.Default;
            using (IEnumerator<TSource> e = source.GetEnumerator())
            {
                if (!e.MoveNext())
                {
                    if (default(TSource) == null) return default(TSource);
                    throw NoElements();
                }
                TSource value = e.Current;
                TKey key = keySelector(value);
                while (e.MoveNext())
                {
                    TKey k = keySelector(e.Current);
                    int r = c.Compare(k, key);
                    if (max ? r > 0 : r < 0) { key = k; value = e.Current; }
                }
                return value;
            }
        }
    }
}
