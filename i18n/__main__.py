"""``python -m i18n extract`` | ``check [language...]`` | ``update <language> <part> <path prefix>...`` | ``dedupe``.

``update fa biblios engine/biblios renderers/biblios`` adds to ``i18n/locales/fa/LC_MESSAGES/biblios.po``
the messages used there that the Persian catalogue lacks, for a translator to fill (:mod:`i18n.tools`).
"""

import sys

from i18n.tools import POT, dedupe, extract, languages, problems, update, write_template


def main(argv: list[str] | None = None) -> int:
    """Run the command ``argv`` names (default: the command line); the exit status."""
    args = sys.argv[1:] if argv is None else argv
    commands = ("extract", "check", "update", "dedupe")
    if not args or args[0] not in commands or (args[0] == "update" and len(args) < 4):
        print(__doc__)
        return 2
    messages = extract()
    if args[0] == "extract":
        write_template(messages)
        print(f"{len(messages)} messages -> {POT}")
        return 0
    if args[0] == "update":
        added = update(args[1], args[2], tuple(args[3:]), messages)
        print(f"{added} messages added to {args[1]}/LC_MESSAGES/{args[2]}.po")
        return 0
    if args[0] == "dedupe":
        for code in args[1:] or languages():
            print(f"{code}: {dedupe(code, messages)} copies removed")
        return 0
    failed = False
    for code in args[1:] or languages():
        found = list(problems(code, messages))
        for line in found:
            print(f"{code}: {line}")
        print(f"{code}: {len(found)} problems in {len(messages)} messages")
        failed = failed or bool(found)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
