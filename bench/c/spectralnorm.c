/* spectral-norm: the same algorithm and output as bench/tiering/spectralnorm.cs.
 * Usage: spectralnorm <n> [reps] */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "common.h"

static double A(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }

static void mul_av(const double *v, double *av, int n) {
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) s += A(i, j) * v[j];
        av[i] = s;
    }
}

static void mul_atv(const double *v, double *atv, int n) {
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) s += A(j, i) * v[j];
        atv[i] = s;
    }
}

static void mul_atav(const double *v, double *out, double *tmp, int n) {
    mul_av(v, tmp, n);
    mul_atv(tmp, out, n);
}

static double run(int n) {
    double *u = malloc(n * sizeof *u), *v = calloc(n, sizeof *v), *tmp = calloc(n, sizeof *tmp);
    for (int i = 0; i < n; i++) u[i] = 1.0;
    for (int k = 0; k < 10; k++) {
        mul_atav(u, v, tmp, n);
        mul_atav(v, u, tmp, n);
    }
    double vbv = 0, vv = 0;
    for (int i = 0; i < n; i++) { vbv += u[i] * v[i]; vv += v[i] * v[i]; }
    free(u); free(v); free(tmp);
    return sqrt(vbv / vv);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 1000, reps = argc > 2 ? atoi(argv[2]) : 3;
    double r = run(n);
    volatile int vn = n; /* keeps gcc from hoisting the pure call out of the loop */
    double t0 = now_ms();
    for (int i = 0; i < reps; i++)
        if (run(vn) != r) { printf("mismatch\n"); return 1; }
    printf("%.9f\nsteady_ms %.1f\n", r, now_ms() - t0);
    return 0;
}
