"""scripts/system-deps.sh: what is missing, what gets installed (with sudo or as root), and the one line said
where nothing can be installed. Run against a fake system: a PATH of stub programs (apt-get, sudo, id, ldconfig
…) that record their calls, and a copy of the script beside a fake .venv."""

from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import REPO

SCRIPT = REPO / "scripts" / "system-deps.sh"
SETUP = (REPO / "docs" / "setup.md").read_text("utf-8")  # the manual's page on system packages
PANGO_LIBS = "\tlibpango-1.0.so.0 (libc6,x86-64) => /lib/x86_64-linux-gnu/libpango-1.0.so.0\n" \
             "\tlibpangoft2-1.0.so.0 (libc6,x86-64) => /lib/x86_64-linux-gnu/libpangoft2-1.0.so.0\n" \
             "\tlibharfbuzz-subset.so.0 (libc6,x86-64) => /lib/x86_64-linux-gnu/libharfbuzz-subset.so.0\n"
ATOMIC_LIB = "\tlibatomic.so.1 (libc6,x86-64) => /lib/x86_64-linux-gnu/libatomic.so.1\n"
DEBIAN_CHROMIUM = "Package: chromium\nDescription-en: web browser\n"
UBUNTU_CHROMIUM = "Package: chromium-browser\nDescription-en: Transitional package - chromium-browser -> chromium snap\n"
# The programs the script itself uses from the real system.
REAL_TOOLS = ("grep", "sed", "dirname", "env", "cat", "chmod")


def stub(path: Path, body: str) -> None:
    path.write_text("#!/bin/sh\n" + body, "utf-8")
    path.chmod(0o755)


@dataclass
class Run:
    code: int
    out: str
    err: str
    calls: list[str]


class FakeSystem:
    """A PATH holding only stubs: `have("node")` puts a program there; apt-get installs by adding them."""

    def __init__(self, root: Path):
        self.root = root
        self.bin = root / "bin"
        self.bin.mkdir()
        self.log = root / "calls.log"
        self.log.touch()
        self.libs = root / "ldconfig.txt"
        self.libs.write_text("", "utf-8")
        self.uid = 1000
        self.apt_fails = False
        for tool in REAL_TOOLS:
            (self.bin / tool).symlink_to(shutil.which(tool))
        stub(self.bin / "ldconfig", f'cat "{self.libs}"\n')
        # The script runs from a copy beside a fake .venv (Playwright's own Chromium goes through its python).
        scripts = root / "repo" / "scripts"
        scripts.mkdir(parents=True)
        self.script = scripts / SCRIPT.name
        shutil.copy(SCRIPT, self.script)
        venv_bin = root / "repo" / ".venv" / "bin"
        venv_bin.mkdir(parents=True)
        stub(venv_bin / "python", f'echo "venv-python $*" >> "{self.log}"\n')
        self.python = root / "python3"
        self.venv_module(True)

    def venv_module(self, present: bool) -> None:
        stub(self.python, f"exit {0 if present else 1}\n")

    def have(self, *programs: str) -> None:
        for program in programs:
            stub(self.bin / program, "exit 0\n")

    def have_pango(self) -> None:
        self.libs.write_text(self.libs.read_text("utf-8") + PANGO_LIBS, "utf-8")

    def have_libatomic(self) -> None:
        self.libs.write_text(self.libs.read_text("utf-8") + ATOMIC_LIB, "utf-8")

    def with_apt(self, chromium_info: str = DEBIAN_CHROMIUM) -> None:
        """apt-get that records its calls and `installs` what a package provides; apt-cache that shows chromium."""
        pango = self.root / "pango-libs.txt"
        pango.write_text(PANGO_LIBS, "utf-8")
        provides = {"nodejs": 'stub_program node', "chromium": "stub_program chromium",
                    "poppler-utils": "stub_program pdftoppm", "libpango-1.0-0": f'cat "{pango}" >> "{self.libs}"',
                    "libatomic1": f"echo '{ATOMIC_LIB.strip()}' >> \"{self.libs}\"",
                    "python3-venv": f'echo "exit 0" > "{self.python}"'}
        body = [f'echo "apt-get $*" >> "{self.log}"',
                *(["exit 100"] if self.apt_fails else []),
                f'stub_program() {{ printf "#!/bin/sh\\nexit 0\\n" > "{self.bin}/$1"; chmod +x "{self.bin}/$1"; }}',
                'case "$1" in install) ;; *) exit 0 ;; esac',
                'for pkg in "$@"; do case $pkg in',
                *(f"  {pkg}) {action} ;;" for pkg, action in provides.items()),
                "esac; done"]
        stub(self.bin / "apt-get", "\n".join(body) + "\n")
        stub(self.bin / "apt-cache", f"cat <<'EOF'\n{chromium_info}EOF\n")

    def with_sudo(self) -> None:
        stub(self.bin / "sudo", f'echo "sudo $*" >> "{self.log}"\n[ "$1" = -n ] && shift\nexec "$@"\n')

    def run(self, *args: str, **env: str) -> Run:
        stub(self.bin / "id", f'echo {self.uid}\n')
        self.log.write_text("", "utf-8")
        environ = {"PATH": str(self.bin), "HOME": str(self.root), "PYTHON": str(self.python), **env}
        done = subprocess.run(["/bin/sh", str(self.script), *args], env=environ, capture_output=True, text=True,
                              stdin=subprocess.DEVNULL, timeout=60)
        return Run(done.returncode, done.stdout, done.stderr, self.log.read_text("utf-8").splitlines())


