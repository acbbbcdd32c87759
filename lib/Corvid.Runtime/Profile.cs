// Corvid.Runtime — what a program can ask of corvid's tiering, as a plain library: on CoreCLR
// or mono these methods do nothing, so the same program runs unchanged there.  corvid binds
// EnterExclusion and LeaveExclusion to its runtime (src/vm/icall_runtime_library.c).
using System;
using System.Runtime.CompilerServices;

namespace Corvid.Runtime {
    /// <summary>Keeps calls out of the Dynamic PGO profile.</summary>
    public static class Profile {
        /// <summary>
        /// Until the returned scope is disposed, calls made on this thread neither count toward
        /// tier-up nor feed receiver-type histograms or branch counts: wrap a health check's
        /// handler in it so that probe traffic does not decide how the hot path is compiled.
        /// </summary>
        public static IDisposable Exclude() {
            EnterExclusion();
            return new ExclusionScope();
        }

        /// <summary>Whether calls on this thread are kept out of the profile now (false off corvid).</summary>
        public static bool IsExcluded {
            get { return ExclusionDepth() > 0; }
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        static void EnterExclusion() { }

        [MethodImpl(MethodImplOptions.NoInlining)]
        static void LeaveExclusion() { }

        [MethodImpl(MethodImplOptions.NoInlining)]
        static int ExclusionDepth() { return 0; }

        sealed class ExclusionScope : IDisposable {
            bool disposed;

            public void Dispose() {
                if (disposed) return;
                disposed = true;
                LeaveExclusion();
            }
        }
    }
}
