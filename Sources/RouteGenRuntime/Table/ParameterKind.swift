extension RouteGen {
  /// A parameter's type, as the spec, the records and the compiled table know it: the generator names it by its
  /// word (`ParameterKind.word`, in the core) and compiles it into the table, the runtime reads it and checks
  /// values by it. Every switch over it is exhaustive, so that a new kind fails to compile wherever it needs
  /// handling (the drafts, the value check, the refusal, the spec's type list) instead of compiling and refusing
  /// every value.
  package enum ParameterKind: Int, CaseIterable, Sendable {
    case string, int, double, bool, uuid, date
    /// One of the spec's values (`"type": "enum"`).
    case enumeration
    /// Another route of the same app, as a web path or a whole link (`"type": "route"`).
    case destination
  }

  /// Who may open a route, as its record says it and the compiled table keeps it.
  package enum RouteAccess: Int {
    case anyone
    case signedIn
    /// A signed-in user with a role (its text follows in the table).
    case role
    /// No one: the route is retired, kept so that its links are answered with its note.
    case retired
  }
}