@pytest.fixture
def system(tmp_path) -> FakeSystem:
    return FakeSystem(tmp_path)


def test_missing_names_the_debian_packages_of_what_is_absent(system):
    assert system.run("--missing", "test").out.split() == [
        "libpango-1.0-0", "libpangoft2-1.0-0", "libharfbuzz-subset0", "chromium", "chromium-headless-shell",
        "libatomic1", "nodejs", "poppler-utils"]
    assert system.run("--missing", "serve").out.split() == ["libpango-1.0-0", "libpangoft2-1.0-0",
                                                           "libharfbuzz-subset0"]
    system.have("node", "pdftoppm")
    system.have_pango()
    system.have_libatomic()
    assert system.run("--missing", "test").out.split() == ["chromium", "chromium-headless-shell"]
    assert system.run("--missing", "serve").out.split() == []


def test_a_chromium_snap_does_not_count_but_playwrights_own_chromium_does(system):
    system.have("node", "pdftoppm")
    system.have_pango()
    system.have_libatomic()
    snap = system.root / "snap" / "bin"
    snap.mkdir(parents=True)
    stub(snap / "chromium", "exit 0\n")
    run = system.run("--missing", "test", PATH=f"{system.bin}:{snap}")
    assert run.out.split() == ["chromium", "chromium-headless-shell"]  # Playwright cannot drive a snap's browser
    chrome = system.root / ".cache" / "ms-playwright" / "chromium-1200" / "chrome-linux" / "chrome"
    chrome.parent.mkdir(parents=True)
    stub(chrome, "exit 0\n")
    assert system.run("--missing", "test").out.split() == []


def test_chromiums_headless_shell_alone_is_a_browser_for_the_tests(system):
    system.have("node", "pdftoppm", "chromium-headless-shell")
    system.have_pango()
    system.have_libatomic()
    assert system.run("--missing", "test").out.split() == []


def test_nothing_missing_installs_nothing_and_says_nothing(system):
    system.have("node", "pdftoppm", "chromium")
    system.have_pango()
    system.have_libatomic()
    system.with_apt()
    run = system.run("test")
    assert (run.code, run.out, run.err, run.calls) == (0, "", "", [])


