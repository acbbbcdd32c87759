// skip-modes: tier1 (it compiles every method of the XML serializer first: ~26 s of LLVM here, more under ASan)
// XmlSerializer with dynamic code on (the default): it writes its reader and writer classes with
// Reflection.Emit's AssemblyBuilder / TypeBuilder and runs them.
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Xml.Serialization;

public enum Shade { Light, Dark, [XmlEnum("mid")] Medium }

[XmlInclude(typeof(Manager))]
public class Employee
{
    [XmlAttribute] public int Id { get; set; }
    public string Name { get; set; }
    public Shade Shade { get; set; }
    public DateTime Hired { get; set; }
    public double? Rating { get; set; }
    [XmlArray("Skills"), XmlArrayItem("Skill")] public string[] Skills { get; set; }
}

public class Manager : Employee
{
    public List<Employee> Reports { get; set; } = new();
}

[XmlRoot("company")]
public class Company
{
    [XmlElement("name")] public string Name { get; set; }
    [XmlElement("staff")] public List<Employee> Staff { get; set; } = new();
    [XmlIgnore] public int Ignored { get; set; } = 99;
}

static class Program
{
    static int Main()
    {
        Console.WriteLine("dynamic code: " + RuntimeFeature.IsDynamicCodeSupported);
        var company = new Company { Name = "Corvid & Co" };
        var boss = new Manager { Id = 1, Name = "Ada", Shade = Shade.Dark, Hired = new DateTime(2020, 5, 17, 9, 30, 0, DateTimeKind.Utc), Rating = 4.5, Skills = new[] { "C", "IL" } };
        boss.Reports.Add(new Employee { Id = 2, Name = "Bo <b>", Shade = Shade.Medium, Hired = new DateTime(2021, 1, 2, 0, 0, 0, DateTimeKind.Utc), Skills = new string[0] });
        company.Staff.Add(boss);
        company.Staff.Add(new Employee { Id = 3, Name = "Cy", Hired = new DateTime(2022, 12, 31, 23, 59, 59, DateTimeKind.Utc) });
        var serializer = new XmlSerializer(typeof(Company));
        var writer = new StringWriter();
        serializer.Serialize(writer, company);
        string xml = writer.ToString();
        Console.WriteLine(xml);
        var back = (Company)serializer.Deserialize(new StringReader(xml));
        Console.WriteLine($"{back.Name}: {back.Staff.Count} staff, ignored {back.Ignored}");
        foreach (var e in back.Staff)
            Console.WriteLine($"  {e.GetType().Name} {e.Id} {e.Name} {e.Shade} {e.Hired:O} {e.Rating?.ToString() ?? "-"} [{string.Join(",", e.Skills ?? new string[0])}]" +
                              (e is Manager m ? $" reports {string.Join(",", m.Reports.Select(r => r.Name))}" : ""));
        // the serializer code came from a dynamic assembly
        var dynamicAssemblies = AppDomain.CurrentDomain.GetAssemblies().Where(a => a.IsDynamic && a.GetName().Name.StartsWith("Microsoft.GeneratedCode")).ToList();
        Console.WriteLine("generated assemblies: " + dynamicAssemblies.Count);
        // a second serializer of the same type reuses the generated one
        var again = new XmlSerializer(typeof(Company));
        var w2 = new StringWriter();
        again.Serialize(w2, back);
        Console.WriteLine("round trip equal: " + (w2.ToString() == xml));
        return 0;
    }
}
