using System.Collections;
using System.Runtime.CompilerServices;
using System.Runtime.Serialization;

namespace System
{
    [Serializable]
    public class Exception : ISerializable
    {
        // Runtime contract: these four fields first, in this order.
        internal string _message;
        internal Exception _innerException;
        internal string _stackTraceString;
        internal int _HResult;
        // Managed-only state.
        string _source;
        string _helpLink;
        IDictionary _data;

        public Exception() { _HResult = unchecked((int)0x80131500); }

        public Exception(string message) : this() { _message = message; }

        public Exception(string message, Exception innerException) : this()
        {
            _message = message;
            _innerException = innerException;
        }

        internal string GetClassName() { return GetType().ToString(); }

        public virtual string Message
        {
            get { return _message ?? "Exception of type '" + GetClassName() + "' was thrown."; }
        }

        public Exception InnerException { get { return _innerException; } }

        public virtual string StackTrace { get { return _stackTraceString; } }

        public int HResult { get { return _HResult; } set { _HResult = value; } }

        public virtual string Source { get { return _source; } set { _source = value; } }

        public virtual string HelpLink { get { return _helpLink; } set { _helpLink = value; } }

        public virtual IDictionary Data
        {
            get
            {
                if (_data == null) _data = new Hashtable();
                return _data;
            }
        }

        public virtual Exception GetBaseException()
        {
            Exception inner = InnerException;
            Exception back = this;
            while (inner != null)
            {
                back = inner;
                inner = inner.InnerException;
            }
            return back;
        }

        public override string ToString()
        {
            string className = GetClassName();
            string message = Message;
            string s = (message == null || message.Length <= 0) ? className : className + ": " + message;
            if (_innerException != null)
                s = s + " ---> " + _innerException.ToString() + Environment.NewLine + "   --- End of inner exception stack trace ---";
            string stackTrace = StackTrace;
            if (stackTrace != null) s = s + Environment.NewLine + stackTrace;
            return s;
        }

        public new Type GetType() { return base.GetType(); }
    }
}
