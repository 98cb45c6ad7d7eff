#!/usr/bin/env python3
"""Writes the committed seed corpora of the fuzz targets (Tests/Fuzz/Corpus), deterministically.

For each app: every example URL of its spec, and hostile variants of them (foreign and look-alike hosts, user
info, ports, http, bad escapes, overlong UTF-8, dot and empty segments (encoded too), backslashes, %2F, duplicate keys, '+' and spaces,
integer limits, odd doubles and UUIDs, whitespace of every kind, look-alike letters, an over-long URL).
For the spec reader: the six app specs and the broken specs of Tests/BadSpecs.

Run it after changing a spec: python3 scripts/fuzz-corpus.py
"""
import hashlib
import json
import pathlib
import shutil

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "Tests" / "Fuzz" / "Corpus"
APPS = ["iBurn", "Awful", "Ghost", "NovaSocial", "Unveil", "WordPress"]

# Replacements for the last path segment (or query value) of an example.
HOSTILE_VALUES = [
    "..", ".", "", "%", "%zz", "%e2%82", "%C0%AF", "%00", "%0A", "a%2Fb", "a+b", "a%20b", "%09", "%E2%80%83",
    "%C2%A0", "%E2%80%8B", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "-9223372036854775809", "042", "-0", "+1", "NaN", "nan", "inf", "-inf", "1e309", "1e-400", "0x1F",
    "123E4567-E89B-12D3-A456-426614174000", "123e4567e89b12d3a456426614174000",
    "{123e4567-e89b-12d3-a456-426614174000}", "\u0441", "\uff55ser", "x" * 300,
    # What browsers rewrite: encoded dot segments, backslashes, empty segments inside a value.
    "%2E%2E", "%2e", ".%2E", "a%2F..%2F..%2Fadmin", "..%2Fadmin", "a%5C..%5Cb", "a\\b", "%2Fetc", "a%2F%2Fb",
]


def write(folder: pathlib.Path, text: str) -> None:
    data = text.encode("utf-8")
    (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)


def hostile_variants(url: str, domains: list, scheme: str) -> list:
    variants = []
    head, _, query = url.partition("?")
    base, _, last = head.rpartition("/")
    for value in HOSTILE_VALUES:
        variants.append(f"{base}/{value}" + (f"?{query}" if query else ""))
        if query:
            key = query.split("=")[0]
            variants.append(f"{head}?{key}={value}")
    if query:
        variants.append(f"{url}&{query}")  # every query key twice
    variants += [url + "/", url + "//", url.replace("://", ":///", 1), url + "#", url + "#x", url.upper()]
    for domain in domains:
        path = url.split(domain, 1)[1] if domain in url else "/"
        variants += [
            f"https://{domain}.evil.com{path}", f"https://evil.com/{domain}{path}", f"https://{domain}@evil.com{path}",
            f"https://evil.com@{domain}{path}", f"https://{domain}:443{path}", f"http://{domain}{path}",
            f"https://{domain.upper()}{path}", f"https://{domain}.{path}", f"https://x{domain}{path}",
        ]
    if scheme:
        variants += [f"{scheme}:{url.split('://', 1)[-1]}", f"{scheme}://", f"{scheme.upper()}://x", f"{scheme}://\u0301x"]
        # A rewritten link whose host ends in half an escape: the decoder once read past the copy's end.
        variants.append(f"{scheme}://[a%zz]%C3%A9%6")
    variants += [url + "a" * 2100, url.replace("/", "/./", 1), url + " ", " " + url, url + "\t"]
    return variants


def main() -> None:
    if CORPUS.exists():
        shutil.rmtree(CORPUS)
    for app in APPS:
        spec = json.loads((ROOT / "Specs" / f"{app}.routes.json").read_text())
        folder = CORPUS / app
        folder.mkdir(parents=True)
        domains = spec.get("domains", [])
        domains = [domains] if isinstance(domains, str) else domains
        scheme = spec.get("scheme", "")
        # An example is a URL, or an object with its URL and the values it states or the error that refuses it.
        examples = [example if isinstance(example, str) else example["url"]
                    for route in spec["routes"] for example in route.get("examples", [])]
        for example in examples:
            write(folder, example)
        for example in examples[::3]:  # a third of them, mutated: enough to reach every check
            for variant in hostile_variants(example, domains, scheme):
                write(folder, variant)
    folder = CORPUS / "Spec"
    folder.mkdir(parents=True)
    for path in sorted((ROOT / "Specs").glob("*.routes.json")) + sorted((ROOT / "Tests" / "BadSpecs").glob("*.routes.json")):
        data = path.read_bytes()
        (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)
    for child in sorted(CORPUS.iterdir()):
        print(f"{child.relative_to(ROOT)}: {len(list(child.iterdir()))} inputs")


if __name__ == "__main__":
    main()
