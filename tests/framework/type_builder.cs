// Reflection.Emit's AssemblyBuilder / ModuleBuilder / TypeBuilder: classes, structs, enums, generic
// types and methods, interfaces and overrides, events, nested types, initialized data, constants,
// exception handling, custom attributes, members defined across types in turn, and a type used
// before CreateType (CoreCLR's TypeLoadException).
using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using System.Reflection.Emit;

public interface IGreeter { string Greet(string name); int Count { get; } }
public abstract class Shape { public abstract double Area(); public override string ToString() => GetType().Name + " " + Area().ToString("F2"); }
[AttributeUsage(AttributeTargets.All)]
public sealed class TagAttribute : Attribute { public TagAttribute(string text) { Text = text; } public string Text { get; } public int Weight { get; set; } }

public static class Program
{
    static ModuleBuilder module;

    static Type BuildGreeter()
    {
        var tb = module.DefineType("Dyn.Greeter", TypeAttributes.Public | TypeAttributes.Class, typeof(object), new[] { typeof(IGreeter) });
        var count = tb.DefineField("count", typeof(int), FieldAttributes.Private);
        var prefix = tb.DefineField("prefix", typeof(string), FieldAttributes.Private);
        var ctor = tb.DefineConstructor(MethodAttributes.Public, CallingConventions.Standard, new[] { typeof(string) });
        ctor.DefineParameter(1, ParameterAttributes.None, "prefix");
        var il = ctor.GetILGenerator();
        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Call, typeof(object).GetConstructor(Type.EmptyTypes)!);
        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Ldarg_1);
        il.Emit(OpCodes.Stfld, prefix);
        il.Emit(OpCodes.Ret);

        var greet = tb.DefineMethod("Greet", MethodAttributes.Public | MethodAttributes.Virtual | MethodAttributes.Final | MethodAttributes.HideBySig | MethodAttributes.NewSlot,
            typeof(string), new[] { typeof(string) });
        greet.DefineParameter(1, ParameterAttributes.None, "name");
        il = greet.GetILGenerator();
        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Ldfld, count);
        il.Emit(OpCodes.Ldc_I4_1);
        il.Emit(OpCodes.Add);
        il.Emit(OpCodes.Stfld, count);
        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Ldfld, prefix);
        il.Emit(OpCodes.Ldstr, ", ");
        il.Emit(OpCodes.Ldarg_1);
        il.Emit(OpCodes.Ldstr, "!");
        il.Emit(OpCodes.Call, typeof(string).GetMethod("Concat", new[] { typeof(string), typeof(string), typeof(string), typeof(string) })!);
        il.Emit(OpCodes.Ret);

        var getCount = tb.DefineMethod("get_Count", MethodAttributes.Public | MethodAttributes.Virtual | MethodAttributes.Final | MethodAttributes.HideBySig | MethodAttributes.NewSlot | MethodAttributes.SpecialName,
            typeof(int), Type.EmptyTypes);
        il = getCount.GetILGenerator();
        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Ldfld, count);
        il.Emit(OpCodes.Ret);
        var property = tb.DefineProperty("Count", PropertyAttributes.None, typeof(int), null);
        property.SetGetMethod(getCount);

        // a static method with a loop, a try/catch/finally and a local
        var sum = tb.DefineMethod("SumTo", MethodAttributes.Public | MethodAttributes.Static, typeof(long), new[] { typeof(int) });
        il = sum.GetILGenerator();
        var total = il.DeclareLocal(typeof(long));
        var i = il.DeclareLocal(typeof(int));
        var head = il.DefineLabel();
        var test = il.DefineLabel();
        il.Emit(OpCodes.Ldc_I4_0); il.Emit(OpCodes.Stloc, i);
        il.Emit(OpCodes.Br, test);
        il.MarkLabel(head);
        il.Emit(OpCodes.Ldloc, total); il.Emit(OpCodes.Ldloc, i); il.Emit(OpCodes.Conv_I8); il.Emit(OpCodes.Add); il.Emit(OpCodes.Stloc, total);
        il.Emit(OpCodes.Ldloc, i); il.Emit(OpCodes.Ldc_I4_1); il.Emit(OpCodes.Add); il.Emit(OpCodes.Stloc, i);
        il.MarkLabel(test);
        il.Emit(OpCodes.Ldloc, i); il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ble, head);
        il.Emit(OpCodes.Ldloc, total);
        il.Emit(OpCodes.Ret);

        var safe = tb.DefineMethod("Divide", MethodAttributes.Public | MethodAttributes.Static, typeof(string), new[] { typeof(int), typeof(int) });
        il = safe.GetILGenerator();
        var result = il.DeclareLocal(typeof(string));
        il.BeginExceptionBlock();
        il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldarg_1); il.Emit(OpCodes.Div);
        var boxed = il.DeclareLocal(typeof(int));
        il.Emit(OpCodes.Stloc, boxed);
        il.Emit(OpCodes.Ldloca, boxed);
        il.Emit(OpCodes.Call, typeof(int).GetMethod("ToString", Type.EmptyTypes)!);
        il.Emit(OpCodes.Stloc, result);
        il.BeginCatchBlock(typeof(DivideByZeroException));
        il.Emit(OpCodes.Callvirt, typeof(Exception).GetProperty("Message")!.GetGetMethod()!);
        il.Emit(OpCodes.Stloc, result);
        il.BeginFinallyBlock();
        il.EmitWriteLine("finally ran");
        il.EndExceptionBlock();
        il.Emit(OpCodes.Ldloc, result);
        il.Emit(OpCodes.Ret);

        tb.SetCustomAttribute(new CustomAttributeBuilder(typeof(TagAttribute).GetConstructor(new[] { typeof(string) })!, new object[] { "greeter" },
            new[] { typeof(TagAttribute).GetProperty("Weight")! }, new object[] { 7 }));
        return tb.CreateType()!;
    }

    static Type BuildCircle()
    {
        var tb = module.DefineType("Dyn.Circle", TypeAttributes.Public | TypeAttributes.Sealed, typeof(Shape));
        var radius = tb.DefineField("Radius", typeof(double), FieldAttributes.Public);
        var ctor = tb.DefineConstructor(MethodAttributes.Public, CallingConventions.Standard, new[] { typeof(double) });
        var il = ctor.GetILGenerator();
        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Call, typeof(Shape).GetConstructor(BindingFlags.NonPublic | BindingFlags.Instance, Type.EmptyTypes)!);
        il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldarg_1); il.Emit(OpCodes.Stfld, radius);
        il.Emit(OpCodes.Ret);
        var area = tb.DefineMethod("Area", MethodAttributes.Public | MethodAttributes.Virtual | MethodAttributes.HideBySig, typeof(double), Type.EmptyTypes);
        il = area.GetILGenerator();
        il.Emit(OpCodes.Ldc_R8, Math.PI); il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldfld, radius); il.Emit(OpCodes.Mul);
        il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldfld, radius); il.Emit(OpCodes.Mul);
        il.Emit(OpCodes.Ret);
        return tb.CreateType()!;
    }

    static Type BuildPoint()
    {
        var tb = module.DefineType("Dyn.Point", TypeAttributes.Public | TypeAttributes.Sealed | TypeAttributes.SequentialLayout, typeof(ValueType));
        var x = tb.DefineField("X", typeof(int), FieldAttributes.Public);
        var y = tb.DefineField("Y", typeof(int), FieldAttributes.Public);
        var len = tb.DefineMethod("LengthSquared", MethodAttributes.Public, typeof(int), Type.EmptyTypes);
        var il = len.GetILGenerator();
        il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldfld, x); il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldfld, x); il.Emit(OpCodes.Mul);
        il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldfld, y); il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldfld, y); il.Emit(OpCodes.Mul);
        il.Emit(OpCodes.Add); il.Emit(OpCodes.Ret);
        return tb.CreateType()!;
    }

    static Type BuildEnum()
    {
        var eb = module.DefineEnum("Dyn.Color", TypeAttributes.Public, typeof(int));
        eb.DefineLiteral("Red", 1);
        eb.DefineLiteral("Green", 2);
        eb.DefineLiteral("Blue", 4);
        return eb.CreateType()!;
    }

    // two types whose members are defined in turn; the second calls the first
    static (Type, Type) BuildInterleaved()
    {
        var a = module.DefineType("Dyn.A", TypeAttributes.Public);
        var b = module.DefineType("Dyn.B", TypeAttributes.Public);
        var fa = a.DefineField("Value", typeof(int), FieldAttributes.Public | FieldAttributes.Static);
        var fb = b.DefineField("Other", typeof(string), FieldAttributes.Public | FieldAttributes.Static);
        var ma = a.DefineMethod("Twice", MethodAttributes.Public | MethodAttributes.Static, typeof(int), new[] { typeof(int) });
        var mb = b.DefineMethod("Describe", MethodAttributes.Public | MethodAttributes.Static, typeof(string), new[] { typeof(int) });
        var fa2 = a.DefineField("Calls", typeof(int), FieldAttributes.Public | FieldAttributes.Static);
        var il = ma.GetILGenerator();
        il.Emit(OpCodes.Ldsfld, fa2); il.Emit(OpCodes.Ldc_I4_1); il.Emit(OpCodes.Add); il.Emit(OpCodes.Stsfld, fa2);
        il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldc_I4_2); il.Emit(OpCodes.Mul); il.Emit(OpCodes.Ret);
        il = mb.GetILGenerator();
        il.Emit(OpCodes.Ldstr, "twice is ");
        il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Call, ma);
        var boxed = il.DeclareLocal(typeof(int));
        il.Emit(OpCodes.Stloc, boxed); il.Emit(OpCodes.Ldloca, boxed);
        il.Emit(OpCodes.Call, typeof(int).GetMethod("ToString", Type.EmptyTypes)!);
        il.Emit(OpCodes.Call, typeof(string).GetMethod("Concat", new[] { typeof(string), typeof(string) })!);
        il.Emit(OpCodes.Dup); il.Emit(OpCodes.Stsfld, fb);
        il.Emit(OpCodes.Ret);
        var tB = b.CreateType()!;   // B first: A is made when B's code first needs it
        var tA = a.CreateType()!;
        return (tA, tB);
    }

    static Type BuildGeneric()
    {
        var tb = module.DefineType("Dyn.Box`1", TypeAttributes.Public);
        var t = tb.DefineGenericParameters("T")[0];
        var value = tb.DefineField("value", t, FieldAttributes.Public);
        var get = tb.DefineMethod("Get", MethodAttributes.Public, t, Type.EmptyTypes);
        var il = get.GetILGenerator();
        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Ldfld, TypeBuilder.GetField(tb.MakeGenericType(t), value));
        il.Emit(OpCodes.Ret);
        var ctor = tb.DefineDefaultConstructor(MethodAttributes.Public);
        return tb.CreateType()!;
    }

    // explicit interface implementation (MethodImpl), an event, a nested type, a generic method,
    // initialized static data, literal fields and parameter defaults
    static Type BuildMore()
    {
        var tb = module.DefineType("Dyn.More", TypeAttributes.Public, typeof(object), new[] { typeof(IDisposable) });
        var disposed = tb.DefineField("disposed", typeof(bool), FieldAttributes.Public);
        var dispose = tb.DefineMethod("System.IDisposable.Dispose", MethodAttributes.Private | MethodAttributes.Virtual | MethodAttributes.Final | MethodAttributes.HideBySig | MethodAttributes.NewSlot,
            typeof(void), Type.EmptyTypes);
        var il = dispose.GetILGenerator();
        il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldc_I4_1); il.Emit(OpCodes.Stfld, disposed); il.Emit(OpCodes.Ret);
        tb.DefineMethodOverride(dispose, typeof(IDisposable).GetMethod("Dispose")!);

        var handlerField = tb.DefineField("changed", typeof(EventHandler), FieldAttributes.Private);
        var ev = tb.DefineEvent("Changed", EventAttributes.None, typeof(EventHandler));
        var add = tb.DefineMethod("add_Changed", MethodAttributes.Public | MethodAttributes.SpecialName | MethodAttributes.HideBySig, typeof(void), new[] { typeof(EventHandler) });
        il = add.GetILGenerator();
        il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldfld, handlerField); il.Emit(OpCodes.Ldarg_1);
        il.Emit(OpCodes.Call, typeof(Delegate).GetMethod("Combine", new[] { typeof(Delegate), typeof(Delegate) })!);
        il.Emit(OpCodes.Castclass, typeof(EventHandler)); il.Emit(OpCodes.Stfld, handlerField); il.Emit(OpCodes.Ret);
        ev.SetAddOnMethod(add);
        var raise = tb.DefineMethod("Raise", MethodAttributes.Public, typeof(void), Type.EmptyTypes);
        il = raise.GetILGenerator();
        il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldfld, handlerField); il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldsfld, typeof(EventArgs).GetField("Empty")!);
        il.Emit(OpCodes.Callvirt, typeof(EventHandler).GetMethod("Invoke")!); il.Emit(OpCodes.Ret);

        var nested = tb.DefineNestedType("Inner", TypeAttributes.NestedPublic);
        var innerHello = nested.DefineMethod("Hello", MethodAttributes.Public | MethodAttributes.Static, typeof(string), Type.EmptyTypes);
        il = innerHello.GetILGenerator(); il.Emit(OpCodes.Ldstr, "from inner"); il.Emit(OpCodes.Ret);

        var first = tb.DefineMethod("First", MethodAttributes.Public | MethodAttributes.Static);
        var tparam = first.DefineGenericParameters("T")[0];
        first.SetReturnType(tparam);
        first.SetParameters(tparam.MakeArrayType());
        il = first.GetILGenerator();
        il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldc_I4_0); il.Emit(OpCodes.Ldelem, tparam); il.Emit(OpCodes.Ret);

        var data = tb.DefineInitializedData("Table", new byte[] { 1, 2, 3, 4, 5, 6, 7, 8 }, FieldAttributes.Public | FieldAttributes.Static);
        var sumData = tb.DefineMethod("SumTable", MethodAttributes.Public | MethodAttributes.Static, typeof(int), Type.EmptyTypes);
        il = sumData.GetILGenerator();
        var arr = il.DeclareLocal(typeof(byte[]));
        il.Emit(OpCodes.Ldc_I4_8); il.Emit(OpCodes.Newarr, typeof(byte)); il.Emit(OpCodes.Dup);
        il.Emit(OpCodes.Ldtoken, data);
        il.Emit(OpCodes.Call, typeof(System.Runtime.CompilerServices.RuntimeHelpers).GetMethod("InitializeArray")!);
        il.Emit(OpCodes.Stloc, arr);
        il.Emit(OpCodes.Ldloc, arr); il.Emit(OpCodes.Ldc_I4_0); il.Emit(OpCodes.Ldelem_U1);
        il.Emit(OpCodes.Ldloc, arr); il.Emit(OpCodes.Ldc_I4_7); il.Emit(OpCodes.Ldelem_U1); il.Emit(OpCodes.Add);
        il.Emit(OpCodes.Ret);

        var literal = tb.DefineField("Answer", typeof(int), FieldAttributes.Public | FieldAttributes.Static | FieldAttributes.Literal);
        literal.SetConstant(42);
        var withDefault = tb.DefineMethod("Scale", MethodAttributes.Public | MethodAttributes.Static, typeof(int), new[] { typeof(int), typeof(int) });
        var factor = withDefault.DefineParameter(2, ParameterAttributes.Optional | ParameterAttributes.HasDefault, "factor");
        factor.SetConstant(10);
        il = withDefault.GetILGenerator(); il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldarg_1); il.Emit(OpCodes.Mul); il.Emit(OpCodes.Ret);

        var created = tb.CreateType()!;
        nested.CreateType();
        return created;
    }

    public static void Main()
    {
        var assembly = AssemblyBuilder.DefineDynamicAssembly(new AssemblyName("DynamicTypes"), AssemblyBuilderAccess.Run);
        module = assembly.DefineDynamicModule("DynamicTypes");

        var greeterType = BuildGreeter();
        var greeter = (IGreeter)Activator.CreateInstance(greeterType, "Hello")!;
        Console.WriteLine(greeter.Greet("world"));
        Console.WriteLine(greeter.Greet("corvid"));
        Console.WriteLine($"count {greeter.Count}");
        Console.WriteLine($"type {greeterType.FullName} in {greeterType.Assembly.GetName().Name}, interfaces {string.Join(",", greeterType.GetInterfaces().Select(t => t.Name))}");
        var sumTo = greeterType.GetMethod("SumTo")!;
        Console.WriteLine($"SumTo(1000) = {sumTo.Invoke(null, new object[] { 1000 })}");
        var fast = sumTo.CreateDelegate<Func<int, long>>();
        long acc = 0;
        for (int k = 0; k < 20000; k++) acc += fast(100);
        Console.WriteLine($"delegate loop {acc}");
        var divide = greeterType.GetMethod("Divide")!.CreateDelegate<Func<int, int, string>>();
        Console.WriteLine(divide(10, 3));
        Console.WriteLine(divide(1, 0));
        var tag = greeterType.GetCustomAttribute<TagAttribute>()!;
        Console.WriteLine($"tag {tag.Text} weight {tag.Weight}");
        Console.WriteLine("params: " + string.Join(", ", greeterType.GetMethod("Greet")!.GetParameters().Select(p => p.ParameterType.Name + " " + p.Name)));
        Console.WriteLine("property: " + greeterType.GetProperty("Count")!.GetValue(greeter));

        var circle = (Shape)Activator.CreateInstance(BuildCircle(), 2.0)!;
        Console.WriteLine(circle);

        var pointType = BuildPoint();
        object point = Activator.CreateInstance(pointType)!;
        pointType.GetField("X")!.SetValue(point, 3);
        pointType.GetField("Y")!.SetValue(point, 4);
        Console.WriteLine($"point {pointType.IsValueType} {pointType.GetMethod("LengthSquared")!.Invoke(point, null)}");

        var color = BuildEnum();
        Console.WriteLine($"enum {color.IsEnum} {Enum.GetUnderlyingType(color).Name} {string.Join(",", Enum.GetNames(color))} {Enum.ToObject(color, 4)}");

        var (ta, tbType) = BuildInterleaved();
        Console.WriteLine(tbType.GetMethod("Describe")!.Invoke(null, new object[] { 21 }));
        Console.WriteLine($"A.Calls {ta.GetField("Calls")!.GetValue(null)} B.Other {tbType.GetField("Other")!.GetValue(null)}");
        Console.WriteLine("A fields: " + string.Join(",", ta.GetFields().Select(f => f.Name)));

        var box = BuildGeneric().MakeGenericType(typeof(string));
        object b = Activator.CreateInstance(box)!;
        box.GetField("value")!.SetValue(b, "boxed");
        Console.WriteLine($"{box.Name}[{box.GetGenericArguments()[0].Name}] {box.GetMethod("Get")!.Invoke(b, null)}");

        Console.WriteLine("types: " + string.Join(",", assembly.GetTypes().Select(t => t.FullName).OrderBy(n => n)));
        var more = BuildMore();
        var instance = Activator.CreateInstance(more)!;
        ((IDisposable)instance).Dispose();
        Console.WriteLine("disposed " + more.GetField("disposed")!.GetValue(instance));
        more.GetEvent("Changed")!.AddEventHandler(instance, new EventHandler((o, e) => Console.WriteLine("event raised by " + o!.GetType().Name)));
        more.GetMethod("Raise")!.Invoke(instance, null);
        Console.WriteLine(more.GetNestedType("Inner")!.GetMethod("Hello")!.Invoke(null, null) + " " + more.GetNestedType("Inner")!.FullName);
        Console.WriteLine("First " + more.GetMethod("First")!.MakeGenericMethod(typeof(string)).Invoke(null, new object[] { new[] { "a", "b" } }));
        Console.WriteLine("SumTable " + more.GetMethod("SumTable")!.Invoke(null, null));
        Console.WriteLine("Answer " + more.GetField("Answer")!.GetRawConstantValue());
        var scale = more.GetMethod("Scale")!;
        Console.WriteLine($"Scale default {scale.GetParameters()[1].DefaultValue} -> {scale.Invoke(null, new object[] { 4, Type.Missing })}");
        Console.WriteLine("interface map: " + more.GetInterfaceMap(typeof(IDisposable)).TargetMethods[0].Name);

        // a type whose code calls a type not created yet: CoreCLR's TypeLoadException until it is
        var d = module.DefineType("Dyn.D", TypeAttributes.Public);
        var five = d.DefineMethod("Five", MethodAttributes.Public | MethodAttributes.Static, typeof(int), Type.EmptyTypes);
        var fil = five.GetILGenerator(); fil.Emit(OpCodes.Ldc_I4_5); fil.Emit(OpCodes.Ret);
        var c = module.DefineType("Dyn.C", TypeAttributes.Public);
        var call = c.DefineMethod("Call", MethodAttributes.Public | MethodAttributes.Static, typeof(int), Type.EmptyTypes);
        fil = call.GetILGenerator(); fil.Emit(OpCodes.Call, five); fil.Emit(OpCodes.Ret);
        var ct = c.CreateType()!;
        try { Console.WriteLine(ct.GetMethod("Call")!.Invoke(null, null)); }
        catch (TargetInvocationException e) { Console.WriteLine(e.InnerException!.GetType() + ": " + e.InnerException.Message); }
        d.CreateType();
        Console.WriteLine("after CreateType: " + ct.GetMethod("Call")!.Invoke(null, null));
        try { module.DefineType("Dyn.C", TypeAttributes.Public); } catch (ArgumentException e) { Console.WriteLine(e.GetType() + ": " + e.Message); }
        try { c.DefineMethod("Late", MethodAttributes.Public | MethodAttributes.Static); } catch (InvalidOperationException e) { Console.WriteLine(e.GetType() + ": " + e.Message); }
        Console.WriteLine($"dynamic {assembly.IsDynamic} {greeterType.Assembly.IsDynamic} {typeof(Program).Assembly.IsDynamic}");

        // a second dynamic assembly under the same name is its own (Castle's proxy generators all
        // name theirs DynamicProxyGenAssembly2)
        var twin = AssemblyBuilder.DefineDynamicAssembly(new AssemblyName("DynamicTypes"), AssemblyBuilderAccess.Run);
        var twinModule = twin.DefineDynamicModule("DynamicTypes");
        var other = twinModule.DefineType("Dyn.Greeter", TypeAttributes.Public);
        var hello = other.DefineMethod("Hello", MethodAttributes.Public | MethodAttributes.Static, typeof(string), Type.EmptyTypes);
        var hil = hello.GetILGenerator(); hil.Emit(OpCodes.Ldstr, "twin"); hil.Emit(OpCodes.Ret);
        var twinType = other.CreateType()!;
        Console.WriteLine($"twin {twinType.GetMethod("Hello")!.Invoke(null, null)} same assembly {twin == (object)assembly} same type {twinType == greeterType}");
        Console.WriteLine(greeter.Greet("again"));
    }
}
