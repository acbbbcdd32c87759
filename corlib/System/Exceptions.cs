// Generated from a table (name, base, .NET default message, HResult).
using System;

namespace System
{
    [Serializable]
    public class SystemException : Exception
    {
        public SystemException() : base("System error.") { HResult = unchecked((int)0x80131501); }
        public SystemException(string message) : base(message) { HResult = unchecked((int)0x80131501); }
        public SystemException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131501); }
    }

    [Serializable]
    public class ApplicationException : Exception
    {
        public ApplicationException() : base("Error in the application.") { HResult = unchecked((int)0x80131600); }
        public ApplicationException(string message) : base(message) { HResult = unchecked((int)0x80131600); }
        public ApplicationException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131600); }
    }

    [Serializable]
    public class InvalidOperationException : SystemException
    {
        public InvalidOperationException() : base("Operation is not valid due to the current state of the object.") { HResult = unchecked((int)0x80131509); }
        public InvalidOperationException(string message) : base(message) { HResult = unchecked((int)0x80131509); }
        public InvalidOperationException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131509); }
    }

    [Serializable]
    public class NotSupportedException : SystemException
    {
        public NotSupportedException() : base("Specified method is not supported.") { HResult = unchecked((int)0x80131515); }
        public NotSupportedException(string message) : base(message) { HResult = unchecked((int)0x80131515); }
        public NotSupportedException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131515); }
    }

    [Serializable]
    public class PlatformNotSupportedException : NotSupportedException
    {
        public PlatformNotSupportedException() : base("Operation is not supported on this platform.") { HResult = unchecked((int)0x80131539); }
        public PlatformNotSupportedException(string message) : base(message) { HResult = unchecked((int)0x80131539); }
        public PlatformNotSupportedException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131539); }
    }

    [Serializable]
    public class NotImplementedException : SystemException
    {
        public NotImplementedException() : base("The method or operation is not implemented.") { HResult = unchecked((int)0x80004001); }
        public NotImplementedException(string message) : base(message) { HResult = unchecked((int)0x80004001); }
        public NotImplementedException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80004001); }
    }

    [Serializable]
    public class NullReferenceException : SystemException
    {
        public NullReferenceException() : base("Object reference not set to an instance of an object.") { HResult = unchecked((int)0x80004003); }
        public NullReferenceException(string message) : base(message) { HResult = unchecked((int)0x80004003); }
        public NullReferenceException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80004003); }
    }

    [Serializable]
    public class IndexOutOfRangeException : SystemException
    {
        public IndexOutOfRangeException() : base("Index was outside the bounds of the array.") { HResult = unchecked((int)0x80131508); }
        public IndexOutOfRangeException(string message) : base(message) { HResult = unchecked((int)0x80131508); }
        public IndexOutOfRangeException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131508); }
    }

    [Serializable]
    public class InvalidCastException : SystemException
    {
        public InvalidCastException() : base("Specified cast is not valid.") { HResult = unchecked((int)0x80004002); }
        public InvalidCastException(string message) : base(message) { HResult = unchecked((int)0x80004002); }
        public InvalidCastException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80004002); }
    }

    [Serializable]
    public class ArithmeticException : SystemException
    {
        public ArithmeticException() : base("Overflow or underflow in the arithmetic operation.") { HResult = unchecked((int)0x80070216); }
        public ArithmeticException(string message) : base(message) { HResult = unchecked((int)0x80070216); }
        public ArithmeticException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80070216); }
    }

    [Serializable]
    public class OverflowException : ArithmeticException
    {
        public OverflowException() : base("Arithmetic operation resulted in an overflow.") { HResult = unchecked((int)0x80131516); }
        public OverflowException(string message) : base(message) { HResult = unchecked((int)0x80131516); }
        public OverflowException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131516); }
    }

    [Serializable]
    public class DivideByZeroException : ArithmeticException
    {
        public DivideByZeroException() : base("Attempted to divide by zero.") { HResult = unchecked((int)0x80020012); }
        public DivideByZeroException(string message) : base(message) { HResult = unchecked((int)0x80020012); }
        public DivideByZeroException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80020012); }
    }

    [Serializable]
    public class NotFiniteNumberException : ArithmeticException
    {
        public NotFiniteNumberException() : base("Number encountered was not a finite quantity.") { HResult = unchecked((int)0x80131528); }
        public NotFiniteNumberException(string message) : base(message) { HResult = unchecked((int)0x80131528); }
        public NotFiniteNumberException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131528); }
    }

    [Serializable]
    public class ArrayTypeMismatchException : SystemException
    {
        public ArrayTypeMismatchException() : base("Attempted to access an element as a type incompatible with the array.") { HResult = unchecked((int)0x80131503); }
        public ArrayTypeMismatchException(string message) : base(message) { HResult = unchecked((int)0x80131503); }
        public ArrayTypeMismatchException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131503); }
    }

    [Serializable]
    public class FormatException : SystemException
    {
        public FormatException() : base("One of the identified items was in an invalid format.") { HResult = unchecked((int)0x80131537); }
        public FormatException(string message) : base(message) { HResult = unchecked((int)0x80131537); }
        public FormatException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131537); }
    }

    [Serializable]
    public class OutOfMemoryException : SystemException
    {
        public OutOfMemoryException() : base("Insufficient memory to continue the execution of the program.") { HResult = unchecked((int)0x8007000E); }
        public OutOfMemoryException(string message) : base(message) { HResult = unchecked((int)0x8007000E); }
        public OutOfMemoryException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x8007000E); }
    }

    [Serializable]
    public class InsufficientMemoryException : OutOfMemoryException
    {
        public InsufficientMemoryException() : base("Insufficient memory to continue the execution of the program.") { HResult = unchecked((int)0x8013153D); }
        public InsufficientMemoryException(string message) : base(message) { HResult = unchecked((int)0x8013153D); }
        public InsufficientMemoryException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x8013153D); }
    }

    [Serializable]
    public class StackOverflowException : SystemException
    {
        public StackOverflowException() : base("Operation caused a stack overflow.") { HResult = unchecked((int)0x800703E9); }
        public StackOverflowException(string message) : base(message) { HResult = unchecked((int)0x800703E9); }
        public StackOverflowException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x800703E9); }
    }

    [Serializable]
    public class InvalidProgramException : SystemException
    {
        public InvalidProgramException() : base("Common Language Runtime detected an invalid program.") { HResult = unchecked((int)0x8013153A); }
        public InvalidProgramException(string message) : base(message) { HResult = unchecked((int)0x8013153A); }
        public InvalidProgramException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x8013153A); }
    }

    [Serializable]
    public class RankException : SystemException
    {
        public RankException() : base("Attempted to operate on an array with the incorrect number of dimensions.") { HResult = unchecked((int)0x80131517); }
        public RankException(string message) : base(message) { HResult = unchecked((int)0x80131517); }
        public RankException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131517); }
    }

    [Serializable]
    public class TimeoutException : SystemException
    {
        public TimeoutException() : base("The operation has timed out.") { HResult = unchecked((int)0x80131505); }
        public TimeoutException(string message) : base(message) { HResult = unchecked((int)0x80131505); }
        public TimeoutException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131505); }
    }

    [Serializable]
    public class UnauthorizedAccessException : SystemException
    {
        public UnauthorizedAccessException() : base("Attempted to perform an unauthorized operation.") { HResult = unchecked((int)0x80070005); }
        public UnauthorizedAccessException(string message) : base(message) { HResult = unchecked((int)0x80070005); }
        public UnauthorizedAccessException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80070005); }
    }

    [Serializable]
    public class AccessViolationException : SystemException
    {
        public AccessViolationException() : base("Attempted to read or write protected memory. This is often an indication that other memory is corrupt.") { HResult = unchecked((int)0x80004003); }
        public AccessViolationException(string message) : base(message) { HResult = unchecked((int)0x80004003); }
        public AccessViolationException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80004003); }
    }

    [Serializable]
    public class ExecutionEngineException : SystemException
    {
        public ExecutionEngineException() : base("Internal error in the runtime.") { HResult = unchecked((int)0x80131506); }
        public ExecutionEngineException(string message) : base(message) { HResult = unchecked((int)0x80131506); }
        public ExecutionEngineException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131506); }
    }

    [Serializable]
    public class MemberAccessException : SystemException
    {
        public MemberAccessException() : base("Cannot access member.") { HResult = unchecked((int)0x8013151A); }
        public MemberAccessException(string message) : base(message) { HResult = unchecked((int)0x8013151A); }
        public MemberAccessException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x8013151A); }
    }

    [Serializable]
    public class MethodAccessException : MemberAccessException
    {
        public MethodAccessException() : base("Attempt to access the method failed.") { HResult = unchecked((int)0x80131510); }
        public MethodAccessException(string message) : base(message) { HResult = unchecked((int)0x80131510); }
        public MethodAccessException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131510); }
    }

    [Serializable]
    public class FieldAccessException : MemberAccessException
    {
        public FieldAccessException() : base("Attempted to access a field that is not accessible by the caller.") { HResult = unchecked((int)0x80131507); }
        public FieldAccessException(string message) : base(message) { HResult = unchecked((int)0x80131507); }
        public FieldAccessException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131507); }
    }

    [Serializable]
    public class DataMisalignedException : SystemException
    {
        public DataMisalignedException() : base("A datatype misalignment was detected in a load or store instruction.") { HResult = unchecked((int)0x80131541); }
        public DataMisalignedException(string message) : base(message) { HResult = unchecked((int)0x80131541); }
        public DataMisalignedException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131541); }
    }

    [Serializable]
    public class InsufficientExecutionStackException : SystemException
    {
        public InsufficientExecutionStackException() : base("Insufficient stack to continue executing the program safely. This can happen from having too many functions on the call stack or function on the stack using too much stack space.") { HResult = unchecked((int)0x80131578); }
        public InsufficientExecutionStackException(string message) : base(message) { HResult = unchecked((int)0x80131578); }
        public InsufficientExecutionStackException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131578); }
    }

    [Serializable]
    public class BadImageFormatException : SystemException
    {
        public BadImageFormatException() : base("Format of the executable (.exe) or library (.dll) is invalid.") { HResult = unchecked((int)0x8007000B); }
        public BadImageFormatException(string message) : base(message) { HResult = unchecked((int)0x8007000B); }
        public BadImageFormatException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x8007000B); }
    }

    [Serializable]
    public class ContextMarshalException : SystemException
    {
        public ContextMarshalException() : base("Attempted to marshal an object across a context boundary.") { HResult = unchecked((int)0x80131504); }
        public ContextMarshalException(string message) : base(message) { HResult = unchecked((int)0x80131504); }
        public ContextMarshalException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131504); }
    }

    [Serializable]
    public class DllNotFoundException : TypeLoadException
    {
        public DllNotFoundException() : base("Dll was not found.") { HResult = unchecked((int)0x80131524); }
        public DllNotFoundException(string message) : base(message) { HResult = unchecked((int)0x80131524); }
        public DllNotFoundException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131524); }
    }

    [Serializable]
    public class EntryPointNotFoundException : TypeLoadException
    {
        public EntryPointNotFoundException() : base("Entry point was not found.") { HResult = unchecked((int)0x80131523); }
        public EntryPointNotFoundException(string message) : base(message) { HResult = unchecked((int)0x80131523); }
        public EntryPointNotFoundException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131523); }
    }
}

