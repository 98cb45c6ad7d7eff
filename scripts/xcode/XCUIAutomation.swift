// A stand-in for the UI-testing part of Apple's XCTest (XCUIApplication and the elements a test reads), which
// Linux's XCTest does not have: it declares the members the tests `routegen links --format xcuitest` generates
// use, with the signatures of Apple's documentation (developer.apple.com/documentation/xctest/xcuiapplication,
// xcuielement, xcuielementquery; `open(_:)` since iOS 16.4), so that scripts/typecheck-xcode.sh can type-check a
// generated file on Linux. Main-actor isolated, as the Xcode 16 SDK declares them: a test that calls them off
// the main actor fails here as it fails in Xcode.

import Foundation

@MainActor
open class XCUIElement {
  /// The label of the element's accessibility (`XCUIElementAttributes.label`).
  public var label: String { fatalError("stand-in: type-checking only") }
  /// The element's static texts (`XCUIElementTypeQueryProvider.staticTexts`).
  public var staticTexts: XCUIElementQuery { fatalError("stand-in: type-checking only") }

  public func waitForExistence(timeout: TimeInterval) -> Bool {
    fatalError("stand-in: type-checking only")
  }
}

@MainActor
open class XCUIElementQuery {
  public subscript(key: String) -> XCUIElement { fatalError("stand-in: type-checking only") }
}

@MainActor
open class XCUIApplication: XCUIElement {
  public var launchArguments: [String] = []
  public override init() {}
  public func launch() {}
  /// Opens a URL in the app (iOS 16.4, macOS 13.3).
  public func open(_ url: URL) {}
}
