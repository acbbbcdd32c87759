// skip-modes: tier1 (it compiles every method of XML, Regex and crypto first: ~60 s of LLVM here)
// Framework libraries a program reaches beyond CoreLib, each through the runtime contract:
// OpenSSL-backed crypto, compression natives, Regex (compiled: a DynamicMethod), XML (XmlSerializer
// is xml_serializer.cs), code-page encodings
// (Unsafe.InitBlockUnaligned), JSON, expression trees, PLINQ.
using System;
using System.Collections.Generic;
using System.IO;
using System.IO.Compression;
using System.Linq;
using System.Numerics;
using System.Security.Cryptography;
using System.Text;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using System.Xml;
using System.Xml.Linq;

public class Person { public string Name { get; set; } public int Age { get; set; } public List<string> Tags { get; set; } = new(); }

static class Program
{
    static void Run(string label, Func<object> f)
    {
        try { Console.WriteLine($"{label}: {f()}"); }
        catch (Exception e) { Console.WriteLine($"{label}: {e.GetType().Name}: {e.Message}"); }
    }
    static void Main()
    {
        Run("sha256", () => Convert.ToHexString(SHA256.HashData(Encoding.UTF8.GetBytes("corvid"))));
        Run("md5", () => Convert.ToHexString(MD5.HashData(Encoding.UTF8.GetBytes("corvid"))));
        Run("hmac", () => Convert.ToHexString(HMACSHA256.HashData(new byte[] { 1, 2, 3 }, Encoding.UTF8.GetBytes("x"))));
        Run("aes", () => { using var aes = Aes.Create(); aes.Key = new byte[16]; aes.IV = new byte[16]; var enc = aes.EncryptCbc(Encoding.UTF8.GetBytes("hello world"), aes.IV); return Convert.ToHexString(enc); });
        Run("gzip", () => { var ms = new MemoryStream(); using (var gz = new GZipStream(ms, CompressionLevel.Optimal, true)) gz.Write(Encoding.UTF8.GetBytes(new string('a', 1000))); ms.Position = 0; using var rd = new StreamReader(new GZipStream(ms, CompressionMode.Decompress)); return rd.ReadToEnd().Length; });
        Run("brotli", () => { var data = Encoding.UTF8.GetBytes(string.Concat(Enumerable.Repeat("abc", 300))); var ms = new MemoryStream(); using (var b = new BrotliStream(ms, CompressionLevel.Fastest, true)) b.Write(data); return ms.Length < data.Length; });
        Run("zip", () => { var ms = new MemoryStream(); using (var z = new ZipArchive(ms, ZipArchiveMode.Create, true)) { using var w = new StreamWriter(z.CreateEntry("a.txt").Open()); w.Write("zip!"); } ms.Position = 0; using var r = new ZipArchive(ms); return r.Entries[0].Name + " " + new StreamReader(r.Entries[0].Open()).ReadToEnd(); });
        Run("regex", () => Regex.Replace("a1b22c333", @"\d+", m => $"<{m.Value.Length}>"));
        Run("regex compiled", () => new Regex(@"(\w+)@(\w+)\.com", RegexOptions.Compiled).Match("mail joe@example.com now").Groups[2].Value);
        Run("biginteger", () => BigInteger.Pow(3, 100).ToString());
        Run("complex", () => Complex.Sqrt(new Complex(-4, 0)).ToString());
        Run("xml", () => { var d = new XmlDocument(); d.LoadXml("<a><b x='1'>t</b></a>"); return d.SelectSingleNode("//b/@x")!.Value; });
        Run("xlinq", () => new XElement("root", new XElement("c", 5)).ToString(SaveOptions.DisableFormatting));
        Run("parallel", () => { long s = 0; Parallel.For(0, 1000, i => System.Threading.Interlocked.Add(ref s, i)); return s; });
        Run("plinq", () => Enumerable.Range(0, 1000).AsParallel().Where(i => i % 3 == 0).Sum());
        Run("async", () => Task.Run(async () => { await Task.Delay(10); return 42; }).Result);
        Run("file", () => { var p = Path.GetTempFileName(); File.WriteAllLines(p, new[] { "x", "y" }); var n = File.ReadAllLines(p).Length; File.Delete(p); return n; });
        Run("random", () => new Random(5).Next(100));
        Run("rsa", () => { using var rsa = RSA.Create(2048); var sig = rsa.SignData(new byte[] { 1 }, HashAlgorithmName.SHA256, RSASignaturePadding.Pkcs1); return rsa.VerifyData(new byte[] { 1 }, sig, HashAlgorithmName.SHA256, RSASignaturePadding.Pkcs1); });
        Run("ecdsa", () => { using var ec = ECDsa.Create(ECCurve.NamedCurves.nistP256); var sig = ec.SignData(new byte[] { 1 }, HashAlgorithmName.SHA256); return ec.VerifyData(new byte[] { 1 }, sig, HashAlgorithmName.SHA256); });
        Run("expression", () => { System.Linq.Expressions.Expression<Func<int, int>> e = x => x * 2 + 1; return e.Compile()(20); });
        Run("encoding 1252", () => { Encoding.RegisterProvider(CodePagesEncodingProvider.Instance); return Encoding.GetEncoding(1252).GetBytes("é")[0]; });
        Run("json", () => System.Text.Json.JsonSerializer.Serialize(new Person { Name = "Bo", Age = 7 }));
        Run("json doc", () => System.Text.Json.JsonDocument.Parse("{\"a\":[1,2,{\"b\":true}]}").RootElement.GetProperty("a")[2].GetProperty("b").GetBoolean());
    }
}
