"""The Windows and macOS packaging files, made on any system (the release workflow calls
them on its Windows and macOS runners; the tests run them here):

* :func:`inno_setup_script`: the Inno Setup script of the Windows installer (Start-menu
  entry, uninstaller, the saved-game file association, the icon);
* :func:`windows_version_info`: the version resource PyInstaller writes into the ``.exe``;
* :func:`info_plist`: the macOS ``Info.plist`` of the ``.app`` (version, icon, the saved-game
  document type and its exported type).

    python build_scripts/platform_files.py inno --out build/harp-and-eight.iss
    python build_scripts/platform_files.py plist --out build/Info.plist
"""

from __future__ import annotations

import argparse
import plistlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import desktop_files  # noqa: E402
from desktop_files import APP_ID, PACKAGE, ROOT  # noqa: E402

from game.desktop import MIME_TYPE, NAME, SAVED_GAME  # noqa: E402
from game.storage.exchange import SAVED_GAME_SUFFIX  # noqa: E402

INNO_APP_ID = "{{6C1B6F0E-3F7A-4C55-9B1D-2A8E5D0C4F11}"
"""The installer's AppId (a GUID, never changed: upgrades find the installed game by it;
the doubled brace is Inno Setup's escape)."""
PROG_ID = "HarpAndEight.SavedGame"
"""The Windows ProgID of saved games."""
SAVED_GAME_UTI = f"{APP_ID}.saved-game"
"""The macOS uniform type identifier of saved games."""


def version() -> str:
    """The game's version (``pyproject.toml``)."""
    return str(desktop_files.project()["version"])


def numeric_version(text: str) -> tuple[int, int, int, int]:
    """A version as the four numbers Windows resources hold (``"1.2rc1"`` → ``(1, 2, 0,
    0)``: its release numbers, PEP 440)."""
    from packaging.version import Version

    release = (*Version(text).release, 0, 0, 0, 0)[:4]
    return release  # type: ignore[return-value]


def inno_setup_script(app_version: str | None = None, source: str = r"dist\harp-and-eight",
                      output: str = "dist") -> str:
    """The Inno Setup 6 script (paths relative to the repository, where ``iscc`` runs it
    from: ``iscc build\\harp-and-eight.iss`` with ``SourceDir`` the repository).

    Args:
        app_version: the version (pyproject's by default).
        source: the one-folder app, relative to the repository.
        output: where the installer goes (``harp-and-eight-<version>-windows-setup.exe``).
    """
    v = app_version or version()
    name, _address = desktop_files.maintainer()
    number = ".".join(str(n) for n in numeric_version(v))
    exe = f"{PACKAGE}.exe"
    ext = SAVED_GAME_SUFFIX
    lines = [
        "; Made by build_scripts/platform_files.py: edit that, not this file.",
        "[Setup]",
        f"AppId={INNO_APP_ID}",
        f"AppName={NAME}",
        f"AppVersion={v}",
        f"AppPublisher={name}",
        f"VersionInfoVersion={number}",
        f"VersionInfoProductName={NAME}",
        "SourceDir=..",
        f"DefaultDirName={{autopf}}\\{NAME}",
        f"DefaultGroupName={NAME}",
        "DisableProgramGroupPage=yes",
        "PrivilegesRequired=lowest",
        "PrivilegesRequiredOverridesAllowed=dialog",
        "ArchitecturesAllowed=x64compatible",
        "ArchitecturesInstallIn64BitMode=x64compatible",
        "LicenseFile=LICENSE",
        r"SetupIconFile=resources\icons\app.ico",
        f"UninstallDisplayIcon={{app}}\\{exe}",
        f"OutputDir={output}",
        f"OutputBaseFilename={PACKAGE}-{v}-windows-setup",
        "Compression=lzma2",
        "SolidCompression=yes",
        "ChangesAssociations=yes",
        "WizardStyle=modern",
        "",
        "[Languages]",
        'Name: "english"; MessagesFile: "compiler:Default.isl"',
        'Name: "russian"; MessagesFile: "compiler:Languages\\Russian.isl"',
        "",
        "[Files]",
        f'Source: "{source}\\*"; DestDir: "{{app}}"; '
        "Flags: ignoreversion recursesubdirs createallsubdirs",
        "",
        "[Icons]",
        f'Name: "{{group}}\\{NAME}"; Filename: "{{app}}\\{exe}"',
        f'Name: "{{group}}\\{{cm:UninstallProgram,{NAME}}}"; Filename: "{{uninstallexe}}"',
        "",
        "[Registry]",
        f'Root: HKA; Subkey: "Software\\Classes\\{ext}"; ValueType: string; '
        f'ValueName: ""; ValueData: "{PROG_ID}"; Flags: uninsdeletevalue',
        f'Root: HKA; Subkey: "Software\\Classes\\{ext}"; ValueType: string; '
        f'ValueName: "Content Type"; ValueData: "{MIME_TYPE}"; Flags: uninsdeletevalue',
        f'Root: HKA; Subkey: "Software\\Classes\\{PROG_ID}"; ValueType: string; '
        f'ValueName: ""; ValueData: "{SAVED_GAME}"; Flags: uninsdeletekey',
        f'Root: HKA; Subkey: "Software\\Classes\\{PROG_ID}\\DefaultIcon"; '
        f'ValueType: string; ValueName: ""; ValueData: "{{app}}\\{exe},0"',
        f'Root: HKA; Subkey: "Software\\Classes\\{PROG_ID}\\shell\\open\\command"; '
        f'ValueType: string; ValueName: ""; ValueData: """{{app}}\\{exe}"" ""%1"""',
        "",
        "[Run]",
        f'Filename: "{{app}}\\{exe}"; Description: "{{cm:LaunchProgram,{NAME}}}"; '
        "Flags: nowait postinstall skipifsilent",
    ]
    return "\r\n".join(lines) + "\r\n"


