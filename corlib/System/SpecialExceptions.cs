using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Text;

namespace System
{
    [Serializable]
    public class ArgumentException : SystemException
    {
        string _paramName;

        public ArgumentException() : base("Value does not fall within the expected range.") { HResult = unchecked((int)0x80070057); }
        public ArgumentException(string message) : base(message) { HResult = unchecked((int)0x80070057); }
        public ArgumentException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80070057); }
        public ArgumentException(string message, string paramName, Exception innerException) : base(message, innerException) { _paramName = paramName; HResult = unchecked((int)0x80070057); }
        public ArgumentException(string message, string paramName) : base(message) { _paramName = paramName; HResult = unchecked((int)0x80070057); }

        public override string Message
        {
            get
            {
                string s = base.Message;
                if (!string.IsNullOrEmpty(_paramName)) s = s + " (Parameter '" + _paramName + "')";
                return s;
            }
        }

        public virtual string ParamName
        {
            get
            {
                if (_paramName != null) return _paramName;
                // Raised from C (vm_throw_new, no constructor run): the message ends with
                // " (Parameter 'name')".
                string m = base.Message;
                if (m != null && m.EndsWith("')"))
                {
                    int i = m.LastIndexOf("(Parameter '");
                    if (i >= 0) return m.Substring(i + 12, m.Length - i - 14);
                }
                return null;
            }
        }

        public static void ThrowIfNullOrEmpty(string argument, string paramName = null)
        {
            if (argument == null) throw new ArgumentNullException(paramName);
            if (argument.Length == 0) throw new ArgumentException("The value cannot be an empty string.", paramName);
        }
    }

    [Serializable]
    public class ArgumentNullException : ArgumentException
    {
        public ArgumentNullException() : base("Value cannot be null.") { HResult = unchecked((int)0x80004003); }
        public ArgumentNullException(string paramName) : base("Value cannot be null.", paramName) { HResult = unchecked((int)0x80004003); }
        public ArgumentNullException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80004003); }
        public ArgumentNullException(string paramName, string message) : base(message, paramName) { HResult = unchecked((int)0x80004003); }

        public static void ThrowIfNull(object argument, string paramName = null)
        {
            if (argument == null) throw new ArgumentNullException(paramName);
        }
    }

    [Serializable]
    public class ArgumentOutOfRangeException : ArgumentException
    {
        object _actualValue;

        public ArgumentOutOfRangeException() : base("Specified argument was out of the range of valid values.") { HResult = unchecked((int)0x80131502); }
        public ArgumentOutOfRangeException(string paramName) : base("Specified argument was out of the range of valid values.", paramName) { HResult = unchecked((int)0x80131502); }
        public ArgumentOutOfRangeException(string paramName, string message) : base(message, paramName) { HResult = unchecked((int)0x80131502); }
        public ArgumentOutOfRangeException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131502); }
        public ArgumentOutOfRangeException(string paramName, object actualValue, string message) : base(message, paramName) { _actualValue = actualValue; HResult = unchecked((int)0x80131502); }

        public override string Message
        {
            get
            {
                string s = base.Message;
                if (_actualValue != null)
                {
                    string valueMessage = "Actual value was " + _actualValue.ToString() + ".";
                    if (s == null) return valueMessage;
                    return s + Environment.NewLine + valueMessage;
                }
                return s;
            }
        }

        public virtual object ActualValue { get { return _actualValue; } }
    }

    [Serializable]
    public class DuplicateWaitObjectException : ArgumentException
    {
        public DuplicateWaitObjectException() : base("Duplicate objects in argument.") { }
        public DuplicateWaitObjectException(string parameterName) : base("Duplicate objects in argument.", parameterName) { }
        public DuplicateWaitObjectException(string parameterName, string message) : base(message, parameterName) { }
        public DuplicateWaitObjectException(string message, Exception innerException) : base(message, innerException) { }
    }

    [Serializable]
    public class TypeLoadException : SystemException
    {
        string _className;
        public TypeLoadException() : base("Failure has occurred while loading a type.") { HResult = unchecked((int)0x80131522); }
        public TypeLoadException(string message) : base(message) { HResult = unchecked((int)0x80131522); }
        public TypeLoadException(string message, Exception inner) : base(message, inner) { HResult = unchecked((int)0x80131522); }
        public string TypeName { get { return _className ?? ""; } }
    }

    [Serializable]
    public class MissingMemberException : MemberAccessException
    {
        protected string ClassName;
        protected string MemberName;
        protected byte[] Signature;
        public MissingMemberException() : base("Attempted to access a missing member.") { HResult = unchecked((int)0x80131512); }
        public MissingMemberException(string message) : base(message) { HResult = unchecked((int)0x80131512); }
        public MissingMemberException(string message, Exception inner) : base(message, inner) { HResult = unchecked((int)0x80131512); }
        public MissingMemberException(string className, string memberName) : base("Member '" + className + "." + memberName + "' not found.") { ClassName = className; MemberName = memberName; HResult = unchecked((int)0x80131512); }
    }

    [Serializable]
    public class MissingMethodException : MissingMemberException
    {
        public MissingMethodException() : base("Attempted to access a missing method.") { HResult = unchecked((int)0x80131513); }
        public MissingMethodException(string message) : base(message) { HResult = unchecked((int)0x80131513); }
        public MissingMethodException(string message, Exception inner) : base(message, inner) { HResult = unchecked((int)0x80131513); }
        public MissingMethodException(string className, string methodName) : base("Method '" + className + "." + methodName + "' not found.") { ClassName = className; MemberName = methodName; HResult = unchecked((int)0x80131513); }
    }

    [Serializable]
    public class MissingFieldException : MissingMemberException
    {
        public MissingFieldException() : base("Attempted to access a non-existing field.") { HResult = unchecked((int)0x80131511); }
        public MissingFieldException(string message) : base(message) { HResult = unchecked((int)0x80131511); }
        public MissingFieldException(string message, Exception inner) : base(message, inner) { HResult = unchecked((int)0x80131511); }
        public MissingFieldException(string className, string fieldName) : base("Field '" + className + "." + fieldName + "' not found.") { ClassName = className; MemberName = fieldName; HResult = unchecked((int)0x80131511); }
    }

    [Serializable]
    public sealed class TypeInitializationException : SystemException
    {
        string _typeName;
        // The runtime creates this with (full type name, inner exception).
        public TypeInitializationException(string fullTypeName, Exception innerException)
            : base("The type initializer for '" + fullTypeName + "' threw an exception.", innerException)
        {
            _typeName = fullTypeName;
            HResult = unchecked((int)0x80131534);
        }
        public string TypeName { get { return _typeName ?? ""; } }
    }

    [Serializable]
    public class ObjectDisposedException : InvalidOperationException
    {
        string _objectName;
        public ObjectDisposedException(string objectName) : this(objectName, "Cannot access a disposed object.") { }
        public ObjectDisposedException(string objectName, string message) : base(message) { _objectName = objectName; HResult = unchecked((int)0x80131622); }
        public ObjectDisposedException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80131622); }

        public override string Message
        {
            get
            {
                string name = ObjectName;
                if (name == null || name.Length == 0) return base.Message;
                return base.Message + Environment.NewLine + "Object name: '" + name + "'.";
            }
        }

        public string ObjectName { get { return _objectName ?? ""; } }

        public static void ThrowIf(bool condition, object instance)
        {
            if (condition) throw new ObjectDisposedException(instance == null ? null : instance.GetType().FullName);
        }
    }

    [Serializable]
    public class OperationCanceledException : SystemException
    {
        public OperationCanceledException() : base("The operation was canceled.") { HResult = unchecked((int)0x8013153B); }
        public OperationCanceledException(string message) : base(message) { HResult = unchecked((int)0x8013153B); }
        public OperationCanceledException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x8013153B); }
        public OperationCanceledException(System.Threading.CancellationToken token) : this() { _token = token; }
        public OperationCanceledException(string message, System.Threading.CancellationToken token) : this(message) { _token = token; }
        public OperationCanceledException(string message, Exception innerException, System.Threading.CancellationToken token) : this(message, innerException) { _token = token; }
        System.Threading.CancellationToken _token;
        public System.Threading.CancellationToken CancellationToken { get { return _token; } }
    }

    [Serializable]
    public class AggregateException : Exception
    {
        ReadOnlyCollection<Exception> _inner;

        public AggregateException() : this("One or more errors occurred.") { }
        public AggregateException(string message) : base(message) { _inner = new ReadOnlyCollection<Exception>(new Exception[0]); }
        public AggregateException(string message, Exception innerException) : base(message, innerException)
        {
            if (innerException == null) throw new ArgumentNullException("innerException");
            _inner = new ReadOnlyCollection<Exception>(new Exception[] { innerException });
        }
        public AggregateException(IEnumerable<Exception> innerExceptions) : this("One or more errors occurred.", innerExceptions) { }
        public AggregateException(params Exception[] innerExceptions) : this("One or more errors occurred.", innerExceptions) { }
        public AggregateException(string message, IEnumerable<Exception> innerExceptions) : this(message, new List<Exception>(Check(innerExceptions)).ToArray()) { }
        public AggregateException(string message, params Exception[] innerExceptions)
            : base(message, innerExceptions != null && innerExceptions.Length > 0 ? innerExceptions[0] : null)
        {
            if (innerExceptions == null) throw new ArgumentNullException("innerExceptions");
            Exception[] copy = new Exception[innerExceptions.Length];
            for (int i = 0; i < copy.Length; i++)
            {
                copy[i] = innerExceptions[i];
                if (copy[i] == null) throw new ArgumentException("An element of innerExceptions was null.");
            }
            _inner = new ReadOnlyCollection<Exception>(copy);
        }

        static IEnumerable<Exception> Check(IEnumerable<Exception> e)
        {
            if (e == null) throw new ArgumentNullException("innerExceptions");
            return e;
        }

        public ReadOnlyCollection<Exception> InnerExceptions { get { return _inner; } }

        public override string Message
        {
            get
            {
                if (_inner.Count == 0) return base.Message;
                StringBuilder sb = new StringBuilder();
                sb.Append(base.Message);
                sb.Append(' ');
                for (int i = 0; i < _inner.Count; i++)
                {
                    sb.Append('(');
                    sb.Append(_inner[i].Message);
                    sb.Append(") ");
                }
                sb.Length -= 1;
                return sb.ToString();
            }
        }

        public override Exception GetBaseException()
        {
            Exception back = this;
            AggregateException ae = this;
            while (ae != null && ae.InnerExceptions.Count == 1)
            {
                back = back.InnerException;
                ae = back as AggregateException;
            }
            return back;
        }

        public AggregateException Flatten()
        {
            List<Exception> flat = new List<Exception>();
            List<AggregateException> todo = new List<AggregateException>();
            todo.Add(this);
            for (int i = 0; i < todo.Count; i++)
            {
                foreach (Exception e in todo[i].InnerExceptions)
                {
                    AggregateException a = e as AggregateException;
                    if (a != null) todo.Add(a); else flat.Add(e);
                }
            }
            return new AggregateException(Message, flat.ToArray());
        }

        public void Handle(Func<Exception, bool> predicate)
        {
            if (predicate == null) throw new ArgumentNullException("predicate");
            List<Exception> unhandled = null;
            foreach (Exception e in _inner)
            {
                if (!predicate(e))
                {
                    if (unhandled == null) unhandled = new List<Exception>();
                    unhandled.Add(e);
                }
            }
            if (unhandled != null) throw new AggregateException(Message, unhandled.ToArray());
        }

        public override string ToString()
        {
            StringBuilder text = new StringBuilder();
            text.Append(base.ToString());
            for (int i = 0; i < _inner.Count; i++)
            {
                if (_inner[i] == InnerException) continue;
                text.Append(Environment.NewLine);
                text.Append(" ---> (Inner Exception #");
                text.Append(i);
                text.Append(") ");
                text.Append(_inner[i].ToString());
                text.Append("<---");
                text.Append(Environment.NewLine);
            }
            return text.ToString();
        }
    }
}

