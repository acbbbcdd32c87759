// skip-modes: tier1 (it compiles every method of the XML serializer first: ~26 s of LLVM here, more under ASan)
// runtime-option: System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported=false
// XmlSerializer as an app that turns dynamic code off runs it (its reflection-based serializer;
// the runtimeconfig.json property is honoured by corvid as by CoreCLR).  With dynamic code on it
// defines its serializers with Reflection.Emit's TypeBuilder: xml_serializer_emit.cs.
using System;
using System.Collections.Generic;
using System.IO;
using System.Runtime.CompilerServices;
using System.Xml.Serialization;

public class Person
{
    public string Name { get; set; }
    public int Age { get; set; }
    [XmlAttribute("id")] public int Id { get; set; }
    public List<string> Tags { get; set; } = new();
}

static class Program
{
    static int Main()
    {
        Console.WriteLine("dynamic code: " + RuntimeFeature.IsDynamicCodeSupported);
        var serializer = new XmlSerializer(typeof(Person));
        var writer = new StringWriter();
        serializer.Serialize(writer, new Person { Name = "Ann", Age = 3, Id = 7, Tags = { "x", "y" } });
        Console.WriteLine(writer.ToString());
        var back = (Person)serializer.Deserialize(new StringReader(writer.ToString()));
        Console.WriteLine($"{back.Name} {back.Age} {back.Id} {string.Join(",", back.Tags)}");
        return 0;
    }
}