namespace System.Collections.Generic
{
    [Serializable]
    public class KeyNotFoundException : SystemException
    {
        public KeyNotFoundException() : base("The given key was not present in the dictionary.") { HResult = unchecked((int)0x80131577); }
        public KeyNotFoundException(string message) : base(message) { HResult = unchecked((int)0x80131577); }
        public KeyNotFoundException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131577); }
    }
}

namespace System.IO
{
    [Serializable]
    public class IOException : SystemException
    {
        public IOException() : base("I/O error occurred.") { HResult = unchecked((int)0x80131620); }
        public IOException(string message) : base(message) { HResult = unchecked((int)0x80131620); }
        public IOException(string message, int hresult) : base(message) { HResult = hresult; }
        public IOException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131620); }
    }

    [Serializable]
    public class EndOfStreamException : IOException
    {
        public EndOfStreamException() : base("Unable to read beyond the end of the stream.") { HResult = unchecked((int)0x80070026); }
        public EndOfStreamException(string message) : base(message) { HResult = unchecked((int)0x80070026); }
        public EndOfStreamException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80070026); }
    }

    [Serializable]
    public class DirectoryNotFoundException : IOException
    {
        public DirectoryNotFoundException() : base("Attempted to access a path that is not on the disk.") { HResult = unchecked((int)0x80070003); }
        public DirectoryNotFoundException(string message) : base(message) { HResult = unchecked((int)0x80070003); }
        public DirectoryNotFoundException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80070003); }
    }

    [Serializable]
    public class PathTooLongException : IOException
    {
        public PathTooLongException() : base("The specified file name or path is too long, or a component of the specified path is too long.") { HResult = unchecked((int)0x800700CE); }
        public PathTooLongException(string message) : base(message) { HResult = unchecked((int)0x800700CE); }
        public PathTooLongException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x800700CE); }
    }
}

