// A stand-in for Windows' bcryptprimitives.dll, for the Wine check only
// (scripts/check-windows-setup.sh; never shipped). Go's runtime takes its
// random numbers from ProcessPrng in that DLL and stops at once without it
// ("fatal error: bcryptprimitives.dll not found"); Wine 8.0 (Debian 12)
// has no such DLL, so the check puts this one, which asks RtlGenRandom,
// in the Wine profile's system32 when the profile lacks it.
#include <windows.h>
#define SystemFunction036 NTAPI SystemFunction036
#include <ntsecapi.h>
#undef SystemFunction036
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T n) {
	while (n > 0) {
		ULONG k = n > 0x7fffffff ? 0x7fffffff : (ULONG)n;
		if (!RtlGenRandom(data, k)) return FALSE;
		data += k; n -= k;
	}
	return TRUE;
}
