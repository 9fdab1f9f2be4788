//go:build !ci

package sound

// #cgo pkg-config: alsa
// #include <alsa/asoundlib.h>
//
// static void quiet(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
//
// static void quietALSA(void) { snd_lib_error_set_handler(quiet); }
import "C"

// quietALSA stops ALSA printing its own diagnostics on stderr: on a
// machine without a sound card it prints a dozen lines for each device
// tried, where the log's one line says why there is no sound.
func quietALSA() { C.quietALSA() }