namespace System.IO
{
    [Serializable]
    public class FileNotFoundException : IOException
    {
        string _fileName;
        public FileNotFoundException() : base("Unable to find the specified file.") { HResult = unchecked((int)0x80070002); }
        public FileNotFoundException(string message) : base(message) { HResult = unchecked((int)0x80070002); }
        public FileNotFoundException(string message, Exception innerException) : base(message, innerException) { HResult = unchecked((int)0x80070002); }
        public FileNotFoundException(string message, string fileName) : base(message) { _fileName = fileName; HResult = unchecked((int)0x80070002); }
        public string FileName { get { return _fileName; } }
    }
}

namespace System.Threading.Tasks
{
    [Serializable]
    public class TaskCanceledException : OperationCanceledException
    {
        Task _task;
        public TaskCanceledException() : base("A task was canceled.") { }
        public TaskCanceledException(string message) : base(message) { }
        public TaskCanceledException(string message, Exception innerException) : base(message, innerException) { }
        public TaskCanceledException(string message, Exception innerException, System.Threading.CancellationToken token) : base(message, innerException, token) { }
        public TaskCanceledException(Task task) : base("A task was canceled.", task != null ? task.CancellationToken : default(System.Threading.CancellationToken)) { _task = task; }
        public Task Task { get { return _task; } }
    }
}
