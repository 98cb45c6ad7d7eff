#!/usr/bin/env python3
"""Validates every spec in Specs/ (and the runtime's test spec, which uses every key) against
Specs/route-spec.schema.json (JSON Schema draft 2020-12), with a spec split in parts, and checks that the schema is not vacuous: each of a few broken specs must be rejected."""
import copy, json, pathlib, sys
from jsonschema import Draft202012Validator

root = pathlib.Path(__file__).resolve().parent.parent
schema = json.loads((root / "Specs/route-spec.schema.json").read_text())
Draft202012Validator.check_schema(schema)
validator = Draft202012Validator(schema)
failures = 0
specs = sorted((root / "Specs").glob("*.routes.json")) + [root / "Tests/RuntimeTests/RuntimeHost.routes.json"]
# A spec split in parts: the spec, and its part (routes and enums only).
specs += [root / "Tests/PluginTests/Cafe.routes.json", root / "Tests/PluginTests/Orders.routes-part.json"]
for path in specs:
    errors = list(validator.iter_errors(json.loads(path.read_text())))
    for error in errors:
        print(f"{path.relative_to(root)}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
    failures += bool(errors)

base = json.loads((root / "Specs/NovaSocial.routes.json").read_text())
def broken(change):
    spec = copy.deepcopy(base); change(spec); return spec
must_fail = {
    "unknown top-level key": broken(lambda s: s.update(domain=["x.com"])),
    "unknown route key": broken(lambda s: s["routes"][0].update(requiresAuth=True)),
    "route without a form": broken(lambda s: (s["routes"][0].pop("web"), s["routes"][0].pop("scheme"))),
    "bad auth": broken(lambda s: s["routes"][0].update(auth="yes")),
    "unknown type": broken(lambda s: s["routes"][1]["params"].update(x={"type": "integer"})),
    "enum without values": broken(lambda s: s["routes"][1]["params"].update(x={"type": "enum"})),
    "min on a string": broken(lambda s: s["routes"][1]["params"].update(x={"type": "string", "min": 1})),
    "bad app ID": broken(lambda s: s["aasa"].update(appIDs=["com.nova.social"])),
    "neither routes nor parts": broken(lambda s: s.pop("routes")),
    "a part not named as one": broken(lambda s: s.update(include=["Cart.routes.json"])),
    "a part with an app key": {"domains": ["x.com"], "routes": base["routes"]},
}
for name, spec in must_fail.items():
    if validator.is_valid(spec):
        print(f"schema accepts a broken spec: {name}")
        failures += 1
print(f"schema: {len(specs)} specs checked, {len(must_fail)} broken specs rejected" if not failures else f"schema: {failures} problem(s)")
print(f"{len(specs) + len(must_fail) - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
