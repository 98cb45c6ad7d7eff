#!/usr/bin/env bash
# What Linux can check of the Xcode path, with warnings as errors:
# 1. Both plugins' Xcode entry points (`#if canImport(XcodeProjectPlugin)`), where Xcode's module does not exist:
#    against scripts/xcode/XcodeProjectPlugin.swift, a stand-in that declares exactly the API Xcode 16 gives plugins,
#    and the toolchain's PackagePlugin module (a deprecated `Path` member is an error too). Then it proves the check
#    bites: the build-tool plugin with `XcodeTarget.sourceFiles` (a member Xcode does not have) must fail.
# 2. The Xcode project fixture (Tests/XcodeProject): its app's Foundation code with the Swift the plugin generates
#    from its spec, and its unit tests (XCTest) against it. Its SwiftUI app file needs an Apple SDK.
# 3. UI tests that `routegen links --format xcuitest` writes: the fixture's, which must be up to date with its spec,
#    and every seed app's (with sample links), against scripts/xcode/XCUIAutomation.swift, a stand-in of the
#    XCUIApplication API Linux's XCTest lacks; a member Apple does not have must fail, as for the plugins.
# Needs `swift build` first (it runs the routegen it built).
set -euo pipefail
cd "$(dirname "$0")/.."

resources=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["paths"]["runtimeResourcePath"])')
api="$resources/pm/PluginAPI"
[ -d "$api" ] || { echo "no PackagePlugin module at $api" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-swift-version 6 -parse-as-library -package-description-version 6.0 -I "$api" -I "$work")

swiftc "${flags[@]}" -emit-module -module-name XcodeProjectPlugin \
  -emit-module-path "$work/XcodeProjectPlugin.swiftmodule" scripts/xcode/XcodeProjectPlugin.swift

typecheck() {
  swiftc -typecheck "${flags[@]}" -warnings-as-errors "$@" Plugins/PluginsShared/PluginSupport.swift
}
for plugin in RouteGenPlugin GenerateRoutes; do
  typecheck "Plugins/$plugin/plugin.swift"
  echo "$plugin: its SwiftPM and Xcode entry points type-check"
done

probe="$work/plugin.swift"
sed 's/target\.inputFiles/target.sourceFiles/' Plugins/RouteGenPlugin/plugin.swift >"$probe"
cmp -s "$probe" Plugins/RouteGenPlugin/plugin.swift && { echo "the probe changed nothing: update it" >&2; exit 1; }
if typecheck "$probe" >"$work/probe.log" 2>&1; then
  echo "the Xcode code was not type-checked: XcodeTarget.sourceFiles, which Xcode does not have, went unnoticed" >&2
  exit 1
fi
grep -q "value of type 'XcodeTarget' has no member 'sourceFiles'" "$work/probe.log" || { cat "$work/probe.log" >&2; exit 1; }
echo "probe: a member Xcode does not have (XcodeTarget.sourceFiles) fails the check, as it must"

fixture=Tests/XcodeProject
routegen="$(swift build --show-bin-path)/routegen"
swift_flags=(-swift-version 6 -strict-concurrency=complete -warnings-as-errors -parse-as-library -I "$work")
"$routegen" swift "$fixture/ShopApp/Shop.routes.json" --output-file "$work/Shop.routes.swift"
swiftc "${swift_flags[@]}" -emit-module -module-name RouteGenRuntime -package-name RouteGen \
  -emit-module-path "$work/RouteGenRuntime.swiftmodule" Sources/RouteGenRuntime/*/*.swift
swiftc "${swift_flags[@]}" -enable-testing -emit-module -module-name ShopApp \
  -emit-module-path "$work/ShopApp.swiftmodule" "$fixture/ShopApp/Screen.swift" "$work/Shop.routes.swift" "$work/Shop.routes+Table.swift"
swiftc "${swift_flags[@]}" -typecheck "$fixture"/ShopAppTests/*.swift
echo "Xcode fixture: the app's link code, the generated routes and the unit tests type-check"

"$routegen" links "$fixture/ShopApp/Shop.routes.json" --format xcuitest --output-file "$work/ShopLinkUITests.swift"
diff -u "$fixture/ShopAppUITests/ShopLinkUITests.swift" "$work/ShopLinkUITests.swift" || {
  echo "$fixture/ShopAppUITests/ShopLinkUITests.swift is out of date: run routegen links $fixture/ShopApp/Shop.routes.json --format xcuitest --output-file $fixture/ShopAppUITests/ShopLinkUITests.swift" >&2
  exit 1
}
uitest() { swiftc "${swift_flags[@]}" -typecheck "$1" scripts/xcode/XCUIAutomation.swift; }
uitest "$fixture/ShopAppUITests/ShopLinkUITests.swift"
for spec in Specs/*.routes.json; do
  "$routegen" links "$spec" --format xcuitest --samples >"$work/LinkUITests.swift"
  uitest "$work/LinkUITests.swift"
done
sed 's/app\.open(/app.openURL(/' "$fixture/ShopAppUITests/ShopLinkUITests.swift" >"$work/probe.swift"
if uitest "$work/probe.swift" >"$work/probe.log" 2>&1; then
  echo "the UI tests were not type-checked: XCUIApplication.openURL, which Apple does not have, went unnoticed" >&2
  exit 1
fi
echo "UI tests of routegen links: the fixture's (up to date) and every spec's type-check; a probe that calls a member Apple does not have fails"