def test_as_a_user_it_installs_the_missing_packages_through_sudo_saying_what_and_why(system):
    system.have("chromium")
    system.with_apt()
    system.with_sudo()
    run = system.run("test")
    assert run.code == 0, run.err
    assert "sudo -n apt-get update -q" in run.calls  # no terminal: sudo must not wait for a password
    install = [c for c in run.calls if c.startswith("apt-get install")]
    assert install == ["apt-get install -y -q --no-install-recommends libpango-1.0-0 libpangoft2-1.0-0 "
                       "libharfbuzz-subset0 libatomic1 nodejs poppler-utils"]
    assert any(c.startswith("sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install") for c in run.calls)
    assert "installing nodejs: lawref eval runs mkdocs-material's own search in Node.js" in run.err
    assert "installing libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0: WeasyPrint lays out the booklet" in run.err
    assert "installing poppler-utils" in run.err and "installing chromium" not in run.err


def test_as_root_it_installs_without_sudo(system):
    system.uid = 0
    system.with_apt()
    run = system.run("serve")
    assert run.code == 0, run.err
    assert not any(c.startswith("sudo") for c in run.calls)
    assert "apt-get install -y -q --no-install-recommends libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0" in run.calls
    assert system.run("--missing", "serve").out.strip() == ""


def test_where_apt_has_only_a_chromium_snap_playwright_brings_its_own(system):
    system.uid = 0
    system.have("node", "pdftoppm")
    system.have_pango()
    system.have_libatomic()
    system.with_apt(chromium_info=UBUNTU_CHROMIUM)
    run = system.run("test")
    assert not any(c.startswith("apt-get install") for c in run.calls)
    assert "venv-python -m playwright install --with-deps chromium" in run.calls
    assert "a snap" in run.err


def test_without_apt_get_one_line_says_exactly_what_to_install(system):
    system.have("chromium")
    run = system.run("test")
    assert run.code == 1 and run.calls == []
    lines = run.err.splitlines()
    assert len(lines) == 1, run.err
    assert lines[0].startswith("system-deps: no apt-get here: install pango")
    assert "Node.js" in lines[0] and "poppler (pdftoppm)" in lines[0] and "libatomic" in lines[0]
    assert "Chromium" not in lines[0]


def test_make_serve_goes_on_without_pango_in_one_line(system):
    run = system.run("serve")
    assert run.code == 0
    assert len(run.err.splitlines()) == 1
    assert "pango" in run.err and run.err.rstrip().endswith("the site is built and served without the booklet")


def test_booklet_and_test_need_pango(system):
    assert system.run("booklet").code == 1
    assert system.run("test").code == 1


def test_no_install_only_says_what_is_missing(system):
    system.with_apt()
    system.with_sudo()
    run = system.run("test", LAWREF_NO_INSTALL="1")
    assert run.code == 1 and run.calls == []
    assert "sudo apt-get install libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 chromium chromium-headless-shell libatomic1 nodejs poppler-utils" in run.err


def test_a_user_without_sudo_is_told_to_install_as_root(system):
    system.with_apt()
    run = system.run("test")
    assert run.code == 1 and not any(c.startswith("apt-get install") for c in run.calls)
    assert "not root and no sudo: as root, run apt-get install libpango-1.0-0" in run.err


def test_a_failed_apt_get_is_one_clear_line_and_a_failure(system):
    system.uid = 0
    system.apt_fails = True
    system.with_apt()
    run = system.run("test")
    assert run.code == 1
    assert "could not install libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 chromium chromium-headless-shell libatomic1 nodejs poppler-utils" in run.err


def test_venv_installs_python3_venv_when_ensurepip_is_missing(system):
    system.uid = 0
    system.venv_module(False)
    system.with_apt()
    run = system.run("venv")
    assert run.code == 0, run.err
    assert "apt-get install -y -q --no-install-recommends python3-venv" in run.calls
    assert "installing python3-venv: make creates .venv" in run.err


def test_an_unknown_mode_is_refused():
    done = subprocess.run(["/bin/sh", str(SCRIPT), "deploy"], capture_output=True, text=True)
    assert done.returncode == 2 and "usage:" in done.stderr


