"""The documentation stands alone: a fresh clone has every page and picture its Markdown
links to, every heading a link's #fragment names, no pointer to the contracts outside
the repository, and a docs/BEHAVIOR.md rule for every rule number the code and tests cite.

Plain tests: no server and no browser (they use none of conftest.py's fixtures). They
read what git tracks, because that is what a clone gets.
"""

import os
import re
import subprocess
import urllib.parse

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BEHAVIOR = "docs/BEHAVIOR.md"

FENCE = re.compile(r"^ {0,3}(```|~~~).*?^ {0,3}\1[^\n]*$", re.M | re.S)
INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1", re.S)
HTML_COMMENT = re.compile(r"<!--.*?-->", re.S)
# [text](target) and ![alt](target), with an optional "title"; text may hold one level of [].
MD_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+(?:\"[^\"]*\"|'[^']*'))?\s*\)")
IMG_SRC = re.compile(r"<img\b[^>]*?\bsrc\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s>]+))", re.I)
HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$", re.M)
EXTERNAL = re.compile(r"^(?:[a-z][a-z0-9+.-]*:|//)", re.I)  # http:, https:, mailto:, …

# A rule number as code and tests cite it (B1.4, A2.3), and ranges of them (B1.1–B1.4,
# A5.2–A5.3, B4.1–4); "A1 iPhone 5" / "A1 iPad 6" name one half of an A1 rule.
RULE = re.compile(r"\b([AB][1-9])\.(\d+)(?:\s*(?:–\s*(?:\1\.)?|-\1\.)(\d+))?")
A1_HALF = re.compile(r"\bA1 (?:iPhone|iPad) (\d+)\b")
RULE_IN_DOC = re.compile(r"\*\*([AB][1-9]\.\d+)\*\*")


def git(*args):
    return subprocess.run(["git", *args], cwd=REPO, check=True, capture_output=True, text=True).stdout


def tracked_files():
    return set(git("ls-files", "-z").split("\0")) - {""}


def read(path):
    with open(os.path.join(REPO, path), encoding="utf-8") as f:
        return f.read()


def without_code(text):
    """The text with fenced blocks, inline code and comments blanked out (line numbers kept)."""
    blank = lambda m: re.sub(r"[^\n]", " ", m.group(0))
    text = FENCE.sub(blank, text)
    text = HTML_COMMENT.sub(blank, text)
    # Inline code becomes a word, so a link whose text is code still parses as a link.
    return INLINE_CODE.sub(lambda m: "code" + " " * (len(m.group(0)) - 4) if len(m.group(0)) >= 4 else "x" * len(m.group(0)), text)


def links(text):
    """(line, target) of every Markdown link, image and <img src> outside code."""
    text = without_code(text)
    found = []
    for m in MD_LINK.finditer(text):
        found.append((text.count("\n", 0, m.start()) + 1, m.group(1)))
    for m in IMG_SRC.finditer(text):
        found.append((text.count("\n", 0, m.start()) + 1, next(g for g in m.groups() if g is not None)))
    return found


def slug(heading):
    """GitHub's anchor for a heading: formatting dropped, lowercase, punctuation removed
    (letters, digits, spaces, '-' and '_' stay), each space a hyphen."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link: its text
    text = re.sub(r"<[^>]+>", "", text)  # inline HTML tags
    text = text.strip().lower()
    text = "".join(c for c in text if c.isalnum() or c in " -_")
    return text.replace(" ", "-")


def anchors(text):
    """Every heading anchor of a Markdown file, duplicates numbered as GitHub numbers them."""
    seen = {}
    result = set()
    for m in HEADING.finditer(without_code_keep_headings(text)):
        base = slug(m.group(2))
        count = seen.get(base, 0)
        seen[base] = count + 1
        result.add(base if count == 0 else "%s-%d" % (base, count))
    return result


def without_code_keep_headings(text):
    """Fenced blocks and comments blanked (a '#' line in them is no heading); inline code kept,
    since it is part of a heading's text."""
    blank = lambda m: re.sub(r"[^\n]", " ", m.group(0))
    return HTML_COMMENT.sub(blank, FENCE.sub(blank, text))


