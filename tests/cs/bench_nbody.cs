using System;
class Body { public double x, y, z, vx, vy, vz, mass; }
class Program {
    const double PI = 3.141592653589793, SOLAR_MASS = 4 * PI * PI, DAYS = 365.24;
    static Body[] Init() {
        var b = new Body[] {
            new Body { mass = SOLAR_MASS },
            new Body { x = 4.84143144246472090e+00, y = -1.16032004402742839e+00, z = -1.03622044471123109e-01, vx = 1.66007664274403694e-03 * DAYS, vy = 7.69901118419740425e-03 * DAYS, vz = -6.90460016972063023e-05 * DAYS, mass = 9.54791938424326609e-04 * SOLAR_MASS },
            new Body { x = 8.34336671824457987e+00, y = 4.12479856412430479e+00, z = -4.03523417114321381e-01, vx = -2.76742510726862411e-03 * DAYS, vy = 4.99852801234917238e-03 * DAYS, vz = 2.30417297573763929e-05 * DAYS, mass = 2.85885980666130812e-04 * SOLAR_MASS },
            new Body { x = 1.28943695621391310e+01, y = -1.51111514016986312e+01, z = -2.23307578892655734e-01, vx = 2.96460137564761618e-03 * DAYS, vy = 2.37847173959480950e-03 * DAYS, vz = -2.96589568540237556e-05 * DAYS, mass = 4.36624404335156298e-05 * SOLAR_MASS },
            new Body { x = 1.53796971148509165e+01, y = -2.59193146099879641e+01, z = 1.79258772950371181e-01, vx = 2.68067772490389322e-03 * DAYS, vy = 1.62824170038242295e-03 * DAYS, vz = -9.51592254519715870e-05 * DAYS, mass = 5.15138902046611451e-05 * SOLAR_MASS } };
        double px = 0, py = 0, pz = 0;
        foreach (var q in b) { px += q.vx * q.mass; py += q.vy * q.mass; pz += q.vz * q.mass; }
        b[0].vx = -px / SOLAR_MASS; b[0].vy = -py / SOLAR_MASS; b[0].vz = -pz / SOLAR_MASS;
        return b;
    }
    static double Energy(Body[] b) {
        double e = 0;
        for (int i = 0; i < b.Length; i++) {
            var p = b[i];
            e += 0.5 * p.mass * (p.vx * p.vx + p.vy * p.vy + p.vz * p.vz);
            for (int j = i + 1; j < b.Length; j++) { var q = b[j]; double dx = p.x - q.x, dy = p.y - q.y, dz = p.z - q.z; e -= p.mass * q.mass / Math.Sqrt(dx * dx + dy * dy + dz * dz); }
        }
        return e;
    }
    static void Advance(Body[] b, double dt) {
        for (int i = 0; i < b.Length; i++) {
            var p = b[i];
            for (int j = i + 1; j < b.Length; j++) {
                var q = b[j];
                double dx = p.x - q.x, dy = p.y - q.y, dz = p.z - q.z, d2 = dx * dx + dy * dy + dz * dz, mag = dt / (d2 * Math.Sqrt(d2));
                p.vx -= dx * q.mass * mag; p.vy -= dy * q.mass * mag; p.vz -= dz * q.mass * mag;
                q.vx += dx * p.mass * mag; q.vy += dy * p.mass * mag; q.vz += dz * p.mass * mag;
            }
        }
        foreach (var p in b) { p.x += dt * p.vx; p.y += dt * p.vy; p.z += dt * p.vz; }
    }
    static int Main() {
        var bodies = Init();
        Console.WriteLine(Energy(bodies).ToString("F9"));
        for (int i = 0; i < 1000; i++) Advance(bodies, 0.01);
        Console.WriteLine(Energy(bodies).ToString("F9"));
        return 0;
    }
}
