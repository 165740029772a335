"""``build``: validate, then write every game's outputs atomically into output/."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from generator.cli.display_paths import for_display
from generator.cli.errors import EXIT_FINDINGS, EXIT_USAGE, UsageError, environment_error
from generator.cli.formats import as_text
from generator.kit import options as kit_options
from generator.kit.options import SettingsError, check_components, check_games
from generator.model.build import game_folders
from generator.settings_file import SETTINGS_FILE, KitSettings, read_settings
from generator.validation import Loaded, check_loaded, collector_held, load_for_check

if TYPE_CHECKING:
    from generator.output.pipeline import Pipeline


def add_parser(sub) -> None:
    p = sub.add_parser("build", help="validate, then build kits and references into output/")
    p.add_argument("--game", action="append", default=[], help="build only this game (repeatable)")
    p.add_argument("--out", metavar="DIR", help="output folder (default: output/ in the project)")
    p.add_argument("--card-ppi", type=int, metavar="N",
                   help="resolution of the card PNGs (default: [cards] ppi in generator.toml, else 150)")
    p.add_argument("--only", metavar="LIST",
                   help="write only these outputs, comma-separated: kit, rules, quickref, components, images, html")
    p.add_argument("--no-images", action="store_true", help="leave out the card PNGs and Tabletop Simulator sheets")
    p.add_argument("--lang", action="append", default=[], metavar="L",
                   help="also build this translation (content/<game>/locale/<L>.po) into <out>/<L>/ (repeatable; "
                        "default: [kit] languages in generator.toml)")
    p.add_argument("--tts-base-url", metavar="URL",
                   help="the Tabletop Simulator save names its images and rules book by URLs under URL/<game>/ "
                        "(where you host the output), not by file:// URLs of this computer's files")
    kit_options.add_arguments(p)
    p.set_defaults(run=run)


def run(args, root: Path, pipeline: Pipeline | None = None) -> int:
    # Rendering modules load only when building, so `validate` starts fast.
    from generator.output.pipeline import Pipeline
    from generator.output.tasks import BuildOptions, BuildRefused
    from generator.output.progress import Progress
    from generator.output.staging import recover_output
    from generator.output.unchanged import unchanged_games
    from generator.render.pdf_meta import check_source_date_epoch
    from generator.render.template_errors import TemplateRefused

    check_source_date_epoch()
    settings = read_settings(root)
    if settings.findings:
        return _refused(list(settings.findings), root, f" in {SETTINGS_FILE}; nothing was written")
    kit, games = _settings(args, root, settings.kit)
    out = Path(args.out).resolve() if args.out else root / "output"
    recover_output(out, root)   # before the last build's record is read, and whether or not this one is refused
    options = BuildOptions(out=out, games=games, kit=kit, card_ppi=_card_ppi(args), only=_outputs(args),
                           tts_base_url=_base_url(getattr(args, "tts_base_url", None)),
                           languages=tuple(dict.fromkeys(getattr(args, "lang", []) or kit.languages)))
    pipeline = pipeline or Pipeline()
    kept_games = unchanged_games(root, options, pipeline.names())   # neither loaded nor checked
    loaded = _loaded(root, games, kept_games)
    errors = check_loaded(loaded).errors()
    if errors:
        return _refused(errors, root, _CONTENT)
    try:
        check_components(kit, loaded.project)
    except SettingsError as exc:
        raise UsageError(str(exc)) from None
    progress = Progress()
    options = replace(options, progress=progress, languages=_languages(args, kit, loaded.project))
    try:
        written = pipeline.run(loaded.project, options, kept_games)
    except (BuildRefused, TemplateRefused) as refused:
        progress.finish()
        found = [refused.diagnostic] if isinstance(refused, TemplateRefused) else refused.diagnostics
        return _refused(found, root, "; the previous output was left as it was")
    except OSError as exc:
        progress.finish()
        if exc.errno is None:  # not the system's refusal: a crash, reported as one
            raise
        print(f"generator: error: cannot write into {out}: {environment_error(exc)}; "
              "the previous output was left as it was", file=sys.stderr)
        return EXIT_USAGE
    progress.finish()
    _summary(out, written, progress.summary, options.languages)
    return 0


_CONTENT = " in the content; nothing was written"


def _loaded(root: Path, games: tuple[str, ...], kept_games: dict) -> Loaded:
    """The games to build, loaded for their check: all (or ``games``) but those kept whole."""
    if kept_games:
        games = tuple(f.name for f in game_folders(root) if f.name not in kept_games)
        if not games:
            from generator.model.game.project import Project
            from generator.rules.catalogue import Catalogue

            return Loaded(Project(root=root), Catalogue())
    with collector_held():
        return load_for_check(root, list(games) or None)


def _settings(args, root: Path, kit: KitSettings):
    """The kit settings with the command line's on top, and the games to build (``--game`` wins
    over ``[kit] games``)."""
    known = [f.name for f in game_folders(root)]
    for game in args.game:
        if game not in known:
            raise UsageError(f"unknown game '{game}'; known: {', '.join(known)}")
    try:
        kit = kit_options.settings_from(args, kit)
        check_games(kit, known)
    except SettingsError as exc:
        raise UsageError(str(exc)) from None
    return kit, tuple(args.game) or kit.games


def _base_url(url: str | None) -> str | None:
    """``--tts-base-url``: an http(s) URL, ending in a slash."""
    if url is None:
        return None
    if not url.startswith(("http://", "https://")) or len(url.split("://", 1)[1].strip("/")) == 0 \
            or any(c.isspace() for c in url):
        raise UsageError(f"--tts-base-url must be an http:// or https:// URL, not {url!r}")
    return url if url.endswith("/") else url + "/"


def _outputs(args) -> tuple[str, ...]:
    """The outputs ``--only`` and ``--no-images`` leave (all by default)."""
    from generator.output.tasks import OUTPUTS

    only: tuple[str, ...] = OUTPUTS
    if getattr(args, "only", None):
        only = tuple(dict.fromkeys(name.strip() for name in args.only.split(",") if name.strip()))
        unknown = [name for name in only if name not in OUTPUTS]
        if unknown or not only:
            raise UsageError(f"--only: unknown output {', '.join(unknown) or '(none given)'}; "
                             f"outputs: {', '.join(OUTPUTS)}")
    if getattr(args, "no_images", False):
        only = tuple(name for name in only if name != "images")
    return only


def _languages(args, kit, project) -> tuple[str, ...]:
    """The translations to build (``--lang`` wins over ``[kit] languages``); each must exist."""
    from generator.i18n.builds import missing_languages

    languages = tuple(dict.fromkeys(getattr(args, "lang", []) or kit.languages))
    missing = missing_languages(project, languages)
    if missing:
        raise UsageError(f"no game has a translation into {', '.join(missing)} (content/<game>/locale/<lang>.po; "
                         "'i18n update --lang L' starts one)")
    return languages


def _card_ppi(args) -> int | None:
    if getattr(args, "card_ppi", None) is None:
        return None
    from generator.output.card_images import check_ppi

    return check_ppi(args.card_ppi, "--card-ppi")


def _refused(diagnostics, root: Path, why: str) -> int:
    print(as_text(for_display(diagnostics, root)), file=sys.stderr)
    print(f"build refused: {len(diagnostics)} error(s){why}", file=sys.stderr)
    return EXIT_FINDINGS


def _summary(out: Path, written: list[Path], kit_lines: list[str], languages: tuple[str, ...] = ()) -> None:
    """What was written where: documents by name, card images and TTS sheets as counts (a
    translation's files under its language's folder)."""
    print(f"wrote {len(written)} file(s) to {out}", file=sys.stderr)
    grouped: dict[str, int] = {}
    for path in sorted(written):
        lang = path.parts[0] + "/" if len(path.parts) > 1 and path.parts[0] in languages else ""
        parts = path.parts[1:] if lang else path.parts
        if len(parts) > 2 and parts[1] in ("cards", "tts"):
            key = f"{lang}{parts[0]}/{parts[1]}/"
            grouped[key] = grouped.get(key, 0) + 1
        elif len(parts) > 1 and parts[0] == "html":
            grouped[f"{lang}html/"] = grouped.get(f"{lang}html/", 0) + 1
        else:
            print(f"  {path.as_posix()}", file=sys.stderr)
    for folder, count in grouped.items():
        print(f"  {folder} ({count} files)", file=sys.stderr)
    for line in kit_lines:
        print(f"  kit {line}", file=sys.stderr)
