// test_broken_pipe.c — writing to a pipe whose reader has exited, as CoreCLR 10 does it: SIGPIPE
// is ignored, Console output is dropped silently (exit code as normal), a FileStream write raises
// IOException "Broken pipe : '<path>'" with HResult = EPIPE.  Runs build/corvid on
// tests/unit/broken_pipe.cs (compiled with mcs) with stdout a pipe closed at the read end.
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int failures;

/* Runs corvid EXE MODE with stdout a broken pipe; its exit code (128 + signal if killed) and
 * its stderr in ERR. */
static int run(const char *corvid, const char *exe, const char *mode, char *err, size_t err_size) {
    int out[2], errp[2];
    if (pipe(out) != 0 || pipe(errp) != 0) return -1;
    close(out[0]); /* the reader is gone before the first write */
    pid_t pid = fork();
    if (pid == 0) {
        dup2(out[1], 1);
        dup2(errp[1], 2);
        close(out[1]);
        close(errp[0]);
        close(errp[1]);
        execl(corvid, corvid, exe, mode, (char *)NULL);
        _exit(127);
    }
    close(out[1]);
    close(errp[1]);
    size_t n = 0;
    ssize_t r;
    while (n + 1 < err_size && (r = read(errp[0], err + n, err_size - 1 - n)) != 0) {
        if (r < 0 && errno == EINTR) continue;
        if (r < 0) break;
        n += (size_t)r;
    }
    err[n] = 0;
    close(errp[0]);
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
}

static void expect(const char *corvid, const char *exe, const char *mode, int want_rc, const char *want_err) {
    char err[4096];
    int rc = run(corvid, exe, mode, err, sizeof err);
    if (rc != want_rc || strcmp(err, want_err) != 0) {
        failures++;
        fprintf(stderr, "FAIL %s: exit %d (want %d), stderr '%s' (want '%s')\n", mode, rc, want_rc, err, want_err);
    }
}

int main(void) {
    char self[PATH_MAX], corvid[PATH_MAX + 16], exe[64], command[PATH_MAX + 128];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) return 1;
    self[n] = 0;
    *strrchr(self, '/') = 0; /* BUILD/tests */
    snprintf(corvid, sizeof corvid, "%s/../corvid", self);
    snprintf(exe, sizeof exe, "/tmp/corvid-broken-pipe-%d.exe", (int)getpid());
    snprintf(command, sizeof command, "mcs -out:%s tests/unit/broken_pipe.cs > /dev/null", exe);
    if (system(command) != 0) {
        fprintf(stderr, "FAIL: mcs failed on tests/unit/broken_pipe.cs\n");
        return 1;
    }
    expect(corvid, exe, "console", 0, "console done\n");
    expect(corvid, exe, "stream", 0, "stream done\n");
    expect(corvid, exe, "file", 3, "IOException IOException Broken pipe : '/dev/stdout' 32\n");
    unlink(exe);
    if (failures) return 1;
    printf("broken pipe: ok\n");
    return 0;
}