def windows_version_info(app_version: str | None = None) -> str:
    """PyInstaller's version-resource file for the ``.exe`` (``EXE(version=…)``): file and
    product version, name, description, copyright."""
    v = app_version or version()
    nums = numeric_version(v)
    name, _address = desktop_files.maintainer()
    strings = {"CompanyName": name, "FileDescription": NAME, "FileVersion": v,
               "InternalName": PACKAGE, "LegalCopyright": f"MIT licence, {name}",
               "OriginalFilename": f"{PACKAGE}.exe", "ProductName": NAME,
               "ProductVersion": v}
    entries = ",\n".join(f"          StringStruct({k!r}, {val!r})" for k, val in strings.items())
    return f"""# UTF-8: made by build_scripts/platform_files.py
VSVersionInfo(
  ffi=FixedFileInfo(filevers={nums}, prodvers={nums}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
{entries}
      ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def info_plist(app_version: str | None = None, executable: str = PACKAGE) -> dict:
    """The ``Info.plist`` of the macOS ``.app`` (a dict: PyInstaller's ``BUNDLE`` takes it
    as ``info_plist``, :func:`plistlib.dumps` writes it).

    Saved games are a document type the app views (``CFBundleDocumentTypes``) of an exported
    type conforming to JSON (``UTExportedTypeDeclarations``: the ``.harp-eight`` extension
    and the MIME type).
    """
    v = app_version or version()
    ext = SAVED_GAME_SUFFIX.lstrip(".")
    return {
        "CFBundleName": NAME,
        "CFBundleDisplayName": NAME,
        "CFBundleIdentifier": APP_ID,
        "CFBundleExecutable": executable,
        "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": v,
        "CFBundleVersion": v,
        "CFBundleIconFile": "app.icns",
        "LSApplicationCategoryType": "public.app-category.card-games",
        "LSMinimumSystemVersion": "11.0",
        "NSHighResolutionCapable": True,
        "NSHumanReadableCopyright": "MIT licence",
        "CFBundleDocumentTypes": [{
            "CFBundleTypeName": SAVED_GAME,
            "CFBundleTypeRole": "Viewer",
            "LSHandlerRank": "Owner",
            "LSItemContentTypes": [SAVED_GAME_UTI],
            "CFBundleTypeIconFile": "app.icns",
        }],
        "UTExportedTypeDeclarations": [{
            "UTTypeIdentifier": SAVED_GAME_UTI,
            "UTTypeDescription": SAVED_GAME,
            "UTTypeConformsTo": ["public.json", "public.data"],
            "UTTypeIconFile": "app.icns",
            "UTTypeTagSpecification": {"public.filename-extension": [ext],
                                       "public.mime-type": [MIME_TYPE]},
        }],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="platform_files.py", description=__doc__.split(
        "\n")[0])
    parser.add_argument("what", choices=["inno", "plist", "version-info"])
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if args.what == "inno":
        args.out.write_bytes(inno_setup_script().encode("utf-8-sig"))
    elif args.what == "plist":
        args.out.write_bytes(plistlib.dumps(info_plist()))
    else:
        args.out.write_text(windows_version_info(), encoding="utf-8")
    print(args.out.relative_to(ROOT) if args.out.is_relative_to(ROOT) else args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
