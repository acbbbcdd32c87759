// n-body (Benchmarks Game style): five bodies of the outer solar system, symplectic Euler steps.
// Usage: nbody.exe <steps> [reps].  One untimed run warms up (corvid reaches Tier1/OSR), then
// <reps> timed runs; prints the energies before/after and "steady_ms <ms for the timed runs>".
using System;
using System.Diagnostics;

sealed class Planet {
    public double x, y, z, vx, vy, vz, mass;
    public Planet(double x, double y, double z, double vx, double vy, double vz, double mass) {
        this.x = x; this.y = y; this.z = z; this.vx = vx; this.vy = vy; this.vz = vz; this.mass = mass;
    }
}

static class NBody {
    const double Pi = 3.141592653589793;
    const double SolarMass = 4 * Pi * Pi;
    const double DaysPerYear = 365.24;

    static Planet[] MakeSystem() {
        var p = new Planet[] {
            new Planet(0, 0, 0, 0, 0, 0, SolarMass),
            new Planet(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
                       1.66007664274403694e-03 * DaysPerYear, 7.69901118419740425e-03 * DaysPerYear,
                       -6.90460016972063023e-05 * DaysPerYear, 9.54791938424326609e-04 * SolarMass),
            new Planet(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
                       -2.76742510726862411e-03 * DaysPerYear, 4.99852801234917238e-03 * DaysPerYear,
                       2.30417297573763929e-05 * DaysPerYear, 2.85885980666130812e-04 * SolarMass),
            new Planet(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
                       2.96460137564761618e-03 * DaysPerYear, 2.37847173959480950e-03 * DaysPerYear,
                       -2.96589568540237556e-05 * DaysPerYear, 4.36624404335156298e-05 * SolarMass),
            new Planet(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
                       2.68067772490389322e-03 * DaysPerYear, 1.62824170038242295e-03 * DaysPerYear,
                       -9.51592254519715870e-05 * DaysPerYear, 5.15138902046611451e-05 * SolarMass),
        };
        double px = 0, py = 0, pz = 0;
        foreach (var b in p) { px += b.vx * b.mass; py += b.vy * b.mass; pz += b.vz * b.mass; }
        p[0].vx = -px / SolarMass; p[0].vy = -py / SolarMass; p[0].vz = -pz / SolarMass;
        return p;
    }

    static double Energy(Planet[] p) {
        double e = 0;
        for (int i = 0; i < p.Length; i++) {
            Planet a = p[i];
            e += 0.5 * a.mass * (a.vx * a.vx + a.vy * a.vy + a.vz * a.vz);
            for (int j = i + 1; j < p.Length; j++) {
                Planet b = p[j];
                double dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z;
                e -= a.mass * b.mass / Math.Sqrt(dx * dx + dy * dy + dz * dz);
            }
        }
        return e;
    }

    static void Advance(Planet[] p, double dt) {
        int n = p.Length;
        for (int i = 0; i < n; i++) {
            Planet a = p[i];
            for (int j = i + 1; j < n; j++) {
                Planet b = p[j];
                double dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z;
                double d2 = dx * dx + dy * dy + dz * dz;
                double mag = dt / (d2 * Math.Sqrt(d2));
                double bm = b.mass * mag, am = a.mass * mag;
                a.vx -= dx * bm; a.vy -= dy * bm; a.vz -= dz * bm;
                b.vx += dx * am; b.vy += dy * am; b.vz += dz * am;
            }
        }
        for (int i = 0; i < n; i++) {
            Planet a = p[i];
            a.x += dt * a.vx; a.y += dt * a.vy; a.z += dt * a.vz;
        }
    }

    static string Run(int steps) {
        Planet[] p = MakeSystem();
        double e0 = Energy(p);
        for (int s = 0; s < steps; s++) Advance(p, 0.01);
        return e0.ToString("F9") + "\n" + Energy(p).ToString("F9");
    }

    static int Main(string[] args) {
        int steps = args.Length > 0 ? int.Parse(args[0]) : 1000000;
        int reps = args.Length > 1 ? int.Parse(args[1]) : 3;
        string r = Run(steps);
        var sw = Stopwatch.StartNew();
        for (int i = 0; i < reps; i++) {
            string t = Run(steps);
            if (t != r) { Console.WriteLine("mismatch: " + t); return 1; }
        }
        sw.Stop();
        Console.WriteLine(r);
        Console.WriteLine("steady_ms " + (sw.ElapsedTicks * 1000.0 / Stopwatch.Frequency).ToString("F1"));
        return 0;
    }
}
