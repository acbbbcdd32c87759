/*
 * icall_io.c — file descriptors for Console and System.IO: write/read (blocking, so done in
 * preemptive GC mode), open/close/seek/truncate, stat and unlink.
 */
#include "vm/icall.h"
#include "gc/gc.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* int WriteToFileDescriptor(int fd, byte* data, int length): all bytes, or -errno. */
static void io_write(Thread *thread, Slot *args, Slot *result) {
    int fd = args[0].i4;
    const uint8_t *data = args[1].p;
    int32_t length = args[2].i4, done = 0;
    gc_enter_preemptive(thread);
    while (done < length) {
        ssize_t n = write(fd, data + done, (size_t)(length - done));
        if (n < 0) {
            if (errno == EINTR) continue;
            done = -errno;
            break;
        }
        done += (int32_t)n;
    }
    gc_leave_preemptive(thread);
    result[0].i4 = done;
}

/* int ReadFromFileDescriptor(int fd, byte* data, int length): bytes read (0 at end), or -errno. */
static void io_read(Thread *thread, Slot *args, Slot *result) {
    ssize_t n;
    gc_enter_preemptive(thread);
    do n = read(args[0].i4, args[1].p, (size_t)args[2].i4);
    while (n < 0 && errno == EINTR);
    gc_leave_preemptive(thread);
    result[0].i4 = n < 0 ? -errno : (int32_t)n;
}

/* int OpenInternal(string path, int mode /FileMode/, int access /FileAccess/): fd or -errno. */
static void io_open(Thread *thread, Slot *args, Slot *result) {
    char *path = vm_string_to_utf8((String *)args[0].o);
    int mode = args[1].i4, access = args[2].i4;
    int flags = access == 1 ? O_RDONLY : access == 2 ? O_WRONLY : O_RDWR;
    switch (mode) {
    case 1: flags |= O_CREAT | O_EXCL; break;  /* CreateNew */
    case 2: flags |= O_CREAT | O_TRUNC; break; /* Create */
    case 4: flags |= O_CREAT; break;           /* OpenOrCreate */
    case 5: flags |= O_TRUNC; break;           /* Truncate */
    case 6: flags |= O_CREAT | O_APPEND; break; /* Append */
    default: break;                            /* Open */
    }
    int fd = open(path, flags | O_CLOEXEC, 0666);
    result[0].i4 = fd < 0 ? -errno : fd;
    if (fd >= 0) {
        struct stat st;
        if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
            close(fd);
            result[0].i4 = -EISDIR;
        }
    }
    free(path);
}

static void io_close(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = close(args[0].i4) < 0 ? -errno : 0;
}

static void io_seek(Thread *thread, Slot *args, Slot *result) {
    off_t r = lseek(args[0].i4, (off_t)args[1].i8, args[2].i4);
    result[0].i8 = r < 0 ? -errno : (int64_t)r;
}

static void io_truncate(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = ftruncate(args[0].i4, (off_t)args[1].i8) < 0 ? -errno : 0;
}

/* int StatKind(string path): 0 missing, 1 file, 2 directory */
static void io_stat_kind(Thread *thread, Slot *args, Slot *result) {
    char *path = vm_string_to_utf8((String *)args[0].o);
    struct stat st;
    result[0].i4 = stat(path, &st) != 0 ? 0 : S_ISDIR(st.st_mode) ? 2 : 1;
    free(path);
}

static void io_delete(Thread *thread, Slot *args, Slot *result) {
    char *path = vm_string_to_utf8((String *)args[0].o);
    result[0].i4 = unlink(path) == 0 ? 0 : errno;
    free(path);
}

/* string ErrorMessage(int errno): the C library's text, which CoreCLR's IOException messages
 * carry (Interop.Sys.StrError). */
static void io_error_message(Thread *thread, Slot *args, Slot *result) {
    char buffer[256];
    const char *text = strerror_r(args[0].i4, buffer, sizeof buffer);
    result[0].o = (Object *)vm_new_string_utf8(thread, text);
}

const InternalCallEntry icall_io_table[] = {
    {"System.IO.File::ErrorMessage(int)", io_error_message},
    {"System.IO.UnixFileStream::WriteToFileDescriptor(int,byte*,int)", io_write},
    {"System.IO.UnixFileStream::ReadFromFileDescriptor(int,byte*,int)", io_read},
    {"System.IO.FileStream::OpenInternal(string,int,int)", io_open},
    {"System.IO.FileStream::CloseInternal(int)", io_close},
    {"System.IO.FileStream::SeekInternal(int,long,int)", io_seek},
    {"System.IO.FileStream::TruncateInternal(int,long)", io_truncate},
    {"System.IO.File::StatKind(string)", io_stat_kind},
    {"System.IO.File::DeleteInternal(string)", io_delete},
    {NULL, NULL},
};