namespace System.Threading
{
    [Serializable]
    public class ThreadInterruptedException : SystemException
    {
        public ThreadInterruptedException() : base("Thread was interrupted from a waiting state.") { HResult = unchecked((int)0x80131519); }
        public ThreadInterruptedException(string message) : base(message) { HResult = unchecked((int)0x80131519); }
        public ThreadInterruptedException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131519); }
    }

    [Serializable]
    public class ThreadStateException : SystemException
    {
        public ThreadStateException() : base("Thread was in an invalid state for the operation being executed.") { HResult = unchecked((int)0x80131520); }
        public ThreadStateException(string message) : base(message) { HResult = unchecked((int)0x80131520); }
        public ThreadStateException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131520); }
    }

    [Serializable]
    public class SynchronizationLockException : SystemException
    {
        public SynchronizationLockException() : base("Object synchronization method was called from an unsynchronized block of code.") { HResult = unchecked((int)0x80131518); }
        public SynchronizationLockException(string message) : base(message) { HResult = unchecked((int)0x80131518); }
        public SynchronizationLockException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131518); }
    }

    [Serializable]
    public class LockRecursionException : Exception
    {
        public LockRecursionException() : base("Exception of type 'System.Threading.LockRecursionException' was thrown.") { HResult = unchecked((int)0x80131500); }
        public LockRecursionException(string message) : base(message) { HResult = unchecked((int)0x80131500); }
        public LockRecursionException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131500); }
    }
}

namespace System.Runtime.InteropServices
{
    [Serializable]
    public class ExternalException : SystemException
    {
        public ExternalException() : base("External component has thrown an exception.") { HResult = unchecked((int)0x80004005); }
        public ExternalException(string message) : base(message) { HResult = unchecked((int)0x80004005); }
        public ExternalException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80004005); }
    }

    [Serializable]
    public class MarshalDirectiveException : SystemException
    {
        public MarshalDirectiveException() : base("Marshaling directives are invalid.") { HResult = unchecked((int)0x80131535); }
        public MarshalDirectiveException(string message) : base(message) { HResult = unchecked((int)0x80131535); }
        public MarshalDirectiveException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131535); }
    }
}

namespace System.Runtime.Serialization
{
    [Serializable]
    public class SerializationException : SystemException
    {
        public SerializationException() : base("Serialization error.") { HResult = unchecked((int)0x8013150C); }
        public SerializationException(string message) : base(message) { HResult = unchecked((int)0x8013150C); }
        public SerializationException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x8013150C); }
    }
}

