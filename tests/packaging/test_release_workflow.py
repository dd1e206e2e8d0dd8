"""The release workflow (.github/workflows/release.yml, which cannot run here): its matrix
and steps, and the files it makes with build_scripts/platform_files.py (the Inno Setup
script, the .exe's version resource, Info.plist). .ci/run validates the workflow against
check-jsonschema's GitHub-workflow schema."""

from __future__ import annotations

import plistlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build_scripts"))

import platform_files  # noqa: E402

yaml = pytest.importorskip("ruamel.yaml")
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


@pytest.fixture(scope="module")
def workflow():
    return yaml.YAML(typ="safe").load(WORKFLOW.read_text(encoding="utf-8"))


def _steps(workflow, job="build"):
    return workflow["jobs"][job]["steps"]


def _names(workflow):
    return [step.get("name", step.get("uses", "")) for step in _steps(workflow)]


def test_the_matrix_is_the_four_runners(workflow):
    include = workflow["jobs"]["build"]["strategy"]["matrix"]["include"]
    assert [(r["os"], r["package"]) for r in include] == [
        ("ubuntu-22.04", "deb"), ("windows-latest", "inno"), ("macos-15-intel", "dmg"),
        ("macos-14", "dmg")]
    assert workflow["jobs"]["build"]["strategy"]["fail-fast"] is False


def test_actionlint_runs_first_and_every_build_waits_for_it(workflow):
    assert list(workflow["jobs"]) [0] == "actionlint"
    lint = _steps(workflow, "actionlint")
    assert lint[0]["uses"].startswith("actions/checkout@")
    assert "actionlint" in lint[1]["name"] and "./actionlint" in lint[1]["run"]
    assert workflow["jobs"]["build"]["needs"] == "actionlint"


def test_the_build_steps_come_in_order(workflow):
    names = _names(workflow)
    order = ["Install the game", "Tests", "Build with PyInstaller", "Self-test",
             "Debian package", "Inno Setup", "Disk image"]
    found = [next(i for i, n in enumerate(names) if n.startswith(o)) for o in order]
    assert found == sorted(found), names
    run = {step.get("name"): step.get("run", "") for step in _steps(workflow)}
    assert "pytest" in run["Tests"] and "--self-test" in run["Self-test of the built app"]
    assert "build.py --deb --tarball" in run["Debian package and tarball (Linux)"]
    assert "lintian" in run["Debian package and tarball (Linux)"]


def test_windows_gets_mesa_for_the_self_test_and_inno_setup_where_missing(workflow):
    steps = {step.get("name", ""): step for step in _steps(workflow)}
    mesa = steps["Mesa's software OpenGL (Windows runners have no OpenGL 3.3)"]
    assert mesa["if"] == "runner.os == 'Windows'" and "opengl32.dll" in mesa["run"]
    selftest = steps["Self-test of the built app"]["run"]
    assert "mesa-dlls" in selftest
    inno = steps["Inno Setup installer (Windows)"]["run"]
    assert "choco install innosetup" in inno and "platform_files.py inno" in inno
    assert "iscc" in inno


def test_macos_makes_an_app_in_a_dmg_with_hdiutil(workflow):
    steps = {step.get("name", ""): step for step in _steps(workflow)}
    assert "hdiutil create" in steps["Disk image (macOS)"]["run"]
    assert ".app" in steps["Disk image (macOS)"]["run"]


def test_signing_and_notarising_run_only_where_the_secrets_exist(workflow):
    signing = [s for s in _steps(workflow) if s.get("name", "").startswith(("Sign", "Notar"))]
    assert len(signing) == 3
    for step in signing:
        assert "!= ''" in step["if"], step["name"]
    env = workflow["jobs"]["build"]["env"]
    for key in ("MACOS_CERTIFICATE", "APPLE_ID", "WINDOWS_CERTIFICATE"):
        assert env[key] == f"${{{{ secrets.{key} }}}}"


@pytest.mark.skipif(shutil.which("check-jsonschema") is None
                    and not (Path(sys.executable).parent / "check-jsonschema").exists(),
                    reason="needs check-jsonschema")
def test_the_workflow_passes_the_github_workflow_schema():
    tool = shutil.which("check-jsonschema") or str(Path(sys.executable).parent /
                                                   "check-jsonschema")
    proc = subprocess.run([tool, "--builtin-schema", "vendor.github-workflows", str(WORKFLOW)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_the_inno_setup_script_installs_associates_and_uninstalls():
    script = platform_files.inno_setup_script("1.2.0")
    lines = script.split("\r\n")
    assert lines[1] == "[Setup]" and "AppVersion=1.2.0" in lines
    assert "VersionInfoVersion=1.2.0.0" in lines and "ChangesAssociations=yes" in lines
    assert r"SetupIconFile=resources\icons\app.ico" in lines
    assert any(line.startswith("UninstallDisplayIcon=") for line in lines)
    sections = [line for line in lines if line.startswith("[")]
    assert sections == ["[Setup]", "[Languages]", "[Files]", "[Icons]", "[Registry]", "[Run]"]
    assert 'Subkey: "Software\\Classes\\.harp-eight"' in script
    assert '""{app}\\harp-and-eight.exe"" ""%1""' in script
    assert "{uninstallexe}" in script and "{group}" in script
    assert (ROOT / "resources" / "icons" / "app.ico").is_file()


def test_the_windows_version_resource_is_the_projects():
    text = platform_files.windows_version_info("2.5.1")
    assert "filevers=(2, 5, 1, 0)" in text and "StringStruct('ProductVersion', '2.5.1')" in text
    compile(text, "version_info", "eval")  # PyInstaller evaluates it as a Python expression
    assert platform_files.numeric_version("1.2rc1") == (1, 2, 0, 0)


def test_the_info_plist_declares_saved_games():
    plist = plistlib.loads(plistlib.dumps(platform_files.info_plist("1.2.0")))
    assert plist["CFBundleShortVersionString"] == "1.2.0"
    assert plist["CFBundleIconFile"] == "app.icns"
    assert plist["CFBundleIdentifier"] == "org.harpandeight.game"
    (doc,) = plist["CFBundleDocumentTypes"]
    (uti,) = plist["UTExportedTypeDeclarations"]
    assert doc["LSItemContentTypes"] == [uti["UTTypeIdentifier"]]
    assert uti["UTTypeTagSpecification"]["public.filename-extension"] == ["harp-eight"]
    assert "public.json" in uti["UTTypeConformsTo"]


def test_the_command_line_writes_the_files(tmp_path):
    for what, name in (("inno", "a.iss"), ("plist", "Info.plist"), ("version-info", "v.txt")):
        subprocess.run([sys.executable, str(ROOT / "build_scripts" / "platform_files.py"), what,
                        "--out", str(tmp_path / name)], check=True, capture_output=True)
        assert (tmp_path / name).stat().st_size > 100
    assert (tmp_path / "a.iss").read_bytes().startswith(b"\xef\xbb\xbf")  # Inno reads UTF-8 so
    assert plistlib.loads((tmp_path / "Info.plist").read_bytes())["CFBundleExecutable"]


def test_the_spec_uses_them():
    spec = (ROOT / "build_scripts" / "harp_and_eight.spec").read_text(encoding="utf-8")
    assert "info_plist=platform_files.info_plist(VERSION)" in spec
    assert "platform_files.windows_version_info(VERSION)" in spec
    assert spec.count("version=VERSION_FILE,") == 2
