/* n-body: the same algorithm and output as bench/tiering/nbody.cs.  Usage: nbody <steps> [reps] */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common.h"

typedef struct { double x, y, z, vx, vy, vz, mass; } Planet;
#define NB 5
#define PI 3.141592653589793
#define SOLAR_MASS (4 * PI * PI)
#define DAYS 365.24

static void make_system(Planet *p) {
    Planet init[NB] = {
        {0, 0, 0, 0, 0, 0, SOLAR_MASS},
        {4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
         1.66007664274403694e-03 * DAYS, 7.69901118419740425e-03 * DAYS, -6.90460016972063023e-05 * DAYS,
         9.54791938424326609e-04 * SOLAR_MASS},
        {8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
         -2.76742510726862411e-03 * DAYS, 4.99852801234917238e-03 * DAYS, 2.30417297573763929e-05 * DAYS,
         2.85885980666130812e-04 * SOLAR_MASS},
        {1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
         2.96460137564761618e-03 * DAYS, 2.37847173959480950e-03 * DAYS, -2.96589568540237556e-05 * DAYS,
         4.36624404335156298e-05 * SOLAR_MASS},
        {1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
         2.68067772490389322e-03 * DAYS, 1.62824170038242295e-03 * DAYS, -9.51592254519715870e-05 * DAYS,
         5.15138902046611451e-05 * SOLAR_MASS},
    };
    memcpy(p, init, sizeof init);
    double px = 0, py = 0, pz = 0;
    for (int i = 0; i < NB; i++) { px += p[i].vx * p[i].mass; py += p[i].vy * p[i].mass; pz += p[i].vz * p[i].mass; }
    p[0].vx = -px / SOLAR_MASS; p[0].vy = -py / SOLAR_MASS; p[0].vz = -pz / SOLAR_MASS;
}

static double energy(const Planet *p) {
    double e = 0;
    for (int i = 0; i < NB; i++) {
        const Planet *a = &p[i];
        e += 0.5 * a->mass * (a->vx * a->vx + a->vy * a->vy + a->vz * a->vz);
        for (int j = i + 1; j < NB; j++) {
            const Planet *b = &p[j];
            double dx = a->x - b->x, dy = a->y - b->y, dz = a->z - b->z;
            e -= a->mass * b->mass / sqrt(dx * dx + dy * dy + dz * dz);
        }
    }
    return e;
}

static void advance(Planet *p, double dt) {
    for (int i = 0; i < NB; i++) {
        Planet *a = &p[i];
        for (int j = i + 1; j < NB; j++) {
            Planet *b = &p[j];
            double dx = a->x - b->x, dy = a->y - b->y, dz = a->z - b->z;
            double d2 = dx * dx + dy * dy + dz * dz;
            double mag = dt / (d2 * sqrt(d2));
            double bm = b->mass * mag, am = a->mass * mag;
            a->vx -= dx * bm; a->vy -= dy * bm; a->vz -= dz * bm;
            b->vx += dx * am; b->vy += dy * am; b->vz += dz * am;
        }
    }
    for (int i = 0; i < NB; i++) { p[i].x += dt * p[i].vx; p[i].y += dt * p[i].vy; p[i].z += dt * p[i].vz; }
}

static void run(int steps, char *out, size_t len) {
    Planet p[NB];
    make_system(p);
    double e0 = energy(p);
    for (int s = 0; s < steps; s++) advance(p, 0.01);
    snprintf(out, len, "%.9f\n%.9f", e0, energy(p));
}

int main(int argc, char **argv) {
    int steps = argc > 1 ? atoi(argv[1]) : 1000000, reps = argc > 2 ? atoi(argv[2]) : 3;
    char r[128], t[128];
    run(steps, r, sizeof r);
    double t0 = now_ms();
    for (int i = 0; i < reps; i++) {
        run(steps, t, sizeof t);
        if (strcmp(r, t)) { printf("mismatch: %s\n", t); return 1; }
    }
    printf("%s\nsteady_ms %.1f\n", r, now_ms() - t0);
    return 0;
}
