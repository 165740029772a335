"""``build --lang``: the kit, quick reference, card images and reference in the translated language."""

from __future__ import annotations

from tests.i18n.i18n_fixture import RUSSIAN, cli, demo_project, translate
from tests.kit.pdf_reading import text_of


def _squashed(text: str) -> str:
    return " ".join(text.split())


def test_the_russian_build_carries_the_russian_strings(tmp_path, capsys):
    root = demo_project(tmp_path)
    translate(root, RUSSIAN)
    assert cli(root, "build", "--lang", "ru", "--paper", "a4") == 0
    out = root / "output"
    kit = _squashed(text_of(out / "ru/demo/demo-kit-a4.pdf"))
    for russian in ("Огни гавани", "Маяк", "Постройка", "Шторм", "Все корабли возвращаются в порт."):
        assert russian in kit
    assert "Lighthouse" not in kit
    source_kit = _squashed(text_of(out / "demo/demo-kit-a4.pdf"))
    assert "Lighthouse" in source_kit and "Маяк" not in source_kit
    html = (out / "ru/html/demo.html").read_text(encoding="utf-8")
    for russian in ("Подготовка", "Перемешайте карты гавани", "Причал", "Место, где корабль может остановиться."):
        assert russian in html
    assert 'lang="ru"' in html
    assert "Shuffle the harbour cards" in (out / "html/demo.html").read_text(encoding="utf-8")
    quickref = _squashed(text_of(out / "ru/demo/demo-quickref-a4.pdf"))
    assert "Огни гавани" in quickref and "Монета" in quickref and "Coin" not in quickref
    assert sorted(p.name for p in (out / "ru/demo/cards/harbour").glob("*.png")) == \
        sorted(p.name for p in (out / "demo/cards/harbour").glob("*.png"))
    assert "ru/demo/cards/" in capsys.readouterr().err


def test_languages_in_the_settings_file_are_built_and_unknown_ones_refused(tmp_path, capsys):
    root = demo_project(tmp_path)
    translate(root, RUSSIAN)
    (root / "generator.toml").write_text('[kit]\npaper = "a4"\nlanguages = ["ru"]\n', encoding="utf-8")
    assert cli(root, "build") == 0
    assert (root / "output/ru/demo/demo-kit-a4.pdf").is_file()
    assert cli(root, "build", "--lang", "de") == 2
    assert "no game has a translation into de" in capsys.readouterr().err
