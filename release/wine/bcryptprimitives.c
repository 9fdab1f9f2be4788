/* A stand-in for bcryptprimitives.dll, FOR THE TEST PREFIX ONLY (release/check):
 * Wine 8 lacks the DLL, and Go's runtime (1.24+) calls its ProcessPrng for
 * random numbers. Windows has the real one; this file is never shipped.
 * Built with: x86_64-w64-mingw32-gcc -shared -o bcryptprimitives.dll bcryptprimitives.c bcryptprimitives.def -ladvapi32 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length); /* RtlGenRandom, advapi32 */

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
	while (length > 0) {
		ULONG n = length > 0x10000000 ? 0x10000000 : (ULONG)length;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		length -= n;
	}
	return TRUE;
}
