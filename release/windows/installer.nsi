; The Windows installer of Boardshelf, built by release/build with Debian's NSIS:
;   makensis -DAPP_NAME=... -DAPP_ID=... -DVERSION=... -DVERSION4=... -DPUBLISHER=...
;            -DWEBSITE=... -DEXTENSION=... -DMIME_TYPE=... -DURL_SCHEME=... -DSRC=<folder> -DOUT=<setup.exe> installer.nsi
; SRC holds Boardshelf.exe, app.ico, LICENSE.txt and NOTICES.txt.
;
; It installs for the current user (no administrator rights, into
; %LOCALAPPDATA%\Programs\Boardshelf) or, when chosen on its first page, for all
; users (into Program Files). Silent: setup.exe /S [/CurrentUser | /AllUsers] [/D=folder].
; It adds a Start-menu shortcut, an entry in Settings > Apps (with its
; uninstaller) and opens game records (.boardshelf) and game links
; (boardshelf://...) with Boardshelf.

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
ManifestDPIAware true

!define EXE "${APP_NAME}.exe"
!define UNINSTALLER "Uninstall ${APP_NAME}.exe"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"
!define PROGID "${APP_ID}.game"

Name "${APP_NAME}"
OutFile "${OUT}"
BrandingText "${APP_NAME} ${VERSION}"

!define MULTIUSER_EXECUTIONLEVEL Highest
!define MULTIUSER_MUI
!define MULTIUSER_INSTALLMODE_COMMANDLINE
!define MULTIUSER_USE_PROGRAMFILES64
!define MULTIUSER_INSTALLMODE_DEFAULT_CURRENTUSER
!define MULTIUSER_INSTALLMODE_INSTDIR "${APP_NAME}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_KEY "${UNINST_KEY}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_VALUENAME "InstallLocation"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_KEY "${UNINST_KEY}"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_VALUENAME "InstallMode"
!include MultiUser.nsh
!include MUI2.nsh
!include FileFunc.nsh
!include LogicLib.nsh

!define MUI_ICON "${SRC}\app.ico"
!define MUI_UNICON "${SRC}\app.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "Start ${APP_NAME}"

!insertmacro MULTIUSER_PAGE_INSTALLMODE
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

VIProductVersion "${VERSION4}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION4}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "${APP_NAME} ${VERSION} setup"
VIAddVersionKey /LANG=${LANG_ENGLISH} "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "Copyright (c) 2026 ${PUBLISHER}"

Function .onInit
  !insertmacro MULTIUSER_INIT
FunctionEnd

Function un.onInit
  !insertmacro MULTIUSER_UNINIT
FunctionEnd

Section "${APP_NAME}" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "${SRC}\${EXE}"
  File "${SRC}\LICENSE.txt"
  File "${SRC}\NOTICES.txt"
  WriteUninstaller "$INSTDIR\${UNINSTALLER}"

  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  ; Settings > Apps (SHCTX is HKCU for the current user, HKLM for all users).
  WriteRegStr SHCTX "${UNINST_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr SHCTX "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr SHCTX "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr SHCTX "${UNINST_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr SHCTX "${UNINST_KEY}" "URLInfoAbout" "${WEBSITE}"
  WriteRegStr SHCTX "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr SHCTX "${UNINST_KEY}" "InstallMode" "$MultiUser.InstallMode"
  WriteRegStr SHCTX "${UNINST_KEY}" "UninstallString" '"$INSTDIR\${UNINSTALLER}" /$MultiUser.InstallMode'
  WriteRegStr SHCTX "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\${UNINSTALLER}" /$MultiUser.InstallMode /S'
  WriteRegDWORD SHCTX "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINST_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD SHCTX "${UNINST_KEY}" "EstimatedSize" "$0"

  ; Game records open with Boardshelf.
  WriteRegStr SHCTX "Software\Classes\.${EXTENSION}" "" "${PROGID}"
  WriteRegStr SHCTX "Software\Classes\.${EXTENSION}" "Content Type" "${MIME_TYPE}"
  WriteRegStr SHCTX "Software\Classes\.${EXTENSION}" "PerceivedType" "text"
  WriteRegStr SHCTX "Software\Classes\.${EXTENSION}\OpenWithProgids" "${PROGID}" ""
  WriteRegStr SHCTX "Software\Classes\${PROGID}" "" "${APP_NAME} game record"
  WriteRegStr SHCTX "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\${EXE},0"
  WriteRegStr SHCTX "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  WriteRegStr SHCTX "Software\Classes\Applications\${EXE}" "FriendlyAppName" "${APP_NAME}"
  WriteRegStr SHCTX "Software\Classes\Applications\${EXE}\SupportedTypes" ".${EXTENSION}" ""
  WriteRegStr SHCTX "Software\Classes\Applications\${EXE}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  ; Game links (boardshelf://relay/join/code): Windows starts the app with the
  ; link as its argument.
  WriteRegStr SHCTX "Software\Classes\${URL_SCHEME}" "" "URL:${APP_NAME} game link"
  WriteRegStr SHCTX "Software\Classes\${URL_SCHEME}" "URL Protocol" ""
  WriteRegStr SHCTX "Software\Classes\${URL_SCHEME}\DefaultIcon" "" "$INSTDIR\${EXE},0"
  WriteRegStr SHCTX "Software\Classes\${URL_SCHEME}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  ; SHCNE_ASSOCCHANGED: Explorer shows the new icon and opener at once.
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\NOTICES.txt"
  Delete "$INSTDIR\${UNINSTALLER}"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"

  ReadRegStr $0 SHCTX "Software\Classes\.${EXTENSION}" ""
  ${If} $0 == "${PROGID}"
    DeleteRegValue SHCTX "Software\Classes\.${EXTENSION}" ""
    DeleteRegValue SHCTX "Software\Classes\.${EXTENSION}" "Content Type"
    DeleteRegValue SHCTX "Software\Classes\.${EXTENSION}" "PerceivedType"
  ${EndIf}
  DeleteRegValue SHCTX "Software\Classes\.${EXTENSION}\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty SHCTX "Software\Classes\.${EXTENSION}\OpenWithProgids"
  DeleteRegKey /ifempty SHCTX "Software\Classes\.${EXTENSION}"
  DeleteRegKey SHCTX "Software\Classes\${PROGID}"
  DeleteRegKey SHCTX "Software\Classes\Applications\${EXE}"
  ; The link's key only if it still opens this install.
  ReadRegStr $0 SHCTX "Software\Classes\${URL_SCHEME}\shell\open\command" ""
  ${If} $0 == '"$INSTDIR\${EXE}" "%1"'
    DeleteRegKey SHCTX "Software\Classes\${URL_SCHEME}"
  ${EndIf}
  DeleteRegKey SHCTX "${UNINST_KEY}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
  ; The player's games and settings (%APPDATA%\fyne\${APP_ID}) stay.
SectionEnd