def test_the_manual_lists_every_package_the_script_installs():
    section = SETUP.split("### System packages", 1)[1].split("\n## ", 1)[0].split("\n### ", 1)[0]
    for mode in ("venv", "serve", "test", "formats"):
        listing = subprocess.run(["/bin/sh", str(SCRIPT), "--list", mode], capture_output=True, text=True,
                                 check=True).stdout
        for line in listing.splitlines():
            part, packages, _why = line.split("\t")
            for package in packages.split():
                assert f"`{package}`" in section, f"docs/setup.md's System packages does not list {package} ({part})"


def test_the_makefile_and_ci_use_the_script():
    makefile = (REPO / "Makefile").read_text("utf-8")
    assert "scripts/system-deps.sh" in makefile
    for mode in ("venv", "serve", "test"):
        assert f"$(SYSTEM_DEPS) {mode}" in makefile
    ci = [line for line in (REPO / ".ci" / "run").read_text("utf-8").splitlines()
          if line.strip() and not line.startswith("#")]
    assert ci[-1] == "make test" and not any("apt-get" in line for line in ci)
    assert os.access(SCRIPT, os.X_OK)


def test_every_pinned_package_installs_on_debian_bookworms_python():
    """Debian 12's python3 is 3.11.2: a pin that requires a later 3.11 breaks `make serve` on a bare Debian
    (pymdown-extensions 13 requires >=3.11.5; the bare-machine test found it)."""
    from importlib.metadata import PackageNotFoundError, metadata

    from packaging.specifiers import SpecifierSet

    refused = []
    for line in (REPO / "constraints.txt").read_text("utf-8").splitlines():
        name, _, version = line.partition("==")
        try:
            meta = metadata(name)
        except PackageNotFoundError:
            continue  # pinned for another platform or extra
        assert meta["Version"] == version, f"{name} {meta['Version']} is installed, constraints.txt pins {version}"
        requires = meta["Requires-Python"]
        if requires and "3.11.2" not in SpecifierSet(requires):
            refused.append(f"{name}=={version} (Requires-Python {requires})")
    assert not refused, f"not installable on Debian 12's Python 3.11.2: {refused}"


def test_the_browser_tests_use_debians_chromium_or_else_playwrights_own(monkeypatch, tmp_path):
    import chromium

    monkeypatch.setattr(chromium, "DEBIAN_BROWSERS", (tmp_path / "no-shell", tmp_path / "no-chromium"))
    monkeypatch.setattr(chromium.shutil, "which", lambda name: "/snap/bin/chromium")
    assert chromium.system_chromium() is None  # a snap's browser cannot be driven

    class FakeType:
        executable_path = str(tmp_path / "ms-playwright" / "chrome")

        def launch(self, **options):
            return options

    playwright = type("FakePlaywright", (), {"chromium": FakeType()})()
    with pytest.raises(pytest.fail.Exception, match="make test` installs it"):
        chromium.launch(playwright, ["--no-sandbox"])
    Path(FakeType.executable_path).parent.mkdir()
    Path(FakeType.executable_path).touch()
    assert chromium.launch(playwright, ["--no-sandbox"]) == {"args": ["--no-sandbox"]}
    monkeypatch.setattr(chromium.shutil, "which", lambda name: "/usr/lib/chromium/chromium")
    assert chromium.launch(playwright, []) == {"executable_path": "/usr/lib/chromium/chromium", "args": []}


def test_the_browser_tests_prefer_the_headless_shell_to_the_whole_browser(monkeypatch, tmp_path):
    import chromium

    shell, browser = tmp_path / "chromium-headless-shell", tmp_path / "chromium"
    monkeypatch.setattr(chromium, "DEBIAN_BROWSERS", (shell, browser))
    browser.touch()
    assert chromium.system_chromium() == str(browser)  # the whole browser where the shell is not installed
    shell.touch()
    assert chromium.system_chromium() == str(shell)
