using System.Reflection;
using System.Runtime.CompilerServices;

[assembly: AssemblyVersion("4.0.0.0")]
[assembly: AssemblyTitle("mscorlib")]
[assembly: AssemblyProduct("corvid")]
[assembly: RuntimeCompatibility(WrapNonExceptionThrows = true)]