def link_problems(files, tracked):
    """What is wrong with the links of `files` ({path: text}) in a checkout of `tracked`
    paths: each problem a "path:line: target: reason" string."""
    directories = {os.path.dirname(p) for p in tracked}
    directories |= {d for p in directories for d in _parents(p)}
    problems = []
    for path, text in sorted(files.items()):
        for line, target in links(text):
            if EXTERNAL.match(target):
                continue
            where = "%s:%d: %s" % (path, line, target)
            raw_path, _, fragment = target.partition("#")
            raw_path = urllib.parse.unquote(raw_path)
            if raw_path == "":
                resolved = path
            elif raw_path.startswith("/"):
                resolved = os.path.normpath(raw_path.lstrip("/"))
            else:
                resolved = os.path.normpath(os.path.join(os.path.dirname(path), raw_path))
            if resolved.startswith(".."):
                problems.append("%s: leaves the repository" % where)
                continue
            if resolved not in tracked and resolved.rstrip("/") not in directories:
                problems.append("%s: no such file in the repository" % where)
                continue
            if fragment and resolved.endswith(".md") and resolved in tracked:
                text_of_target = files.get(resolved)
                if text_of_target is None:
                    text_of_target = read(resolved)
                if urllib.parse.unquote(fragment).lower() not in anchors(text_of_target):
                    problems.append("%s: %s has no heading #%s" % (where, resolved, fragment))
    return problems


def _parents(directory):
    while directory:
        directory = os.path.dirname(directory)
        yield directory


def markdown_files():
    return {p: read(p) for p in git("ls-files", "-z", "*.md").split("\0") if p}


def cited_rules():
    """{rule: [where, ...]} for every rule number cited in the sources, tests and client."""
    cited = {}
    for path in sorted(tracked_files()):
        if not path.startswith(("Sources/", "Tests/", "Public/")) or not path.endswith((".swift", ".py", ".js")):
            continue
        for number, line in enumerate(read(path).splitlines(), 1):
            where = "%s:%d" % (path, number)
            for m in RULE.finditer(line):
                first = int(m.group(2))
                last = int(m.group(3)) if m.group(3) else first
                for n in range(first, max(first, last) + 1):
                    cited.setdefault("%s.%d" % (m.group(1), n), []).append(where)
            for m in A1_HALF.finditer(line):
                cited.setdefault("A1.%s" % m.group(1), []).append(where)
    return cited


def test_every_relative_link_and_image_in_the_markdown_files_resolves_to_a_tracked_file():
    problems = [p for p in link_problems(markdown_files(), tracked_files()) if "has no heading" not in p]
    assert problems == [], "broken links:\n" + "\n".join(problems)


def test_every_link_fragment_into_a_markdown_file_names_one_of_its_headings():
    problems = [p for p in link_problems(markdown_files(), tracked_files()) if "has no heading" in p]
    assert problems == [], "links to missing headings:\n" + "\n".join(problems)


def test_the_link_check_reports_a_missing_file_a_missing_heading_and_a_path_out_of_the_repository():
    files = {
        "README.md": "# Title\n[ok](docs/A.md#part-c--device-profiles) ![pic](docs/gone.png)\n"
        "[bad anchor](docs/A.md#nowhere) [out](../elsewhere/X.md) [web](https://example.com/x)\n"
        "`[in code](missing.md)` <img src=\"docs/also-gone.svg\"> [self](#title)\n",
        "docs/A.md": "## Part C — device profiles\n```\n# not a heading\n```\n",
    }
    problems = link_problems(files, {"README.md", "docs/A.md"})
    assert problems == [
        "README.md:2: docs/gone.png: no such file in the repository",
        "README.md:3: docs/A.md#nowhere: docs/A.md has no heading #nowhere",
        "README.md:3: ../elsewhere/X.md: leaves the repository",
        "README.md:4: docs/also-gone.svg: no such file in the repository",
    ]
    assert "not-a-heading" not in anchors(files["docs/A.md"])


def test_no_tracked_file_points_at_the_shared_contracts_outside_the_repository():
    # Built from pieces so that this file does not match its own patterns.
    outside = r"\.\./" + "shared"
    contracts = "shared/(" + "|".join(["API", "BEHAVIOR", "FORMS", "FLOWS"]) + r")\.md"
    found = subprocess.run(
        ["git", "grep", "-n", "-I", "-E", "-e", outside, "-e", contracts],
        cwd=REPO, capture_output=True, text=True,
    )
    assert found.returncode == 1, "pointers to the contracts outside the repository (use docs/API.md, docs/BEHAVIOR.md):\n" + found.stdout


def test_every_rule_number_the_code_and_tests_cite_is_a_rule_of_docs_behavior():
    doc = read(BEHAVIOR)
    rules = set(RULE_IN_DOC.findall(doc))
    cited = cited_rules()
    assert cited, "no rule numbers found in Sources/, Tests/ or Public/: is the pattern still right?"
    missing = {rule: where for rule, where in cited.items() if rule not in rules}
    assert missing == {}, "rules cited but not in %s:\n%s" % (
        BEHAVIOR,
        "\n".join("%s (%s)" % (rule, ", ".join(where[:3])) for rule, where in sorted(missing.items())),
    )
    if any("part C" in read(p) for p in tracked_files() if p.startswith(("Sources/", "Tests/")) and p.endswith(".swift")):
        assert "part-c--device-profiles" in anchors(doc), "code cites part C; %s has no Part C heading" % BEHAVIOR
