; Tavolo's Windows installer (NSIS 3). scripts/package-windows-setup.sh
; builds it with makensis around the portable program
; dist/Tavolo-<version>-windows-amd64.exe, giving on the command line:
;   VERSION  the version (0.1.0)       BUILD    the build number (1)
;   EXE      the portable program       ICON     the icon (.ico)
;   LICENSE  the licence text           OUTFILE  the setup program to write
;
; It installs for the current user, without administrator rights: the
; program in %LOCALAPPDATA%\Programs\Tavolo, a Start-menu entry, a desktop
; shortcut (a component the player may untick) and the uninstall entry of
; "Apps & features" under HKCU. The uninstaller removes all of that; the
; player's saves, settings and statistics (%APPDATA%\fyne\it.tavolo.app,
; where the game writes them) stay unless the player ticks them on its
; components page or runs it with /REMOVESAVES.
;
; Silent use: Tavolo-<version>-setup.exe /S [/D=FOLDER] installs with the
; defaults; Uninstall.exe /S [/REMOVESAVES] uninstalls.

; A 64-bit setup for a 64-bit program (and one that runs where Windows
; has no 32-bit layer, as Wine with only wine64).
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"
!include "Sections.nsh"

!define APPID "it.tavolo.app"
!define PUBLISHER "The Tavolo developers"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPID}"

Name "Tavolo"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Tavolo"
InstallDirRegKey HKCU "${UNINSTKEY}" "InstallLocation"
BrandingText "Tavolo ${VERSION}"

VIProductVersion "${VERSION}.${BUILD}"
VIFileVersion "${VERSION}.${BUILD}"
VIAddVersionKey /LANG=0 "ProductName" "Tavolo"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}.${BUILD}"
VIAddVersionKey /LANG=0 "FileDescription" "Tavolo ${VERSION} setup"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "LegalCopyright" "Copyright (c) 2026 ${PUBLISHER}"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\Tavolo.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${LICENSE}"
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_COMPONENTS
!insertmacro MUI_UNPAGE_INSTFILES

; The first language is the one used when Windows speaks neither.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Italian"

LangString GameName ${LANG_ENGLISH} "Tavolo (the game)"
LangString GameName ${LANG_ITALIAN} "Tavolo (il gioco)"
LangString DesktopShortcut ${LANG_ENGLISH} "Desktop shortcut"
LangString DesktopShortcut ${LANG_ITALIAN} "Collegamento sul desktop"
LangString RemoveSaves ${LANG_ENGLISH} "Also delete the saved match, settings and statistics"
LangString RemoveSaves ${LANG_ITALIAN} "Cancella anche la partita salvata, le impostazioni e le statistiche"

Section "$(GameName)" SecGame
	SectionIn RO
	SetShellVarContext current
	SetOutPath "$INSTDIR"
	File "/oname=Tavolo.exe" "${EXE}"
	WriteUninstaller "$INSTDIR\Uninstall.exe"
	CreateShortcut "$SMPROGRAMS\Tavolo.lnk" "$INSTDIR\Tavolo.exe"

	WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "Tavolo"
	WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
	WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\Tavolo.exe,0"
	WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "${PUBLISHER}"
	WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
	WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
	WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
	WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
	WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
	${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
	WriteRegDWORD HKCU "${UNINSTKEY}" "EstimatedSize" $0
SectionEnd

Section "$(DesktopShortcut)" SecDesktop
	SetShellVarContext current
	CreateShortcut "$DESKTOP\Tavolo.lnk" "$INSTDIR\Tavolo.exe"
SectionEnd

; The uninstaller: what the installer wrote, always.
Section "-un.Program"
	SetShellVarContext current
	Delete "$INSTDIR\Tavolo.exe"
	Delete "$INSTDIR\Uninstall.exe"
	RMDir "$INSTDIR"
	Delete "$SMPROGRAMS\Tavolo.lnk"
	Delete "$DESKTOP\Tavolo.lnk"
	DeleteRegKey HKCU "${UNINSTKEY}"
SectionEnd

; The player's own files, only when asked.
Section /o "un.$(RemoveSaves)" UnSecSaves
	SetShellVarContext current
	RMDir /r "$APPDATA\fyne\${APPID}"
	RMDir "$APPDATA\fyne"
SectionEnd

Function un.onInit
	${GetParameters} $R0
	ClearErrors
	${GetOptions} $R0 "/REMOVESAVES" $R1
	${IfNot} ${Errors}
		!insertmacro SelectSection ${UnSecSaves}
	${EndIf}
FunctionEnd
